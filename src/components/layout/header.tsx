import React, { useCallback, useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import styled, { css } from "styled-components"
import { useTranslation } from "react-i18next"
import { company } from "../../config/company"
import { localizedPath } from "../../i18n/paths"
import { useScrolled } from "../../lib/use-scrolled"
import { media } from "../../styles/media"
import { Container } from "../ui/container"
import { Logo } from "./logo"
import { Nav } from "./nav"
import { usePageContext } from "./page-context"
import { theme } from "../../styles/theme"

// Keyed on data-scrolled rather than a prop, as the menu's states are (see nav.styles.ts): the
// first scroll past the threshold then inserts no rule and restyles the bar alone.
const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${theme.zIndices.header};
  background: ${theme.colors.headerBackground};
  border-bottom: 1px solid transparent;
  transition:
    box-shadow ${theme.durations.base},
    border-color ${theme.durations.base};

  &[data-scrolled="true"] {
    border-color: ${theme.colors.line};
    box-shadow: ${theme.shadows.card};
  }

  /* Under the open phone menu, the page is dimmed; a tap there closes the menu and reaches
     nothing below it. */
  ${media.belowLg} {
    &[data-menu-open="true"]::before {
      content: "";
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      height: 100vh;
      z-index: -1;
      background: ${theme.colors.scrim};
    }
  }
`

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  height: ${theme.sizes.header};
`

const Home = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: 2.75rem;
  color: ${theme.colors.ink};
  text-decoration: none;

  &:hover {
    color: ${theme.colors.ink};
  }
`

const menuControl = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 2.75rem;
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.lineStrong};
  border-radius: ${theme.radii.control};
  background: ${theme.colors.white};
  color: ${theme.colors.ink};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  white-space: nowrap;
  cursor: pointer;

  ${media.lg} {
    display: none;
  }
`

const MenuButton = styled.button`
  ${menuControl}
`

/**
 * Without JavaScript the menu button cannot open the menu: this link to the footer's page links
 * stands in for it (gatsby-ssr.tsx shows it, and hides the button, in a noscript style).
 */
const MenuFallback = styled.a`
  ${menuControl}
  display: none;
  text-decoration: none;
`

/**
 * Three lines while the menu is closed, a cross while it is open: the button's state at a glance.
 * Its text says what a tap does, "Menu" or "Close"; aria-expanded says the state.
 */
const MenuIcon = ({ open }: { open: boolean }) => (
  <svg
    aria-hidden="true"
    data-icon={open ? "close" : "open"}
    width="16"
    height="16"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <path d={open ? "M3.5 3.5l9 9M12.5 3.5l-9 9" : "M2 4h12M2 8h12M2 12h12"} />
  </svg>
)

const Spacer = styled.div`
  height: ${theme.sizes.header};
`

const navId = "site-menu"

/** Where the menu's stand-in without JavaScript leads: the footer's links to the services. */
export const menuFallbackTarget = "footer-services"

export const Header = () => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  const scrolled = useScrolled()
  const [menuOpen, setMenuOpen] = useState(false)
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null)
  const barRef = useRef<HTMLElement>(null)
  const menuButtonRef = useRef<HTMLButtonElement>(null)

  const collapse = useCallback(() => {
    setMenuOpen(false)
    setOpenSubmenu(null)
  }, [])
  // Stable, like collapse: the menu's items are memoised on them.
  const toggleSubmenu = useCallback(
    (key: string) => setOpenSubmenu(current => (current === key ? null : key)),
    []
  )

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      if (openSubmenu) {
        setOpenSubmenu(null)
      } else if (menuOpen) {
        setMenuOpen(false)
        menuButtonRef.current?.focus()
      }
    }
    const onPointerDown = (event: PointerEvent) => {
      // Outside the bar. The dimmed page under the open menu is the bar's own (onClick below).
      const bar = barRef.current
      if (bar && !bar.contains(event.target as Node)) collapse()
    }
    document.addEventListener("keydown", onKeyDown)
    document.addEventListener("pointerdown", onPointerDown)
    return () => {
      document.removeEventListener("keydown", onKeyDown)
      document.removeEventListener("pointerdown", onPointerDown)
    }
  }, [openSubmenu, menuOpen, collapse])

  return (
    <>
      {/* A tap on the dimmed page closes the menu on its click, not on pointer down: gone at
          pointer down, the dimming would let the click through to the link under it. */}
      <Bar
        ref={barRef}
        data-scrolled={scrolled}
        data-menu-open={menuOpen}
        onClick={event => {
          if (event.target === event.currentTarget) collapse()
        }}
      >
        <Inner as="nav" aria-label={t("nav.label")}>
          <Home
            to={localizedPath("home", language)}
            aria-label={t("nav.home", { brand: company.brand })}
            onClick={collapse}
          >
            <Logo />
          </Home>
          <MenuFallback href={`#${menuFallbackTarget}`} data-menu-fallback="">
            <MenuIcon open={false} />
            {t("nav.menu")}
          </MenuFallback>
          <MenuButton
            ref={menuButtonRef}
            data-menu-button=""
            type="button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen(open => !open)}
          >
            <MenuIcon open={menuOpen} />
            {menuOpen ? t("nav.close") : t("nav.menu")}
          </MenuButton>
          <Nav
            id={navId}
            open={menuOpen}
            openSubmenu={openSubmenu}
            onToggleSubmenu={toggleSubmenu}
            onNavigate={collapse}
          />
        </Inner>
      </Bar>
      <Spacer />
    </>
  )
}
