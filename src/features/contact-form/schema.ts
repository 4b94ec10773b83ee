import { boolean, object, string } from "yup"

export type ContactValues = {
  fullName: string
  company: string
  phone: string
  email: string
  message: string
  consent: boolean
  /** Hidden from people; only bots fill it in. */
  website: string
}

export const emptyValues: ContactValues = {
  fullName: "",
  company: "",
  phone: "",
  email: "",
  message: "",
  consent: false,
  website: "",
}

export type ValidationMessages = {
  min2: string
  min30: string
  email: string
  phone: string
  generic: string
  required: string
}

/** Optional `+`, then digits with spaces, dashes or brackets; 9 to 15 digits in all. */
export const isValidPhone = (value: string): boolean => {
  if (!/^\+?[\d\s\-()]+$/.test(value)) return false
  const digits = value.replace(/\D/g, "").length
  return digits >= 9 && digits <= 15
}

/** A local part, a domain and a top-level domain of at least two letters. */
export const isValidEmail = (value: string): boolean =>
  /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i.test(value) && !value.includes("..")

/** Longer than 2 characters when filled; emptiness is the `required` rule's business. */
const text = (m: ValidationMessages) =>
  string()
    .strict()
    .typeError(m.generic)
    .max(200, m.generic)
    .test("min2", m.min2, value => !value?.trim() || value.trim().length > 2)

/** Values are checked as typed (strict, no casting); blanks count as empty. */
const filled = (value: string | undefined) => Boolean(value?.trim())

/** Required: full name, e-mail, message and consent. Company and phone are checked when filled. */
export const contactSchema = (m: ValidationMessages) =>
  object({
    fullName: text(m).test("required", m.required, filled),
    company: text(m).optional(),
    phone: string()
      .strict()
      .typeError(m.generic)
      .test("phone", m.phone, value => !filled(value) || isValidPhone(value!.trim())),
    email: string()
      .strict()
      .typeError(m.generic)
      .test("required", m.required, filled)
      .test("email", m.email, value => !filled(value) || isValidEmail(value!.trim())),
    message: string()
      .strict()
      .typeError(m.generic)
      .max(5000, m.generic)
      .test("required", m.required, filled)
      .test("min30", m.min30, value => !filled(value) || value!.trim().length > 30),
    consent: boolean().typeError(m.generic).oneOf([true], m.required).required(m.required),
    website: string().optional(),
  })

/** The order of fields on the form, for moving focus to the first invalid one. */
export const fieldOrder: (keyof ContactValues)[] = [
  "fullName",
  "company",
  "phone",
  "email",
  "message",
  "consent",
]
