import React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { ThemeProvider } from "styled-components"
import { GlobalStyle } from "../styles/global-style"
import { theme } from "../styles/theme"
import { PageContextProvider } from "./layout/page-context"
import type { PageContext } from "../i18n/page-context"

/**
 * Theme and global style wrap the page element, not the root: the site's wrapRootElement sits
 * outside gatsby-plugin-styled-components' server style sheet, so a GlobalStyle there was left out
 * of the server-rendered CSS (the body kept its default margin until hydration: a layout shift).
 */
export const wrapPageElement = ({
  element,
  props,
}: Pick<WrapPageElementBrowserArgs<unknown, PageContext>, "element" | "props">) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    <PageContextProvider value={props.pageContext}>{element}</PageContextProvider>
  </ThemeProvider>
)
