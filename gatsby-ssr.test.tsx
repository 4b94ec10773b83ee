import { createRequire } from "module"
import React, { type ReactElement } from "react"
import type { GatsbySSR } from "gatsby"
import { describe, expect, it } from "vitest"
import { onPreRenderHTML } from "./gatsby-ssr"
import { gtagOptions } from "./src/lib/plugins"

type RenderBodyArgs = {
  setHeadComponents: (components: ReactElement[]) => void
  setPostBodyComponents: (components: ReactElement[]) => void
}
const gtagPlugin = createRequire(import.meta.url)("gatsby-plugin-google-gtag/gatsby-ssr.js") as {
  onRenderBody: (args: RenderBodyArgs, options: ReturnType<typeof gtagOptions>) => void
}

/** What gatsby-plugin-google-gtag adds to every page, with the site's options. */
const gtagPluginTags = () => {
  const head: ReactElement[] = []
  const body: ReactElement[] = []
  gtagPlugin.onRenderBody(
    {
      setHeadComponents: components => head.push(...components),
      setPostBodyComponents: components => body.push(...components),
    },
    gtagOptions("G-TEST00001")
  )
  return { head, body }
}

/** The head and body components left after the site's onPreRenderHTML. */
const preRender = (head: ReactElement[], body: ReactElement[]) => {
  let result = { head, body }
  onPreRenderHTML!(
    {
      getHeadComponents: () => result.head,
      replaceHeadComponents: (components: ReactElement[]) =>
        (result = { ...result, head: components }),
      getPostBodyComponents: () => result.body,
      replacePostBodyComponents: (components: ReactElement[]) =>
        (result = { ...result, body: components }),
    } as unknown as Parameters<NonNullable<GatsbySSR["onPreRenderHTML"]>>[0],
    { plugins: [] }
  )
  return result
}

const keys = (components: ReactElement[]) => components.map(component => component.key)

const assumption =
  "gatsby-ssr.tsx removes gatsby-plugin-google-gtag's tags (analytics waits for consent) by " +
  "their React keys, which the plugin does not document"

describe("gatsby-plugin-google-gtag's tags, as gatsby-ssr.tsx removes them", () => {
  it("come under the keys gatsby-ssr.tsx knows", () => {
    const { head, body } = gtagPluginTags()
    expect(
      [...keys(head), ...keys(body)],
      `${assumption}: the plugin's keys have changed; update gtagPluginKeys in gatsby-ssr.tsx`
    ).toEqual([
      "preconnect-google-gtag",
      "dns-prefetch-google-gtag",
      "gatsby-plugin-google-gtag",
      "gatsby-plugin-google-gtag-config",
    ])
  })

  it("never reach the page, while everything else does", () => {
    const plugin = gtagPluginTags()
    const { head, body } = preRender(
      [<meta key="generator" name="generator" content="Gatsby" />, ...plugin.head],
      [...plugin.body, <script key="site-script" />]
    )
    expect([...keys(head), ...keys(body)], `${assumption}: one of them reaches the page`).toEqual([
      "global-style",
      "generator",
      "site-script",
    ])
  })
})
