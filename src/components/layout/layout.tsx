import React from "react"
import styled from "styled-components"
import { Analytics } from "./analytics"
import { CookieNotice } from "./cookie-notice"
import { Footer } from "./footer"
import { Header } from "./header"
import { QuickContact } from "./quick-contact"
import { RouteProgress } from "./route-progress"
import { mainId, SkipLink } from "./skip-link"

// At least a screen tall, with the main content taking what the rest leaves: on a short page
// (the 404 page on a tablet) the footer ends at the screen's bottom edge, not above a white band.
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`

const Main = styled.main`
  display: block;
  flex: 1 0 auto;

  &:focus {
    outline: none;
  }
`

type LayoutProps = { children: React.ReactNode }

export const Layout = ({ children }: LayoutProps) => (
  <Frame>
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
  </Frame>
)
