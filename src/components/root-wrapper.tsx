import React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { PageContextProvider } from "./layout/page-context"
import type { PageContext } from "../i18n/page-context"

/**
 * The page context wraps the page element, so the layout reads the page's language and
 * alternates. Components import the theme's tokens as a module (src/styles/theme.ts); the base
 * style is static CSS in the head (gatsby-ssr.tsx, src/styles/global-style.ts).
 */
export const wrapPageElement = ({
  element,
  props,
}: Pick<WrapPageElementBrowserArgs<unknown, PageContext>, "element" | "props">) => (
  <PageContextProvider value={props.pageContext}>{element}</PageContextProvider>
)
