/**
 * The share image's colours. They mirror the site's light theme (src/styles/theme.ts), named here
 * once because the image is drawn at build time, where the theme's CSS variables are not values.
 */
export const palette = {
  primary: "#2451e6",
  ink: "#0f172a",
  muted: "#475569",
  surface: "#f8fafc",
  soft: "#dbe4ff",
  accent: "#f59e0b",
  white: "#ffffff",
} as const
