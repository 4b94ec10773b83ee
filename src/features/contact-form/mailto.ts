import { fill } from "../../i18n/fill"
import type { Namespaces } from "../../i18n/namespaces"
import { choiceLabel } from "./qualifying"
import { visibleText, type ContactValues } from "./values"
import { plainText } from "../../i18n/typeset"

type ContactStrings = Namespaces["contact"]

/**
 * The longest `mailto:` address the link makes. Mail programs and browsers cut or refuse longer
 * ones at different lengths (some at about 2,000 characters), so a long message is shortened,
 * with a note saying so; the full text stays in the form.
 */
export const mailtoMaxLength = 1900

const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"))

/** The body's lines: each filled detail with its label, then the message. */
const bodyLines = (values: ContactValues, strings: ContactStrings): string[] => {
  const details: [string, string][] = [
    [strings["form.fullName"], visibleText(values.fullName)],
    [strings["form.company"], visibleText(values.company)],
    [strings["form.phone"], visibleText(values.phone)],
    [strings["form.email"], visibleText(values.email)],
    [strings["form.need"], choiceLabel(strings, "need", values.need)],
    [strings["form.budget"], choiceLabel(strings, "budget", values.budget)],
    [strings["form.deadline"], choiceLabel(strings, "deadline", values.deadline)],
  ]
  return details
    .filter(([, value]) => value)
    .map(([label, value]) => `${plainText(label)}: ${value}`)
}

/**
 * A `mailto:` link to the company that carries what the visitor typed: the subject names them,
 * the body holds every filled field (each choice in words) and the message, URL-encoded, within `mailtoMaxLength`.
 */
export const mailtoHref = (
  to: string,
  values: ContactValues,
  strings: ContactStrings,
  maxLength = mailtoMaxLength
): string => {
  const subject = fill(plainText(strings["mailto.subject"]), { name: visibleText(values.fullName) })
  const head = bodyLines(values, strings).join("\n")
  const message = [...visibleText(values.message)]
  const build = (chars: number) => {
    const shortened = chars < message.length
    const text = message.slice(0, chars).join("").trimEnd()
    const body = [head, "", shortened ? `${text}…\n\n${strings["mailto.trimmed"]}` : text]
      .join("\n")
      .trim()
    return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`
  }
  if (build(message.length).length <= maxLength) return build(message.length)
  // The longest start of the message that fits.
  let low = 0
  let high = message.length
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (build(middle).length <= maxLength) low = middle
    else high = middle - 1
  }
  return build(low)
}
