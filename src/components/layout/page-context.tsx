import React, { createContext, useContext } from "react"
import type { PageContext } from "../../i18n/page-context"
import { routes } from "../../routes"

const fallback: PageContext = {
  language: "pl",
  routeId: "home",
  ns: ["common"],
  pageNs: "common",
  pagePath: "/",
  alternates: { pl: routes.home.pl, en: routes.home.en },
  i18n: {
    language: "pl",
    languages: ["pl", "en"],
    defaultLanguage: "pl",
    generateDefaultLanguagePage: false,
    routed: false,
    originalPath: "/",
    path: "/",
  },
}

const Context = createContext<PageContext>(fallback)

type PageContextProviderProps = { value?: PageContext; children: React.ReactNode }

/** Gives the layout the page's language and alternates without threading props. */
export const PageContextProvider = ({ value, children }: PageContextProviderProps) => (
  <Context.Provider value={value && value.alternates ? value : fallback}>
    {children}
  </Context.Provider>
)

export const usePageContext = () => useContext(Context)
