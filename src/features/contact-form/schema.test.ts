import { describe, expect, it } from "vitest"
import { ValidationError } from "yup"
import { languages, type Language } from "../../i18n/languages"
import { readLocale } from "../../i18n/locale-files"
import { contactSchema } from "./schema"
import {
  isValidEmail,
  isValidPhone,
  maxLengths,
  visibleText,
  type ValidationMessages,
} from "./values"

const messagesOf = (language: Language): ValidationMessages => {
  const contact = readLocale(language).contact as Record<string, string>
  return {
    min2: contact["validation.min2"],
    min30: contact["validation.min30"],
    email: contact["validation.email"],
    phone: contact["validation.phone"],
    generic: contact["validation.generic"],
    required: contact["validation.required"],
    max: max => contact["validation.max"].replace("{{max}}", String(max)),
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

describe("visible text", () => {
  it("drops whitespace and invisible characters at either end, and keeps them inside", () => {
    expect(visibleText("\u200B Anna\u200BNowak \uFEFF")).toBe("Anna\u200BNowak")
    expect(visibleText("\u200B\u200B\u200B")).toBe("")
  })
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
const specMessages: Record<Exclude<keyof ValidationMessages, "max">, Record<Language, string>> = {
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
  ) as Record<keyof typeof specMessages, string>
  const tooLong = {
    en: (max: number) => `The field must not exceed ${max} characters.`,
    pl: (max: number) => `Tekst jest za długi – maksymalna liczba znaków to ${max}.`,
  }[language]

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

  it("counts whitespace and invisible characters alone as empty", async () => {
    const blanks = [
      "\u200B\u200B\u200B",
      " \u200C\u200D\u2060 ",
      "\uFEFF\u00AD\u3164\u2800",
      "\t\n\u00A0",
    ]
    for (const blank of blanks)
      expect(
        await errorsFor(language, { fullName: blank, email: blank, message: blank }),
        JSON.stringify(blank)
      ).toEqual({
        fullName: expected.required,
        email: expected.required,
        message: expected.required,
      })
    // An optional field of blanks is simply empty.
    expect(await errorsFor(language, { company: "\u200B\u200B\u200B", phone: "\u200B " })).toEqual(
      {}
    )
    // Invisible padding does not make a name long enough.
    expect((await errorsFor(language, { fullName: "Al\u200B\u200B" })).fullName).toBe(expected.min2)
    expect((await errorsFor(language, { message: `${"x".repeat(30)}\u200B` })).message).toBe(
      expected.min30
    )
  })

  it("states each field's maximum and holds it exactly", async () => {
    for (const [field, max] of Object.entries(maxLengths)) {
      const fits =
        field === "email"
          ? `${"a".repeat(max - "@example.pl".length)}@example.pl`
          : field === "phone"
            ? `+48 ${"5".repeat(11)}`.padEnd(max, " ")
            : "x".repeat(max)
      const over = field === "email" ? `a${fits}` : field === "phone" ? `${fits}5` : `${fits}x`
      expect((await errorsFor(language, { [field]: fits }))[field], `${field} at ${max}`).toBe(
        undefined
      )
      expect((await errorsFor(language, { [field]: over }))[field], `${field} over ${max}`).toBe(
        tooLong(max)
      )
    }
  })

  it("keeps the limits the issue names: about 100, 254, 30 and 5,000 characters", () => {
    expect(maxLengths).toEqual({
      fullName: 100,
      company: 100,
      phone: 30,
      email: 254,
      message: 5000,
    })
  })

  it("answers a 100 KB message and a 5,000-character name with their limits", async () => {
    const errors = await errorsFor(language, {
      fullName: "A".repeat(5000),
      message: "x".repeat(100_000),
    })
    expect(errors).toEqual({ fullName: tooLong(100), message: tooLong(5000) })
  })

  it("answers a value of the wrong kind with the generic message", async () => {
    expect((await errorsFor(language, { fullName: { first: "Anna" } })).fullName).toBe(
      expected.generic
    )
  })
})
