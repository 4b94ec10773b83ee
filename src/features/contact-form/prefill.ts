import { isNeed, type Need } from "./qualifying"
import { characterCount, maxLengths } from "./values"

/** What the contact page's address may bring: `?service=<id>&brief=<text>`. */
export type Prefill = { need?: Need; message?: string }

/**
 * Control characters other than line breaks and tabs, and the bidirectional overrides and
 * isolates that can make a text read differently from what it holds.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const unsafe = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g

/**
 * A brief as plain text for the message field: unsafe characters removed, line breaks unified,
 * at most the message's maximum (by characters, as the field counts them).
 */
export const sanitizeBrief = (value: string): string => {
  const text = value.replace(/\r\n?/g, "\n").replace(unsafe, "").trim()
  const chars = [...text]
  return chars.length > maxLengths.message
    ? chars.slice(0, maxLengths.message).join("").trimEnd()
    : text
}

/** The choices a query string brings; an unknown service or an empty brief brings nothing. */
export const readPrefill = (search: string): Prefill => {
  const query = new URLSearchParams(search)
  const prefill: Prefill = {}
  const service = query.get("service")
  if (isNeed(service)) prefill.need = service
  const brief = sanitizeBrief(query.get("brief") ?? "")
  if (characterCount(brief) > 0) prefill.message = brief
  return prefill
}
