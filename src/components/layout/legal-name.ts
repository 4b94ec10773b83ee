/**
 * The company's name where a sentence goes on after it with a full stop ("© 2026 {{company}}.
 * All rights reserved."): a name that ends with its own dot ("sp. z o.o.") gives it up, so the
 * sentence does not show two. A name without one is left as it is.
 */
export const nameBeforeFullStop = (name: string) => name.trim().replace(/\.$/, "")
