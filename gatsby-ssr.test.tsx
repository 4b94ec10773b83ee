import { createRequire } from "module"
import React, { type ReactElement } from "react"
import type { GatsbySSR } from "gatsby"
import { describe, expect, it } from "vitest"
import { onPreRenderHTML } from "./gatsby-ssr"
import { gtagOptions, manifestOptions } from "./src/lib/plugins"

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

/** What another plugin adds to every page's head, with the options given. */
const pluginHead = (plugin: string, options: object) => {
  const { onRenderBody } = createRequire(import.meta.url)(`${plugin}/gatsby-ssr.js`) as {
    onRenderBody: (args: RenderBodyArgs, options: object) => void
  }
  const head: ReactElement[] = []
  onRenderBody(
    {
      setHeadComponents: components => head.push(...components.filter(Boolean)),
      setPostBodyComponents: () => undefined,
    },
    options
  )
  return head
}

describe("other plugins' tags that no page needs, as gatsby-ssr.tsx removes them", () => {
  const why =
    "gatsby-ssr.tsx removes them by their React keys, which the plugins do not document: " +
    "update unusedPluginKeys"

  it("gatsby-remark-autolink-headers' script (scroll-padding-top does its work)", () => {
    // The site's options (gatsby-config.ts): no icon, so no style, only the script.
    const head = pluginHead("gatsby-remark-autolink-headers", {
      icon: false,
      elements: ["h2", "h3"],
      offsetY: 116,
    })
    expect(keys(head), why).toEqual(["gatsby-remark-autolink-headers-script"])
    expect(keys(preRender(head, []).head)).toEqual(["global-style"])
  })

  it("gatsby-plugin-manifest's SVG favicon link (the PNG favicon serves every browser)", () => {
    const head = pluginHead("gatsby-plugin-manifest", { ...manifestOptions, include_favicon: true })
    const favicons = head.filter(component => (component.props as { rel?: string }).rel === "icon")
    expect(keys(favicons), why).toEqual([
      "gatsby-plugin-manifest-icon-link-png",
      "gatsby-plugin-manifest-icon-link-svg",
    ])
    expect(keys(preRender(favicons, []).head)).toEqual([
      "global-style",
      "gatsby-plugin-manifest-icon-link-png",
    ])
  })

  it("gatsby-plugin-image's style and script (the site draws images with <Picture>)", () => {
    const head = pluginHead("gatsby-plugin-image", {})
    expect(keys(head), why).toEqual([
      "gatsby-image-style",
      "gatsby-image-style-noscript",
      "gatsby-image-style-script",
    ])
    expect(keys(preRender(head, []).head)).toEqual(["global-style"])
  })
})
