import { boolean, object, string } from "yup"
import { isChoice, type QualifyingField } from "./qualifying"
import {
  characterCount,
  isValidEmail,
  isValidPhone,
  maxLengths,
  visibleText,
  type ValidationMessages,
} from "./values"

/** Filled means something visible: whitespace and zero-width characters alone count as empty. */
const filled = (value: string | undefined) => Boolean(value && visibleText(value))

/**
 * A text checked as typed (strict, no casting), with its stated maximum: the whole value counts,
 * as the field's counter shows it, so what is sent is what was checked.
 */
const text = (m: ValidationMessages, max: number) =>
  string()
    .strict()
    .typeError(m.generic)
    .test("max", m.max(max), value => !value || characterCount(value) <= max)

/** Longer than 2 visible characters when filled; emptiness is the `required` rule's business. */
const name = (m: ValidationMessages, max: number) =>
  text(m, max).test("min2", m.min2, value => !filled(value) || visibleText(value!).length > 2)

/** An optional choice: empty, or one of its options. */
const choice = (m: ValidationMessages, field: QualifyingField) =>
  string()
    .strict()
    .typeError(m.generic)
    .test("choice", m.generic, value => isChoice(field, value ?? ""))

/** Required: full name, e-mail, message and consent. Company and phone are checked when filled. */
export const contactSchema = (m: ValidationMessages) =>
  object({
    fullName: name(m, maxLengths.fullName).test("required", m.required, filled),
    company: name(m, maxLengths.company).optional(),
    phone: text(m, maxLengths.phone).test(
      "phone",
      m.phone,
      value => !filled(value) || isValidPhone(visibleText(value!))
    ),
    email: text(m, maxLengths.email)
      .test("required", m.required, filled)
      .test("email", m.email, value => !filled(value) || isValidEmail(visibleText(value!))),
    message: text(m, maxLengths.message)
      .test("required", m.required, filled)
      .test("min30", m.min30, value => !filled(value) || visibleText(value!).length > 30),
    consent: boolean().typeError(m.generic).oneOf([true], m.required).required(m.required),
    need: choice(m, "need"),
    budget: choice(m, "budget"),
    deadline: choice(m, "deadline"),
    website: string().optional(),
  })

export type ContactSchema = ReturnType<typeof contactSchema>
