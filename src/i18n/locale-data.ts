import type { Namespace, Namespaces } from "./namespaces"

/** The `locales` part of a page query. */
export type LocaleData = Queries.PageLocalesFragment["locales"]

const parsed = new WeakMap<object, unknown>()

/**
 * One namespace of a page's locale data (the `locales` of its page query), typed by what it holds.
 * Templates read their entries this way, and `Head` its strings too: it has no i18n provider.
 * Below the template, components translate plain strings with `useTranslation`.
 */
export const localeContent = <N extends Namespace>(locales: LocaleData, ns: N): Namespaces[N] => {
  const node = locales.edges.find(edge => edge.node.ns === ns)?.node
  if (!node?.data) throw new Error(`The page's query has no "${ns}" locale data`)
  if (!parsed.has(node)) parsed.set(node, JSON.parse(node.data))
  return parsed.get(node) as Namespaces[N]
}
