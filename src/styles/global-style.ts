import { createGlobalStyle } from "styled-components"

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    /* The same offset as scripted anchor scrolling (116 px), for jumps the browser makes itself. */
    scroll-padding-top: ${({ theme }) => theme.sizes.anchorOffset};
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.white};
    -webkit-font-smoothing: antialiased;
    overflow-x: hidden;
  }

  h1, h2, h3, h4 {
    line-height: ${({ theme }) => theme.lineHeights.tight};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    margin: 0 0 ${({ theme }) => theme.space[4]};
    overflow-wrap: break-word;
  }

  p { margin: 0 0 ${({ theme }) => theme.space[4]}; }

  img, svg { max-width: 100%; height: auto; }

  a { color: ${({ theme }) => theme.colors.primary}; text-underline-offset: 0.15em; }
  a:hover { color: ${({ theme }) => theme.colors.primaryDark}; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
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
