import React from "react"
import type { GatsbySSR } from "gatsby"
import { gaTrackingId } from "./src/config/site"
import { consentScript } from "./src/lib/consent"
import { globalCss } from "./src/styles/global-style"

export { wrapPageElement } from "./src/components/root-wrapper"

/** Consent Mode defaults go in the head, before the analytics plugin's `config` call. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  if (!gaTrackingId) return
  setHeadComponents([
    <script
      key="consent-defaults"
      dangerouslySetInnerHTML={{ __html: consentScript(gaTrackingId) }}
    />,
  ])
}

/**
 * The site's base style opens the head, so components' styles (same specificity, later) override
 * it. The analytics plugin always loads the tag and preconnects to its host; our consent script
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
  replaceHeadComponents([
    <style key="global-style" dangerouslySetInnerHTML={{ __html: globalCss }} />,
    ...getHeadComponents().filter(component => !isTagLoader(component)),
  ])
  replacePostBodyComponents(getPostBodyComponents().filter(component => !isTagLoader(component)))
}
