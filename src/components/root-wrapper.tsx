import React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { ThemeProvider } from "styled-components"
import { theme } from "../styles/theme"
import { PageContextProvider } from "./layout/page-context"
import type { PageContext } from "../i18n/page-context"

/**
 * The theme wraps the page element, inside gatsby-plugin-styled-components' server style sheet.
 * The base style is static CSS in the head (gatsby-ssr.tsx, src/styles/global-style.ts).
 */
export const wrapPageElement = ({
  element,
  props,
}: Pick<WrapPageElementBrowserArgs<unknown, PageContext>, "element" | "props">) => (
  <ThemeProvider theme={theme}>
    <PageContextProvider value={props.pageContext}>{element}</PageContextProvider>
  </ThemeProvider>
)
