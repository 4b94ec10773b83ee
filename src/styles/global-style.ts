import { theme } from "./theme"

/**
 * The site-wide base style, as plain CSS that gatsby-ssr writes into every page's head. Not a
 * styled-components GlobalStyle: that one is compiled and injected again in the browser on every
 * load, which costs main-thread time and restyles the whole page after it is painted.
 */
const readableCss = `
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
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.ink};
    background: ${theme.colors.white};
    -webkit-font-smoothing: antialiased;
    overflow-x: hidden;
  }

  h1, h2, h3, h4 {
    line-height: ${theme.lineHeights.tight};
    font-weight: ${theme.fontWeights.bold};
    margin: 0 0 ${theme.space[4]};
    overflow-wrap: break-word;
  }

  p { margin: 0 0 ${theme.space[4]}; }

  img, svg { max-width: 100%; height: auto; }

  a { color: ${theme.colors.primary}; text-underline-offset: 0.15em; }
  a:hover { color: ${theme.colors.primaryDark}; }

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

export const globalCss = readableCss.replace(/\s*\n\s*/g, "")
