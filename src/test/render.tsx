import React from "react"
import i18next from "i18next"
import { i18nextOptions } from "../i18n/i18next-options"
import { I18nextProvider, initReactI18next } from "react-i18next"
import { render } from "@testing-library/react"
import { PageContextProvider } from "../components/layout/page-context"
import { defaultLanguage, type Language } from "../i18n/languages"
import { readLocale, readNamespace } from "../i18n/locale-files"
import type { LocaleData } from "../i18n/locale-data"
import { typesetStrings } from "../i18n/typeset"
import type { Namespace, Namespaces } from "../i18n/namespaces"
import { createPageContext, type PageContext } from "../i18n/page-context"
import type { RouteId } from "../routes"

export const makeI18n = (language: Language) => {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: typesetStrings(readLocale(language), language) },
    ...i18nextOptions,
    react: { useSuspense: false },
    initImmediate: false,
  })
  return instance
}

/**
 * A page query's `locales`, as Gatsby gives them: the page's namespaces from the locale files,
 * typeset (src/gatsby-node/schema.ts).
 */
export const pageLocales = ({ language, ns }: PageContext): LocaleData => ({
  edges: ns.map(name => ({
    node: {
      ns: name,
      language,
      data: JSON.stringify(typesetStrings(readNamespace(language, name), language)),
    },
  })),
})

/**
 * One namespace from the locale files, typed as a template gets it from `localeContent`, but as
 * written: `getByText` reads a no-break space as a space (`asShown` in ./queries.ts gives the
 * rest of the typesetting).
 */
export const namespaceOf = <N extends Namespace>(language: Language, ns: N): Namespaces[N] =>
  readNamespace(language, ns) as Namespaces[N]

type Options = { language?: Language; routeId?: RouteId; pageContext?: PageContext }

/** Renders with the real locale strings and a page context, as a page would. */
export const renderPage = (ui: React.ReactElement, options: Options = {}) => {
  const language = options.language ?? defaultLanguage
  const pageContext =
    options.pageContext ?? createPageContext({ language, routeId: options.routeId ?? "home" })
  return render(
    <I18nextProvider i18n={makeI18n(language)}>
      <PageContextProvider value={pageContext}>{ui}</PageContextProvider>
    </I18nextProvider>
  )
}
