// @vitest-environment jsdom
import { render } from "@testing-library/react"
import type { ReactElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { theme } from "../../styles/theme"
import { AboutHeroArt } from "./about-hero-art"
import { AppsHeroArt } from "./apps-hero-art"
import { HomeHeroArt } from "./home-hero-art"
import { NotFoundArt } from "./not-found-art"
import { PostArt } from "./post-art"
import { postPictures } from "./post-pictures"
import { ServiceDetailArt, serviceArtVariants } from "./service-detail-art"
import { WebsitesHeroArt } from "./websites-hero-art"

const illustrations: [string, ReactElement][] = [
  ["HomeHeroArt", <HomeHeroArt key="home" />],
  ["WebsitesHeroArt", <WebsitesHeroArt key="websites" />],
  ["AppsHeroArt", <AppsHeroArt key="apps" />],
  ["AboutHeroArt", <AboutHeroArt key="about" />],
  ["NotFoundArt", <NotFoundArt key="not-found" />],
  ...postPictures.map((picture): [string, ReactElement] => [
    `PostArt (${picture})`,
    <PostArt key={picture} picture={picture} />,
  ]),
  ...serviceArtVariants.map((variant): [string, ReactElement] => [
    `ServiceDetailArt (${variant})`,
    <ServiceDetailArt key={variant} variant={variant} />,
  ]),
]

const paints = ["fill", "stroke", "stop-color", "flood-color", "lighting-color", "color"]
const allowed = new Set<string>([
  ...Object.values(theme.colors),
  "none",
  "transparent",
  "currentColor",
])

const paintValues = (svg: Element) =>
  [svg, ...svg.querySelectorAll("*")].flatMap(element =>
    paints.flatMap(name => element.getAttribute(name) ?? [])
  )

describe.each(illustrations)("%s", (_name, element) => {
  it("is one decorative svg that scales from its viewBox", () => {
    const { container } = render(element)
    const svgs = container.querySelectorAll("svg")
    expect(svgs).toHaveLength(1)
    expect(svgs[0]).toHaveAttribute("aria-hidden", "true")
    expect(svgs[0]).toHaveAttribute("focusable", "false")
    expect(svgs[0].getAttribute("viewBox")).toMatch(/^0 0 [1-9]\d* [1-9]\d*$/)
    expect(svgs[0]).toHaveStyle({ width: "100%", height: "auto" })
  })

  it("holds no text, no image and nothing to follow", () => {
    const { container } = render(element)
    expect(container.querySelector("text, image, foreignObject, title, desc, a, use")).toBeNull()
    expect(container.textContent).toBe("")
  })

  it("paints only with the theme's colours", () => {
    const { container } = render(element)
    const svg = container.querySelector("svg")!
    const values = paintValues(svg)
    expect(values.length).toBeGreaterThan(10)
    expect(values.filter(value => !allowed.has(value))).toEqual([])
    expect(
      container.querySelector("style, [style*='#'], [style*='rgb'], [style*='hsl']")
    ).toBeNull()
  })

  it("refers only to shapes inside itself", () => {
    const { container } = render(element)
    const svg = container.querySelector("svg")!
    const refs = [...svg.outerHTML.matchAll(/url\(#([^)]+)\)/g)].map(match => match[1])
    // Every reference is read (none written another way, such as url("#x") or href="#x"), so
    // the loop below checks all of them, not none.
    expect(refs.length).toBe((svg.outerHTML.match(/url\(|href="#/g) ?? []).length)
    for (const id of refs) expect(svg.querySelector(`[id="${id}"]`)).not.toBeNull()
  })

  it("stays light: under 6 KB of markup, 11 KB when drafted (drawn twice, once as its plan)", () => {
    const markup = renderToStaticMarkup(element)
    const limit = markup.includes("data-drafted") ? 11 : 6
    expect(markup.length).toBeLessThan(limit * 1024)
  })

  it("gives every element its own id, twice on a page included", () => {
    const { container } = render(
      <>
        {element}
        {element}
      </>
    )
    const ids = [...container.querySelectorAll("[id]")].map(item => item.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

/** The pages that sell (on the green sheet) show their drawing drafted; the others plain. */
const drafted = [
  "HomeHeroArt",
  "WebsitesHeroArt",
  "AppsHeroArt",
  ...serviceArtVariants.map(variant => `ServiceDetailArt (${variant})`),
]

describe.each(illustrations)("%s, drafted or plain", (name, element) => {
  const isDrafted = drafted.includes(name)

  it(
    isDrafted ? "is its plan left of an accent line and built right of it" : "is drawn once, built",
    () => {
      const { container } = render(element)
      const svg = container.querySelector("svg")!
      expect(svg.hasAttribute("data-drafted")).toBe(isDrafted)
      const halves = [...svg.querySelectorAll(":scope > g[clip-path]")]
      if (!isDrafted) return expect(halves).toHaveLength(0)
      expect(halves).toHaveLength(2)
      const [plan, built] = halves.map(half => {
        const id = half.getAttribute("clip-path")!.slice(5, -1)
        const rect = svg.querySelector(`[id="${id}"] > rect`)!
        return { x: Number(rect.getAttribute("x")), width: Number(rect.getAttribute("width")) }
      })
      const cut = plan.x + plan.width
      expect(plan.x).toBe(0)
      expect(built.x).toBe(cut)
      expect(svg.querySelector(`:scope > path[d^="M${cut} "]`)).toHaveAttribute(
        "stroke",
        theme.colors.accent
      )
      // The plan's outline comes from its class; both halves draw shapes.
      expect(halves[0].getAttribute("class")).toBeTruthy()
      expect(halves[1].getAttribute("class")).toBeNull()
      for (const half of halves)
        expect(half.querySelectorAll("rect, path, circle").length).toBeGreaterThan(5)
    }
  )
})

describe("the illustrations' references", () => {
  it("are there to check: some illustrations clip or fill with shapes of their own", () => {
    const withRefs = illustrations.filter(([, element]) =>
      renderToStaticMarkup(element).includes("url(#")
    )
    expect(withRefs.length).toBeGreaterThan(0)
  })
})

describe("ServiceDetailArt", () => {
  it("draws a different composition for each website type", () => {
    const markup = serviceArtVariants.map(variant =>
      renderToStaticMarkup(<ServiceDetailArt variant={variant} />)
    )
    expect(new Set(markup).size).toBe(serviceArtVariants.length)
  })
})
