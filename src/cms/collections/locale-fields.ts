import type { CmsField } from "../types"

/** Labels for the keys that recur across namespaces; any other key is spelt out from its name. */
const keyLabels: Record<string, string> = {
  seo: "Search results and sharing",
  ogUrl: "Page address (og:url)",
  header: "Page header",
  title: "Title",
  subTitle: "Subtitle",
  subtitle: "Subtitle",
  text: "Text",
  description: "Description",
  ctaText: "Button text",
  cta: "Button text",
  link: "Button link",
  linkText: "Link text",
  steps: "Steps",
  benefits: "Who it suits",
  benefitsTitle: "Who it suits: heading",
  advantages: "Advantages",
  advantagesTitle: "Advantages: heading",
  advantagesSubTitle: "Advantages: subtitle",
  advantagesDescription: "Advantages: description",
  offers: "Offers",
  offersTitle: "Offers: heading",
  servicesList: "What the service includes",
  realizations: "Projects section",
}

/** `footer.newsletter.title` -> "Footer › newsletter › title"; `subTitle` -> "Sub title". */
export const labelFor = (key: string): string => {
  if (keyLabels[key]) return keyLabels[key]
  const words = key
    .split(".")
    .map(part =>
      part
        .replace(/([a-z])([A-Z])/g, "$1 $2")
        .replace(/[-_]/g, " ")
        .toLowerCase()
    )
    .join(" › ")
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** One line for short text, a text box for anything longer or with line breaks. */
const textWidget = (sample: string) =>
  sample.length > 90 || sample.includes("\n") ? ("text" as const) : ("string" as const)

const hintFor = (value: unknown): string | undefined =>
  typeof value === "string" && /^\/\S*$/.test(value)
    ? "A path on this site in this file's language, e.g. /kontakt or /en/contact/"
    : typeof value === "string" && value.includes("{{")
      ? "Keep the {{…}} placeholders as they are: the site fills them in"
      : undefined

/** Every key any item of a list has, in first-seen order, with the first item that has it. */
const mergedItem = (items: Record<string, unknown>[]): Record<string, unknown> => {
  const merged: Record<string, unknown> = {}
  for (const item of items)
    for (const [key, value] of Object.entries(item)) if (!(key in merged)) merged[key] = value
  return merged
}

/**
 * A labelled Decap field for one value of a locale file, from its shape in the Polish file:
 * text -> string or text, object -> object with a field per key, list -> list of its items. Lists
 * keep their length (the locale tests require the same lengths in both languages, which the CMS
 * cannot check across two files): adding or removing an item is a change for a developer.
 */
const localeField = (name: string, value: unknown): CmsField => {
  const label = labelFor(name)
  const hint = hintFor(value)
  if (Array.isArray(value)) {
    const length = { min: value.length, max: value.length, allow_add: false }
    if (value.every(isObject)) {
      const item = mergedItem(value)
      return {
        name,
        label,
        widget: "list",
        ...length,
        collapsed: true,
        ...("title" in item ? { summary: "{{fields.title}}" } : {}),
        fields: Object.entries(item).map(([key, sample]) => localeField(key, sample)),
      }
    }
    const longest = value.map(String).reduce((a, b) => (b.length > a.length ? b : a), "")
    return {
      name,
      label,
      widget: "list",
      ...length,
      collapsed: false,
      field: { name: "item", label, widget: textWidget(longest) },
    }
  }
  if (isObject(value))
    return {
      name,
      label,
      widget: "object",
      fields: Object.entries(value).map(([key, sample]) => localeField(key, sample)),
    }
  return { name, label, widget: textWidget(String(value)), ...(hint ? { hint } : {}) }
}

/** The fields of one namespace, in the file's order. */
export const localeFields = (shape: Record<string, unknown>): CmsField[] =>
  Object.entries(shape).map(([key, value]) => localeField(key, value))
