/**
 * The contact form's values and the plain checks its schema uses. Kept apart from the schema
 * (schema.ts), which needs yup: the form loads that only when it is first used.
 */
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

/** The order of fields on the form, for moving focus to the first invalid one. */
export const fieldOrder: (keyof ContactValues)[] = [
  "fullName",
  "company",
  "phone",
  "email",
  "message",
  "consent",
]
