import { palette as site } from "../../styles/theme"

/**
 * The share image's colours: the site's light scheme (src/styles/theme.ts) by value, because the
 * image is drawn at build time, where the theme's CSS variables are not values.
 */
export const palette = {
  primary: site.light.primary,
  ink: site.light.ink,
  muted: site.light.muted,
  surface: site.light.surface,
  soft: site.light.primarySoft,
  accent: site.light.accent,
  white: site.light.white,
} as const
