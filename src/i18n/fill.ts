/** `{{name}}` in a locale string (i18next's interpolation syntax): a value given when it renders. */
const placeholder = /\{\{(\w+)\}\}/g

/** The placeholders a string uses, by name. */
export const placeholdersIn = (text: string): string[] =>
  [...text.matchAll(placeholder)].map(match => match[1])

/**
 * A locale string with its placeholders filled, as i18next's `t(key, values)` fills them (values
 * as they are, no escaping); an unknown name stays as written, for the tests to find.
 */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(placeholder, (match, name: string) =>
    values[name] === undefined ? match : String(values[name])
  )
