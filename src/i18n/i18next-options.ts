/**
 * The site's i18next settings (the spec's flat keys, objects returned as they are), shared by
 * gatsby-plugin-react-i18next (gatsby-config.ts), the CMS previews and the unit tests' renderer.
 */
export const i18nextOptions = {
  keySeparator: false,
  nsSeparator: false,
  returnObjects: true,
  interpolation: { escapeValue: false },
} as const
