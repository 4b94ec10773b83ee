import { describe, expect, it } from "vitest"
import { ValidationError } from "yup"
import { languages } from "../../i18n/languages"
import { readLocale } from "../../i18n/locale-files"
import { contactSchema } from "./schema"
import { isValidEmail, isValidPhone, type ValidationMessages } from "./values"

const messagesOf = (language: (typeof languages)[number]): ValidationMessages => {
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

const errorsFor = async (language: (typeof languages)[number], values: object) => {
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

describe("contact schema in English", () => {
  it("accepts a complete message", async () => {
    expect(await errorsFor("en", {})).toEqual({})
  })

  it("uses the spec's messages", async () => {
    expect(
      await errorsFor("en", {
        fullName: "Al",
        company: "AB",
        phone: "12",
        email: "nope",
        message: "Too short",
        consent: false,
      })
    ).toEqual({
      fullName: "The field must exceed 2 characters.",
      company: "The field must exceed 2 characters.",
      phone: "The phone number is invalid.",
      email: "The provided email is incorrect.",
      message: "The message must exceed 30 characters.",
      consent: "The field is required.",
    })
  })

  it("requires name, email, message and consent, but not company or phone", async () => {
    expect(await errorsFor("en", { fullName: "", email: "", message: "", consent: false })).toEqual(
      {
        fullName: "The field is required.",
        email: "The field is required.",
        message: "The field is required.",
        consent: "The field is required.",
      }
    )
  })

  it("counts a message of exactly 30 characters as too short and 31 as enough", async () => {
    expect((await errorsFor("en", { message: "x".repeat(30) })).message).toBe(
      "The message must exceed 30 characters."
    )
    expect((await errorsFor("en", { message: "x".repeat(31) })).message).toBeUndefined()
  })

  it("answers a value of the wrong kind with the generic message", async () => {
    expect((await errorsFor("en", { fullName: { first: "Anna" } })).fullName).toBe(
      "The value is incorrect"
    )
  })
})

describe("contact schema in Polish", () => {
  it("speaks Polish", async () => {
    expect(
      await errorsFor("pl", {
        fullName: "Al",
        phone: "12",
        email: "nope",
        message: "Za krótko",
        consent: false,
      })
    ).toEqual({
      fullName: "Wpisz co najmniej 3 znaki.",
      phone: "Wpisz poprawny numer telefonu.",
      email: "Wpisz poprawny adres e-mail.",
      message: "Wiadomość jest za krótka – napisz co najmniej 31 znaków.",
      consent: "To pole jest wymagane.",
    })
    expect((await errorsFor("pl", { email: "" })).email).toBe("To pole jest wymagane.")
  })
})
