import { boolean, object, string } from "yup"
import { isValidEmail, isValidPhone, type ValidationMessages } from "./values"

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

export type ContactSchema = ReturnType<typeof contactSchema>
