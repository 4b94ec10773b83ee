/** Text in an SVG drawn at build time (the brand's files). */

/** A font every renderer here has: sharp's librsvg and the browsers alike. */
export const svgFont = "DejaVu Sans, Arial, sans-serif"

/** Text as SVG character data: `&`, `<` and `>` escaped. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
