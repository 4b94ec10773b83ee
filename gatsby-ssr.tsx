import React from "react"
import type { GatsbySSR } from "gatsby"
import { globalCss } from "./src/styles/global-style"
import { preloadedFontFiles, webFontCss } from "./src/styles/fonts"
import { contactFormAnchor, routes } from "./src/routes"
import { languages } from "./src/i18n/languages"
import { normalizePath } from "./src/i18n/paths"
import { media } from "./src/styles/media"

export { wrapPageElement } from "./src/components/root-wrapper"

/**
 * Both preloaded cuts of the web font are requested with the HTML, before the CSS that names them
 * is parsed. The core one sets every heading and most text; the Polish one brings ą, ę, ł...,
 * which every page has: in its Polish copy, or on English pages in the company's details in the
 * footer (check:build fails for a page without one). Preloading only the first made the browser
 * lay the whole page out a second time when the other arrived.
 * (crossorigin: fonts are always fetched in CORS mode, and a preload without it would be fetched
 * twice.)
 */
const fontPreloads = preloadedFontFiles.map(href => (
  <link
    key={`font-preload-${href}`}
    rel="preload"
    href={href}
    as="font"
    type="font/woff2"
    crossOrigin="anonymous"
  />
))

/**
 * Without JavaScript the menu button cannot open the menu: below the laptop width, where the menu
 * is behind that button, a link to the footer's page links takes its place (header.tsx).
 */
const menuWithoutScript = (
  <noscript
    key="menu-without-script"
    dangerouslySetInnerHTML={{
      __html:
        `<style>${media.belowLg} { [data-menu-button] { display: none !important; } ` +
        `[data-menu-fallback] { display: inline-flex !important; } }</style>`,
    }}
  />
)

/**
 * Without JavaScript the contact form cannot send anything, so it is hidden and the message with
 * the e-mail address and phone number stands in for it. (Gatsby's Head API writes a noscript's
 * content as text, hence this hook.)
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  const language = languages.find(
    language => normalizePath(routes.contact[language]) === normalizePath(pathname)
  )
  setHeadComponents([
    ...fontPreloads,
    menuWithoutScript,
    ...(language
      ? [
          <noscript
            key="contact-form-without-script"
            dangerouslySetInnerHTML={{
              __html: `<style>#${contactFormAnchor[language]} { display: none; }</style>`,
            }}
          />,
        ]
      : []),
  ])
}

/**
 * gatsby-plugin-google-gtag's own tags: the tag loader, its configuration (which defines `gtag`
 * and queues the configuration for every visitor) and a preconnect to Google. None belongs in the
 * page: analytics starts only after the visitor accepts it (src/components/layout/analytics.tsx);
 * the plugin's route-change page views use `window.gtag`, which exists only from then on.
 * `check:build` fails if one of them reaches a page, e.g. when the plugin renames its keys.
 */
const gtagPluginKeys = new Set([
  "gatsby-plugin-google-gtag",
  "gatsby-plugin-google-gtag-config",
  "preconnect-google-gtag",
  "dns-prefetch-google-gtag",
])

/**
 * Other plugins' tags that every page would carry, though no page needs them. Each made every
 * page larger, and a home page's HTML must stay within one round trip (docs/performance.md).
 * - gatsby-remark-autolink-headers' script: on load it scrolls to the address's #anchor less the
 *   sticky header's height. The browser does exactly that by itself with the base style's
 *   `scroll-padding-top` (src/styles/global-style.ts), script or not.
 * - gatsby-plugin-image's style and script, which serve its GatsbyImage component. The site draws
 *   its images with <Picture> (src/components/ui/picture.tsx), from the plugin's image data only;
 *   check:build fails if a page ever carries GatsbyImage's markup.
 * - gatsby-plugin-manifest's link to the SVG favicon. Chromium fetched both favicons on every
 *   first visit, the SVG and the 32 px PNG, at the load event, alongside the font files; the PNG
 *   alone serves every browser (Safari reads no SVG favicon), and the icon is a flat shape that
 *   gains nothing from scaling at tab size.
 */
const unusedPluginKeys = new Set([
  "gatsby-remark-autolink-headers-script",
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
  "gatsby-plugin-manifest-icon-link-svg",
])

const keyOf = (component: React.ReactNode) =>
  String((component as { key?: string } | null)?.key ?? "")

const unwanted = (component: React.ReactNode) =>
  gtagPluginKeys.has(keyOf(component)) || unusedPluginKeys.has(keyOf(component))

/** The site's base style opens the head, so components' styles (same specificity, later) override it. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents([
    <style key="global-style" dangerouslySetInnerHTML={{ __html: webFontCss + globalCss }} />,
    ...getHeadComponents().filter(component => !unwanted(component)),
  ])
  replacePostBodyComponents(getPostBodyComponents().filter(component => !unwanted(component)))
}
