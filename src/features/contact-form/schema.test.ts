import { describe, expect, it } from "vitest"
import { ValidationError } from "yup"
import { languages, type Language } from "../../i18n/languages"
import { readLocale } from "../../i18n/locale-files"
import { contactSchema } from "./schema"
import { isValidEmail, isValidPhone, type ValidationMessages } from "./values"

const messagesOf = (language: Language): ValidationMessages => {
  const contact = readLocale(language).contact as Record<string, string>
  return {
    min2: contact["validation.min2"],
    min30: contact["validation.min30"],
    email: contact["validation.email"],
    phone: contact["validation.phone"],
    generic: contact["validation.generic"],
    required: contact["validation.required"],
  }
}

const valid = {
  fullName: "Anna Nowak",
  company: "",
  phone: "",
  email: "anna@example.pl",
  message: "We need a new website for our dental clinic in Gdańsk.",
  consent: true,
  website: "",
}

const errorsFor = async (language: Language, values: object) => {
  try {
    await contactSchema(messagesOf(language)).validate(
      { ...valid, ...values },
      { abortEarly: false }
    )
    return {}
  } catch (error) {
    // The first failing rule of each field is the one the form shows.
    return Object.fromEntries(
      (error as ValidationError).inner.reverse().map(inner => [inner.path, inner.message])
    )
  }
}

describe("phone rule", () => {
  it.each(["+48 500 000 000", "500-000-000", "(22) 123 45 67", "+1 (555) 010-0199", "123456789"])(
    "accepts %s",
    phone => expect(isValidPhone(phone)).toBe(true)
  )
  it.each(["12345678", "+48 500 000 000 000 00", "500 000 abc", "++48500000000", "500.000.000"])(
    "rejects %s",
    phone => expect(isValidPhone(phone)).toBe(false)
  )
})

describe("email rule", () => {
  it.each(["anna@example.pl", "a.b+c@sub.example.com", "JAN@FIRMA.COM.PL"])("accepts %s", email =>
    expect(isValidEmail(email)).toBe(true)
  )
  it.each([
    "anna",
    "anna@",
    "anna@example",
    "anna@example.p",
    "an na@example.pl",
    "a@b..pl",
    "@x.pl",
  ])("rejects %s", email => expect(isValidEmail(email)).toBe(false))
})

/** The spec's messages, each in both languages. */
const specMessages: Record<keyof ValidationMessages, Record<Language, string>> = {
  min2: { en: "The field must exceed 2 characters.", pl: "Wpisz co najmniej 3 znaki." },
  min30: {
    en: "The message must exceed 30 characters.",
    pl: "Wiadomość jest za krótka – napisz co najmniej 31 znaków.",
  },
  email: { en: "The provided email is incorrect.", pl: "Wpisz poprawny adres e-mail." },
  phone: { en: "The phone number is invalid.", pl: "Wpisz poprawny numer telefonu." },
  generic: { en: "The value is incorrect", pl: "Sprawdź, co wpisano w tym polu." },
  required: { en: "The field is required.", pl: "To pole jest wymagane." },
}

describe.each(languages)("contact schema in %s", language => {
  const expected = Object.fromEntries(
    Object.entries(specMessages).map(([rule, text]) => [rule, text[language]])
  ) as ValidationMessages

  it("accepts a complete message", async () => {
    expect(await errorsFor(language, {})).toEqual({})
  })

  it("uses the spec's messages", async () => {
    expect(
      await errorsFor(language, {
        fullName: "Al",
        company: "AB",
        phone: "12",
        email: "nope",
        message: "Too short",
        consent: false,
      })
    ).toEqual({
      fullName: expected.min2,
      company: expected.min2,
      phone: expected.phone,
      email: expected.email,
      message: expected.min30,
      consent: expected.required,
    })
  })

  it("requires name, email, message and consent, but not company or phone", async () => {
    expect(
      await errorsFor(language, { fullName: "", email: "", message: "", consent: false })
    ).toEqual({
      fullName: expected.required,
      email: expected.required,
      message: expected.required,
      consent: expected.required,
    })
  })

  it("counts a message of exactly 30 characters as too short and 31 as enough", async () => {
    expect((await errorsFor(language, { message: "x".repeat(30) })).message).toBe(expected.min30)
    expect((await errorsFor(language, { message: "x".repeat(31) })).message).toBeUndefined()
  })

  it("answers a value of the wrong kind with the generic message", async () => {
    expect((await errorsFor(language, { fullName: { first: "Anna" } })).fullName).toBe(
      expected.generic
    )
  })
})
