/**
 * The fixed header plus breathing room: anchors land this many pixels below the top (the spec's
 * 116 px), whether the site scrolls (src/lib/scroll.ts), the browser jumps (scroll-padding) or a
 * post's heading links are made (gatsby-remark-autolink-headers).
 */
export const anchorOffset = 116

/**
 * Design tokens. Components import them as this module, never as raw values and never through
 * styled-components' theme prop: a style that reads no props is then computed once per
 * component, not once per element.
 */
export const theme = {
  colors: {
    ink: "#0f172a",
    inkSoft: "#334155",
    muted: "#475569",
    line: "#e2e8f0",
    surface: "#f8fafc",
    surfaceAlt: "#eef2ff",
    white: "#ffffff",
    primary: "#2451e6",
    primaryDark: "#1a3bb0",
    primarySoft: "#dbe4ff",
    accent: "#f59e0b",
    focus: "#f59e0b",
    danger: "#b91c1c",
    success: "#047857",
    night: "#0b1220",
    nightText: "#cbd5e1",
    // Lines on the dark footer, and the fixed header's background (the page shows through a little).
    nightLine: "rgb(255 255 255 / 0.12)",
    headerBackground: "rgb(255 255 255 / 0.97)",
  },
  fonts: {
    // The system's own sans-serif: nothing to download, nothing to swap, nothing to shift.
    body: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif`,
  },
  fontSizes: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1.0625rem",
    lg: "1.25rem",
    xl: "1.5rem",
    "2xl": "clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem)",
    "3xl": "clamp(2.125rem, 1.6rem + 2.6vw, 3.5rem)",
  },
  fontWeights: { regular: 400, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.15, snug: 1.35, body: 1.65 },
  space: {
    0: "0",
    1: "0.25rem",
    2: "0.5rem",
    3: "0.75rem",
    4: "1rem",
    5: "1.5rem",
    6: "2rem",
    7: "3rem",
    8: "4rem",
    9: "6rem",
  },
  radii: { sm: "0.375rem", md: "0.75rem", lg: "1.25rem", pill: "999px" },
  shadows: {
    card: "0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px rgb(15 23 42 / 0.06)",
    raised: "0 12px 32px rgb(15 23 42 / 0.14)",
  },
  sizes: {
    content: "72rem",
    text: "44rem",
    header: "4.5rem",
    anchorOffset: `${anchorOffset}px`,
  },
  breakpoints: { sm: "36em", md: "48em", lg: "64em" },
  zIndices: { header: 50, menu: 60, notice: 70, progress: 90, skip: 100 },
  durations: { fast: "150ms", base: "250ms" },
} as const

export type Theme = typeof theme
