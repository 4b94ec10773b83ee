import React from "react"
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby"
import { ThemeProvider } from "styled-components"
import { GlobalStyle } from "../styles/global-style"
import { theme } from "../styles/theme"
import { PageContextProvider } from "./layout/page-context"
import type { PageContext } from "../i18n/page-context"

export const wrapRootElement = ({ element }: Pick<WrapRootElementBrowserArgs, "element">) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    {element}
  </ThemeProvider>
)

export const wrapPageElement = ({
  element,
  props,
}: Pick<WrapPageElementBrowserArgs<unknown, PageContext>, "element" | "props">) => (
  <PageContextProvider value={props.pageContext}>{element}</PageContextProvider>
)
