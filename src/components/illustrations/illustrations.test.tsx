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
import { PostCategoryArt } from "./post-category-art"
import { blogCategories } from "../../routes"
import { ServiceDetailArt, serviceArtVariants } from "./service-detail-art"
import { WebsitesHeroArt } from "./websites-hero-art"

const illustrations: [string, ReactElement][] = [
  ["HomeHeroArt", <HomeHeroArt key="home" />],
  ["WebsitesHeroArt", <WebsitesHeroArt key="websites" />],
  ["AppsHeroArt", <AppsHeroArt key="apps" />],
  ["AboutHeroArt", <AboutHeroArt key="about" />],
  ["NotFoundArt", <NotFoundArt key="not-found" />],
  ...blogCategories.map((category): [string, ReactElement] => [
    `PostCategoryArt (${category})`,
    <PostCategoryArt key={category} category={category} />,
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

  it("stays light: under 6 KB of markup (7 KB for the home page's, which draws its site twice)", () => {
    const limit = element.type === HomeHeroArt ? 7 : 6
    expect(renderToStaticMarkup(element).length).toBeLessThan(limit * 1024)
  })
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

  it("gives each copy on a page its own clip path", () => {
    const { container } = render(
      <>
        <ServiceDetailArt variant="creative" />
        <ServiceDetailArt variant="creative" />
      </>
    )
    const ids = [...container.querySelectorAll("clipPath")].map(clip => clip.id)
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
  })
})

describe("HomeHeroArt", () => {
  it("draws the site twice, as a plan left of the accent line and built right of it", () => {
    const { container } = render(<HomeHeroArt />)
    const clips = [...container.querySelectorAll("clipPath")].map(clip => clip.firstElementChild!)
    expect(clips).toHaveLength(2)
    const [plan, built] = clips.map(rect => ({
      x: Number(rect.getAttribute("x")),
      width: Number(rect.getAttribute("width")),
    }))
    const cut = plan.x + plan.width
    expect(built.x).toBe(cut)
    const line = container.querySelector(`path[d^="M${cut} "]`)
    expect(line).toHaveAttribute("stroke", theme.colors.accent)

    const halves = [...container.querySelectorAll("g[clip-path]")]
    expect(halves).toHaveLength(2)
    // The plan's outline comes from its class, over the same kind of shapes.
    expect(halves[0].getAttribute("class")).toBeTruthy()
    expect(halves[1].getAttribute("class")).toBeNull()
    expect(halves[0].querySelectorAll("[data-depth]").length).toBeGreaterThan(0)
  })

  it("gives each copy on a page its own clip paths", () => {
    const { container } = render(
      <>
        <HomeHeroArt />
        <HomeHeroArt />
      </>
    )
    const ids = [...container.querySelectorAll("clipPath")].map(clip => clip.id)
    expect(new Set(ids).size).toBe(4)
  })
})
