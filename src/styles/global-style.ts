import { fallbackFaceCss, labelFontStack } from "./font-metrics"
import { colorDeclarations, theme } from "./theme"

/**
 * The site-wide base style, as plain CSS that gatsby-ssr writes into every page's head. Not a
 * styled-components GlobalStyle: that one is compiled and injected again in the browser on every
 * load, which costs main-thread time and restyles the whole page after it is painted.
 *
 * The colours are custom properties with a light and a dark value: the scheme follows the
 * visitor's system setting from the first paint, with no script and no flash.
 */
const readableCss = `
  :root {
    color-scheme: light dark;
    ${colorDeclarations("light")}
    --font-label: ${labelFontStack};
  }

  @media (prefers-color-scheme: dark) {
    :root { ${colorDeclarations("dark")} }
  }

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    /* The same offset as scripted anchor scrolling, for jumps the browser makes itself. */
    scroll-padding-top: ${theme.sizes.anchorOffset};
  }

  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.regular};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.ink};
    background: ${theme.colors.page};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    font-optical-sizing: auto;
    overflow-x: hidden;
  }

  h1, h2, h3, h4 {
    font-family: ${theme.fonts.heading};
    line-height: ${theme.lineHeights.heading};
    font-weight: ${theme.fontWeights.bold};
    letter-spacing: ${theme.letterSpacings.heading};
    margin: 0 0 ${theme.space[4]};
    overflow-wrap: break-word;
    hyphens: manual;
    text-wrap: balance;
  }

  h1 { font-weight: ${theme.fontWeights.heavy}; line-height: ${theme.lineHeights.tight}; letter-spacing: ${theme.letterSpacings.display}; }

  p, li, dd, blockquote { text-wrap: pretty; overflow-wrap: break-word; }

  p { margin: 0 0 ${theme.space[4]}; }

  /* Two plain sections in a row: one section's space between them, not two (container.tsx). */
  [data-tone="plain"] + [data-tone="plain"] { padding-top: 0; }
  /* Titled sections are numbered from the first after the header (titled-section.tsx). */
  main { counter-reset: sheet-section; }
  [data-compact] + [data-tone="plain"] { padding-top: ${theme.space[7]}; }

  img, svg { max-width: 100%; height: auto; }

  a { color: ${theme.colors.primary}; text-underline-offset: 0.18em; text-decoration-thickness: 1px; }
  a:hover { color: ${theme.colors.primaryDark}; text-decoration-thickness: 2px; }

  ::selection { background: ${theme.colors.primarySoft}; color: ${theme.colors.ink}; }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; border: 0;
  }
`

export const globalCss = fallbackFaceCss + readableCss.replace(/\s*\n\s*/g, "")
