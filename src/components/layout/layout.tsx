import React from "react"
import styled from "styled-components"
import { Analytics } from "./analytics"
import { CookieNotice } from "./cookie-notice"
import { Footer } from "./footer"
import { Header } from "./header"
import { QuickContact } from "./quick-contact"
import { RouteProgress } from "./route-progress"
import { mainId, SkipLink } from "./skip-link"

const Main = styled.main`
  display: block;
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`

type LayoutProps = { children: React.ReactNode }

export const Layout = ({ children }: LayoutProps) => (
  <>
    <SkipLink />
    <RouteProgress />
    <Header />
    <Main id={mainId} tabIndex={-1}>
      {children}
    </Main>
    <Footer />
    <QuickContact />
    <CookieNotice />
    <Analytics />
  </>
)
