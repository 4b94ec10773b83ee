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
  /** Optional qualifying choices (qualifying.ts), "" when not chosen. */
  need: string
  budget: string
  deadline: string
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
  need: "",
  budget: "",
  deadline: "",
  website: "",
}

export type ValidationMessages = {
  min2: string
  min30: string
  email: string
  phone: string
  generic: string
  required: string
  /** "At most `max` characters", with the number in it. */
  max: (max: number) => string
}

type TextFieldName = Exclude<
  keyof ContactValues,
  "consent" | "website" | "need" | "budget" | "deadline"
>

/**
 * The most each field takes, in characters. A pasted text longer than that is kept as it is (no
 * `maxlength` cuts it): the field shows its count and the form refuses to send until it fits.
 * E-mail: the longest address SMTP carries (RFC 5321). Phone: 15 digits (E.164) with spacing.
 */
export const maxLengths: Record<TextFieldName, number> = {
  fullName: 100,
  company: 100,
  phone: 30,
  email: 254,
  message: 5000,
}

/**
 * Whitespace and characters that show nothing: format characters (zero-width space and joiners,
 * word joiner, soft hyphen, byte-order mark, direction marks), separators, and the Hangul and
 * Braille blanks. A value made only of these is empty.
 */
const invisibleAtEnds =
  /^[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800]+|[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800]+$/gu

/** The value without the whitespace and invisible characters at either end. */
export const visibleText = (value: string): string => value.replace(invisibleAtEnds, "")

/** Characters by code point, as the count shows them: an emoji such as 🙂 is one, not two. */
export const characterCount = (value: string): number => [...value].length

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
