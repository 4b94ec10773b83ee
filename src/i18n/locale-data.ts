/** The `locales` part of a page query. */
export type LocaleData = Queries.PageLocalesFragment["locales"]

/**
 * Reads one namespace from a page's locale data. `Head` is not wrapped by the i18n provider,
 * so head tags read their strings here instead of through `useTranslation`.
 */
export const namespaceData = (locales: LocaleData, ns: string): Record<string, unknown> => {
  const node = locales.edges.find(edge => edge.node.ns === ns)?.node
  if (!node) return {}
  return JSON.parse(node.data ?? "{}") as Record<string, unknown>
}
