import type { Namespace, Namespaces } from "./namespaces"

/** The `locales` part of a page query. */
export type LocaleData = Queries.PageLocalesFragment["locales"]

const parsed = new WeakMap<object, unknown>()

/**
 * One namespace of a page's locale data (the `locales` of its page query), typed by what it holds.
 *
 * The rule for strings: a page's own namespaces reach it only this way. Its template (and its
 * `Head`, which has no i18n provider) reads them here and passes typed slices down as props, and
 * `{{name}}` placeholders are filled with `fill` (./fill.ts). `t()` from react-i18next is for
 * `common` only: the layout (menu, footer, cookie notice) and the small shared pieces read it
 * from any page without being handed it, and every page loads it. Both ways are typed: a key read
 * here is checked against `Namespaces`, and `t()` against `common` (./i18next.d.ts), so a
 * mistyped key fails the typecheck instead of showing on the page.
 */
export const localeContent = <N extends Namespace>(locales: LocaleData, ns: N): Namespaces[N] => {
  const node = locales.edges.find(edge => edge.node.ns === ns)?.node
  if (!node?.data) throw new Error(`The page's query has no "${ns}" locale data`)
  if (!parsed.has(node)) parsed.set(node, JSON.parse(node.data))
  return parsed.get(node) as Namespaces[N]
}
