import React from "react"
import type { GatsbySSR } from "gatsby"
import { gaTrackingId } from "./src/config/site"
import { consentScript } from "./src/lib/consent"
import { globalCss } from "./src/styles/global-style"

export { wrapPageElement } from "./src/components/root-wrapper"

/**
 * The site's base style, and Consent Mode defaults before the analytics plugin's `config` call.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <style
      key="global-style"
      dangerouslySetInnerHTML={{ __html: globalCss.replace(/\s*\n\s*/g, "") }}
    />,
    ...(gaTrackingId
      ? [
          <script
            key="consent-defaults"
            dangerouslySetInnerHTML={{ __html: consentScript(gaTrackingId) }}
          />,
        ]
      : []),
  ])
}

/**
 * The analytics plugin always loads the tag and preconnects to its host; our consent script
 * loads the tag itself, and not at all under Do-Not-Track.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const isTagLoader = (component: React.ReactNode) => {
    const key = (component as { key?: string } | null)?.key ?? ""
    return /^(gatsby-plugin-google-gtag|preconnect-google-gtag|dns-prefetch-google-gtag)$/.test(key)
  }
  // The base style goes first, so components' styles (same specificity, later) override it.
  const isBaseStyle = (component: React.ReactNode) =>
    (component as { key?: string } | null)?.key === "global-style"
  const head = getHeadComponents().filter(component => !isTagLoader(component))
  replaceHeadComponents([...head.filter(isBaseStyle), ...head.filter(c => !isBaseStyle(c))])
  replacePostBodyComponents(getPostBodyComponents().filter(component => !isTagLoader(component)))
}
