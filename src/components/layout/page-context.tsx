import React, { createContext, useContext } from "react"
import { defaultLanguage } from "../../i18n/languages"
import { createPageContext, type PageContext } from "../../i18n/page-context"

/** For a page created by a plugin, without our context (the offline plugin's app shell). */
const fallback = createPageContext({ language: defaultLanguage, routeId: "home" })

const Context = createContext<PageContext>(fallback)

type PageContextProviderProps = { value?: PageContext; children: React.ReactNode }

/** Gives the layout the page's language and alternates without threading props. */
export const PageContextProvider = ({ value, children }: PageContextProviderProps) => (
  <Context.Provider value={value && value.alternates ? value : fallback}>
    {children}
  </Context.Provider>
)

export const usePageContext = () => useContext(Context)
