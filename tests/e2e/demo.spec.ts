import { rgb, shownNamespace } from "./helpers"
import { execFileSync } from "child_process"
import fs from "fs"
import type http from "http"
import type { AddressInfo } from "net"
import os from "os"
import path from "path"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { serveFolder } from "./static-server"
import { company } from "../../src/config/company"
import { failureReport, gatsbyBuild, seedFromLastBuild, type SiteBuild } from "./gatsby-build"
import { routes, type RouteId } from "../../src/routes"
import { languages, type Language } from "../../src/i18n/languages"
import { projectPath } from "../../src/features/portfolio/projects"
import { teamPhoto } from "../../src/features/about/team-section"
import type { AboutContent } from "../../src/features/about/types"
import type { Namespaces } from "../../src/i18n/namespaces"
import caseStudies from "../../fixtures/demo/case-studies.json"
import { typeset } from "../../src/i18n/typeset"
import { fill } from "../../src/i18n/fill"
import { palette } from "../../src/styles/theme"

/**
 * The slots for proof filled: the site built with SITE_DEMO=1 (the fictional entries of
 * fixtures/demo), from a clone of the repository, served as plain files. One build for the whole
 * spec, incremental from the suite's own (the same plugins read other folders: gatsby-config.ts),
 * at the lowest priority beside the rest of the suite (gatsby-build.ts).
 * Each slot that proof.spec.ts finds absent on the production build is here, marked "demo".
 */
const root = path.resolve(__dirname, "../..")
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8" }).trim()

let clone: string
let build: SiteBuild | undefined
let site: http.Server | undefined
let base: string

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  // Incremental: about a minute on a quiet machine; a cold one (no build to start from) 1–4.
  test.setTimeout(10 * 60_000)
  clone = fs.mkdtempSync(path.join(os.tmpdir(), "demo-e2e-"))
  git(root, "clone", "--quiet", "--no-checkout", root, clone)
  git(clone, "checkout", "--quiet", "--detach", git(root, "rev-parse", "HEAD"))
  fs.symlinkSync(path.join(root, "node_modules"), path.join(clone, "node_modules"))
  seedFromLastBuild(clone, root)
  build = gatsbyBuild(clone, { SITE_DEMO: "1" })
  const { code, output } = await build.done
  expect(code, `SITE_DEMO=1 gatsby build failed:\n${failureReport(output)}`).toBe(0)
  site = await serveFolder(path.join(clone, "public"), 0)
  base = `http://localhost:${(site.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await build?.stop()
  await new Promise(resolve => (site ? site.close(resolve) : resolve(undefined)))
  if (clone) fs.rmSync(clone, { recursive: true, force: true, maxRetries: 3 })
})

const open = async (page: Page, address: string) => {
  const response = await page.goto(base + address)
  expect(response?.status()).toBe(200)
}

const strings = (language: Language) => ({
  common: shownNamespace(language, "common") as Record<string, string>,
  proof: shownNamespace(language, "proof") as Record<string, string>,
  blog: shownNamespace(language, "blog") as Record<string, string>,
  project: shownNamespace(language, "project") as Record<string, string>,
})

for (const language of languages) {
  const { proof, blog, project, common } = strings(language)
  const home = shownNamespace(language, "home") as Namespaces["home"]
  const demo = proof["demo"]!

  test(`home (${language}): the logo strip under the hero, the team in short and clients' words, marked demo`, async ({
    page,
  }) => {
    await open(page, routes.home[language])
    const team = page.getByRole("region", { name: proof["team"] })
    await expect(team.getByText("Anna Przykładowa")).toBeVisible()
    // Each demo person has a drawn portrait (demo-content.ts), processed like a real photo.
    const portraits = team.locator('img[src$=".webp"]')
    await expect(portraits).toHaveCount(3)
    for (const portrait of await portraits.all()) {
      // Lazily loaded: in view, it loads.
      await portrait.scrollIntoViewIfNeeded()
      await expect
        .poll(() => portrait.evaluate(image => (image as HTMLImageElement).naturalWidth))
        .toBe(192)
    }
    await expect(team.getByText(demo, { exact: true })).toHaveCount(3)
    // On a laptop each card has the face beside the name, level with it: no empty half. In every
    // card, on a tablet too, the demo mark under the name, short names and long alike.
    const cards = () =>
      team.locator("li").evaluateAll(items =>
        items.map(item => {
          const face = item.firstElementChild!.getBoundingClientRect()
          const name = item.querySelector("strong")!.getBoundingClientRect()
          const mark = item.querySelector("[data-demo]")!.getBoundingClientRect()
          return {
            beside: name.left >= face.right,
            level: name.top < face.bottom && name.bottom > face.top,
            under: mark.top >= name.bottom - 1,
          }
        })
      )
    expect(await cards()).toEqual(Array(3).fill({ beside: true, level: true, under: true }))
    // The names start level across the row, though one role takes two lines.
    const nameTops = await team
      .locator("li strong")
      .evaluateAll(names => names.map(name => Math.round(name.getBoundingClientRect().top)))
    expect(new Set(nameTops).size).toBe(1)
    // The link to the whole team leads on as every such link does: with its arrow.
    const teamLink = team.getByRole("link", { name: proof["teamLink"] })
    expect(await teamLink.evaluate(link => getComputedStyle(link, "::after").content)).toContain(
      "→"
    )
    await page.setViewportSize({ width: 768, height: 1024 })
    expect((await cards()).map(card => card.under)).toEqual([true, true, true])
    await page.setViewportSize({ width: 1280, height: 720 })
    // The projects' first results stand level across the row, whether a card has a mark above
    // its result (the demo case studies) or not (the site's own study).
    const results = await page
      .getByRole("region", { name: home.portfolio.title })
      .locator("article")
      .evaluateAll(cards =>
        cards.map(card => {
          const figure = [...card.querySelectorAll("strong")].at(-1)!
          return Math.round(figure.getBoundingClientRect().top)
        })
      )
    expect(results).toHaveLength(3)
    expect(new Set(results).size).toBe(1)
    const quotes = page.getByRole("region", { name: proof["testimonials"] })
    await expect(quotes.locator("blockquote")).toHaveCount(2)
    // About the projects shown above them, the freshest consent first: the builder's (February
    // 2026), then the language school's (November 2025); not the wholesaler's, fresher but not shown.
    await expect(quotes.locator("figcaption, footer, cite").first()).toContainText("Piotr Fikcyjny")
    await expect(quotes).toContainText("Karolina Próbna")
    await expect(quotes).not.toContainText("Tomasz Modelowy")
    await expect(quotes.getByText(demo, { exact: true })).toHaveCount(2)
    // Side by side, the two start their words and their names level, whatever each one's length.
    const starts = await quotes
      .locator("blockquote, figcaption")
      .evaluateAll(parts => parts.map(part => Math.round(part.getBoundingClientRect().top)))
    expect(starts).toHaveLength(4)
    expect([starts[0], starts[1]]).toEqual([starts[2], starts[3]])
    // Clients' words are read with the work: a numbered section of their own right after the
    // example projects, before the sections about audiences and the process.
    const projects = page.getByRole("region", { name: home.portfolio.title })
    await expect(projects.getByText(home.portfolio.examplesNote)).toHaveCount(0)
    await expect(projects.getByRole("region", { name: proof["testimonials"] })).toHaveCount(0)
    await expect(quotes.getByRole("heading", { level: 2 })).toHaveText(proof["testimonials"]!)
    await expect(quotes.locator("[data-sheet-line]")).toHaveCount(1)
    // The words a step below their heading: read as quotes, not as a second title.
    const size = (element: import("@playwright/test").Locator) =>
      element.evaluate(node => parseFloat(getComputedStyle(node).fontSize))
    expect(await size(quotes.locator("blockquote").first())).toBeLessThanOrEqual(
      0.7 * (await size(quotes.getByRole("heading", { level: 2 })))
    )
    const order = await page
      .locator("main section[aria-labelledby]")
      .evaluateAll(all => all.map(section => section.getAttribute("aria-labelledby")))
    expect(order.indexOf("proof-quotes-title")).toBe(order.indexOf("portfolio-title") + 1)
    // The team right after them, before the process, and well before the blog.
    expect(order.indexOf("proof-team-title")).toBe(order.indexOf("proof-quotes-title") + 1)
    expect(order.indexOf("proof-team-title")).toBeLessThan(order.indexOf("steps-title"))
    expect(order.indexOf("proof-team-title")).toBeLessThan(order.indexOf("blog-title"))
    // An owner finds their trade right after the offer, before the work; this site's own
    // figures come after the process.
    expect(order.indexOf("audiences-title")).toBeLessThan(order.indexOf("portfolio-title"))
    expect(order.indexOf("this-site-title")).toBe(order.indexOf("steps-title") + 1)
    // The logos come first, in a band right under the hero, each with the mark.
    const clients = page.getByRole("region", { name: proof["clients"] })
    const logos = clients.getByRole("img", { name: /Przykładowa Klinika|Budowlanka Demo/ })
    await expect(logos).toHaveCount(2)
    await expect(clients.locator("img")).toHaveCount(5)
    await expect(clients.getByText(demo, { exact: true })).toHaveCount(5)
    // In one tone, as a strip of clients is shown, not each in its own colours.
    expect(
      await clients
        .locator("img")
        .evaluateAll(images => [...new Set(images.map(image => getComputedStyle(image).filter))])
    ).toEqual(["grayscale(1)"])
    const hero = page.locator("header", { has: page.getByRole("heading", { level: 1 }) })
    const heroBottom = await hero.evaluate(el => {
      const box = el.getBoundingClientRect()
      return box.bottom + window.scrollY
    })
    const clientsTop = await clients.evaluate(el => el.getBoundingClientRect().top + window.scrollY)
    expect(Math.abs(clientsTop - heroBottom)).toBeLessThan(2)
    // Every logo the same size: on a phone the five are 3 + 2, none alone on a last row; on a
    // tablet and a laptop, one row.
    const layout = () =>
      clients.locator("li").evaluateAll(items => {
        const counts = new Map<number, number>()
        for (const item of items) {
          const top = Math.round(item.getBoundingClientRect().top)
          counts.set(top, (counts.get(top) ?? 0) + 1)
        }
        const widths = new Set(
          items.map(item => Math.round(item.querySelector("img")!.getBoundingClientRect().width))
        )
        // As much room on either side of the logos: the strip is centred in its band.
        const strip = items[0].parentElement!.getBoundingClientRect()
        const left = Math.min(...items.map(item => item.getBoundingClientRect().left))
        const right = Math.max(...items.map(item => item.getBoundingClientRect().right))
        const centred = Math.abs(left - strip.left - (strip.right - right)) < 2
        return { rows: [...counts.values()], widths: widths.size, centred }
      })
    expect(await layout()).toEqual({ rows: [5], widths: 1, centred: true })
    await page.setViewportSize({ width: 768, height: 1024 })
    expect(await layout()).toEqual({ rows: [5], widths: 1, centred: true })
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await layout()).toEqual({ rows: [3, 2], widths: 1, centred: true })
  })

  test(`home (${language}): in the dark scheme each client's logo stands on a light tile of its own`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" })
    await open(page, routes.home[language])
    const grounds = await page
      .getByRole("region", { name: proof["clients"] })
      .locator("img")
      .evaluateAll(images => images.map(image => getComputedStyle(image).backgroundColor))
    expect(grounds).toHaveLength(5)
    for (const ground of grounds) expect(ground).toBe(rgb(palette.dark.logoGround))
  })

  test(`contact (${language}): the demo contact person says who will answer, marked demo`, async ({
    page,
  }) => {
    await open(page, routes.contact[language])
    const person = page.getByRole("region", {
      name: new RegExp(`^${common["contactPerson.title"]}`),
    })
    await expect(person.getByText("Ewa Demonstracyjna")).toBeVisible()
    await expect(person.getByRole("link", { name: "ewa.demo@example.com" })).toBeVisible()
    await expect(person.getByText(demo, { exact: true })).toBeVisible()
    // Her drawn portrait, as on the team's card, not initials.
    const photo = person.locator('[data-avatar="photo"] img')
    await expect(photo).toHaveAttribute("src", "/images/demo/ewa-demonstracyjna.png")
    await photo.scrollIntoViewIfNeeded()
    await expect
      .poll(() => photo.evaluate(img => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0)
    // Fiction, marked as such; not the shipped example person, whom a page never shows.
    await expect(person.getByText(company.contactPerson.name)).toHaveCount(0)
  })

  for (const id of ["home", "websites", "apps", "websites-seo", "contact"] as RouteId[])
    test(`${id} (${language}): the rating beside the main action, linked to its reviews, marked demo`, async ({
      page,
    }) => {
      // The laptop's first screen the issue names.
      await page.setViewportSize({ width: 1366, height: 900 })
      await open(page, routes[id][language])
      const rating = page.locator("[data-rating]")
      await expect(rating).toHaveCount(1)
      const value = language === "pl" ? "4,9/5" : "4.9/5"
      await expect(rating).toContainText(
        `${value} ${fill(common["rating.source"]!, { source: "Google" })}`
      )
      const reviews = rating.getByRole("link", {
        name: fill(common["rating.link"]!, { count: 27 }),
      })
      // The fixture's address: fiction never points at a real review page.
      await expect(reviews).toHaveAttribute("href", "https://example.com/demo/opinie")
      await expect(rating.getByText(demo, { exact: true })).toBeVisible()
      if (id === "contact") {
        // Beside the form from laptops up; the form itself keeps the first screen.
        const box = await rating.boundingBox()
        const field = await page.getByRole("textbox").first().boundingBox()
        expect(box!.x).toBeGreaterThan(field!.x + field!.width)
      } else {
        // Right under the header's actions, on the first screen.
        const action = page.getByRole("main").getByRole("link", { name: home.hero.ctaText }).first()
        const under = await action.boundingBox()
        const box = await rating.boundingBox()
        expect(box!.y).toBeGreaterThan(under!.y + under!.height - 1)
        expect(box!.y + box!.height).toBeLessThan(page.viewportSize()!.height)
      }
    })

  for (const id of ["contact", "websites", "apps"] as RouteId[])
    test(`${id} (${language}): clients' words and logos near the call to action`, async ({
      page,
    }) => {
      await open(page, routes[id][language])
      const quotes = page.getByRole("region", { name: proof["testimonials"] })
      await expect(quotes.locator("blockquote").first()).toBeVisible()
      await expect(quotes.locator("[data-demo]").first()).toBeVisible()
      await expect(page.getByRole("region", { name: proof["team"] })).toHaveCount(0)
      // On the contact page the five logos under the words span the row from edge to edge, as
      // the words above them do, not from the start with a third of the row empty.
      if (id === "contact") {
        await page.setViewportSize({ width: 1366, height: 900 })
        const strip = quotes
          .getByRole("heading", { name: proof["clients"] })
          .locator("xpath=following-sibling::ul[1]")
        const [row, items] = await Promise.all([
          strip.boundingBox(),
          strip
            .getByRole("listitem")
            .evaluateAll(list =>
              list.map(item => item.getBoundingClientRect().toJSON() as DOMRect)
            ),
        ])
        expect(items).toHaveLength(5)
        expect(Math.abs(items[0].left - row!.x)).toBeLessThan(2)
        expect(Math.abs(items[4].right - (row!.x + row!.width))).toBeLessThan(2)
      }
      // A service page's quotes are its own projects' clients: on apps, the booking system's
      // and the wholesale portal's, not a builder's.
      if (id === "apps") {
        await expect(quotes.locator("blockquote")).toHaveCount(2)
        await expect(quotes).toContainText("Tomasz Modelowy")
        await expect(quotes).toContainText("Paweł Pokazowy")
      }
    })

  for (const id of ["websites", "apps", "websites-seo"] as RouteId[])
    test(`${id} (${language}): clients' logos right under the hero, their words before the method`, async ({
      page,
    }) => {
      await open(page, routes[id][language])
      const top = (locator: import("@playwright/test").Locator) =>
        locator.evaluate(el => el.getBoundingClientRect().top + window.scrollY)
      const hero = page.locator("header", { has: page.getByRole("heading", { level: 1 }) })
      const heroBottom = await hero.evaluate(
        el => el.getBoundingClientRect().bottom + window.scrollY
      )
      const clients = page.getByRole("region", { name: proof["clients"] }).first()
      expect(Math.abs((await top(clients)) - heroBottom)).toBeLessThan(2)
      await expect(clients.locator("img")).toHaveCount(5)
      // The logos once: not again beside the quotes.
      await expect(page.getByRole("region", { name: proof["clients"] })).toHaveCount(1)
      if (id === "websites-seo") {
        const quotes = page.getByRole("region", { name: proof["testimonials"] })
        const steps = page.locator('[aria-labelledby="steps-title"]')
        expect(await top(quotes)).toBeLessThan(await top(steps))
        // Each its own band: the quotes do not run into the tinted process below them.
        const tone = (locator: import("@playwright/test").Locator) =>
          locator.evaluate(el => el.closest("[data-tone]")!.getAttribute("data-tone"))
        expect(await tone(quotes)).not.toBe(await tone(steps))
      }
    })

  test(`case study (${language}): facts, figures with their source, screenshots, the client's words, next project`, async ({
    page,
  }) => {
    // Layout shifts from the first paint on, without input: the screenshots must not move anything.
    await page.addInitScript(() => {
      const shifts = { total: 0 }
      ;(window as unknown as { shifts: typeof shifts }).shifts = shifts
      new PerformanceObserver(list => {
        for (const entry of list.getEntries() as unknown as {
          value: number
          hadRecentInput: boolean
        }[])
          if (!entry.hadRecentInput) shifts.total += entry.value
      }).observe({ type: "layout-shift", buffered: true })
    })
    const slug =
      language === "pl"
        ? "serwis-dla-sieci-gabinetow-stomatologicznych"
        : "headless-cms-dental-clinics"
    await open(page, projectPath(language, slug))
    await expect(page.getByText(project["facts.industry"]!, { exact: true })).toBeVisible()
    // The story is told as done (fixtures/demo/case-studies.json), not as the example's proposal.
    const { story } = caseStudies["headless-cms-dental-clinics"]![language]
    for (const text of [story.summary, story.challenge, story.result])
      await expect(page.getByText(typeset(text, language), { exact: true })).toBeVisible()
    // Its note says the facts are demo fiction, not "no particular client" beside a client.
    await expect(page.getByText(project["demo.note"]!)).toBeVisible()
    await expect(page.getByText(project["example.note"]!)).toHaveCount(0)
    await expect(page.getByText(language === "pl" ? "10 tygodni" : "10 weeks")).toBeVisible()
    await expect(page.getByRole("link", { name: "demo.example.com/klinika" })).toBeVisible()
    const results = page.getByRole("region", { name: new RegExp(project["results.title"]!) })
    await expect(results.getByText("−41%")).toBeVisible()
    await expect(results.getByText(project["results.source"]!).first()).toBeVisible()
    const gallery = page.getByRole("region", { name: new RegExp(project["gallery.title"]!) })
    const shots = gallery.getByRole("img")
    await expect(shots).toHaveCount(2)
    for (const shot of await shots.all()) {
      await expect(shot).toHaveAttribute("loading", "lazy")
      await expect(shot).toHaveAttribute("width", /^\d+$/)
      await expect(shot).toHaveAttribute("height", /^\d+$/)
      await shot.scrollIntoViewIfNeeded()
      await expect
        .poll(() => shot.evaluate(img => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
    }
    await expect(gallery.locator('source[media="(prefers-color-scheme: dark)"]')).toHaveCount(2)
    // Side by side, the desktop and the phone shot's captions on one line.
    const captions = await gallery
      .locator("figcaption")
      .evaluateAll(items => items.map(item => Math.round(item.getBoundingClientRect().top)))
    expect(captions).toHaveLength(2)
    expect(new Set(captions).size, `${captions}`).toBe(1)
    // …and the two shots one height: their tops and bottoms line up.
    const frames = await shots.evaluateAll(items =>
      items.map(item => [item.getBoundingClientRect().top, item.getBoundingClientRect().bottom])
    )
    expect(Math.abs(frames[0]![0]! - frames[1]![0]!), `${frames}`).toBeLessThan(2)
    expect(Math.abs(frames[0]![1]! - frames[1]![1]!), `${frames}`).toBeLessThan(2)
    const quote = page.getByRole("region", { name: project["quote.title"] })
    await expect(quote.getByText("Marta Wzorcowa")).toBeVisible()
    await expect(
      page.getByRole("navigation", { name: project["next.label"] }).getByRole("link")
    ).toBeVisible()
    // The client's site map, its start page first and every other page branching from it.
    const { sitemap } = caseStudies["headless-cms-dental-clinics"]![language]
    const map = page.getByRole("region", { name: new RegExp(project["sitemap.title"]!) })
    await expect(map.locator("h3").first()).toHaveText(sitemap![0]!.page)
    await expect(map.locator("ol ol > li")).toHaveCount(sitemap!.length - 1)
    await expect(map.locator("[data-demo]")).toHaveCount(1)
    await expect(page.locator("[data-demo]")).toHaveCount(5)
    // A screenshot arriving moves nothing: it would shift the text below it by a tenth of the
    // screen or more. Below a thousandth is a sub-pixel rounding, seen once on a busy machine.
    expect(
      await page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total)
    ).toBeLessThan(0.001)
    // On a laptop the client's words are the story's last row, its heading beside the card as
    // every part's is; the side column holds only the way to an estimate, beside the services.
    await page.setViewportSize({ width: 1366, height: 900 })
    const [said, words] = [
      (await quote.getByRole("heading").boundingBox())!,
      (await quote.locator("blockquote").boundingBox())!,
    ]
    expect(words.x).toBeGreaterThan(said.x + said.width)
    expect(said.y).toBeLessThan(words.y + words.height)
    const side = page.locator("article [data-reading-side]").last()
    await expect(side.locator("blockquote")).toHaveCount(0)
    const [links, estimate] = [
      (await page.locator("#project-services").boundingBox())!,
      (await side.boundingBox())!,
    ]
    expect(Math.abs(estimate.y - links.y), `${estimate.y} ${links.y}`).toBeLessThan(80)
    // Beside the story, every fact's label on one line ("Czas realizacji" across both columns).
    const labels = await page
      .locator("header [data-fact] dt")
      .evaluateAll(items =>
        items.map(
          item =>
            item.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(item).fontSize)
        )
      )
    expect(labels.length).toBeGreaterThan(3)
    expect(labels.every(Boolean), `${labels}`).toBe(true)
  })

  test(`portfolio (${language}): a demo case study's card is marked demo, an example's says example`, async ({
    page,
  }) => {
    await open(page, routes.portfolio[language])
    // Every project is a demo case study: the page says "example" nowhere.
    const portfolio = shownNamespace(language, "portfolio") as Namespaces["portfolio"]
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portfolio.header.title)
    await expect(page.getByText(portfolio.examplesNote)).toHaveCount(0)
    await expect(page.getByText(common["project.example"]!, { exact: true })).toHaveCount(0)
    const card = (slug: string) =>
      page.locator("li, article").filter({
        has: page.locator(`a[href="${projectPath(language, slug)}"]`),
      })
    const clinic = card(
      language === "pl"
        ? "serwis-dla-sieci-gabinetow-stomatologicznych"
        : "headless-cms-dental-clinics"
    ).last()
    await expect(clinic.getByText(demo, { exact: true })).toBeVisible()
    await expect(clinic.getByText(common["project.example"]!, { exact: true })).toHaveCount(0)
    // Its picture is the client's site on a laptop and a phone (demo-content.ts), not the
    // example's drawing.
    await expect(clinic.locator("img")).toHaveAttribute(
      "src",
      /headless-cms-dental-clinics-card\.webp$/
    )
  })

  test(`about (${language}): the team with photos, clients' words with the date of consent, and their logos`, async ({
    page,
  }) => {
    const about = shownNamespace(language, "about") as unknown as AboutContent
    await open(page, routes.about[language])
    const team = page.getByRole("region", { name: about.team.title })
    await expect(team.getByRole("heading", { name: "Anna Przykładowa" })).toBeVisible()
    // Photos are decoration beside the name: empty alt, at the size the layout reserves.
    const photos = team.locator('img[src$=".webp"]')
    await expect(photos).toHaveCount(3)
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute("alt", "")
      await expect(photo).toHaveAttribute("width", String(teamPhoto.width))
    }
    const quotes = page.getByRole("region", { name: about.testimonials.title })
    await expect(quotes.locator("blockquote")).toHaveCount(6)
    const consent = about.testimonials.consent.split("{{date}}")[0]!
    await expect(quotes.getByText(consent)).toHaveCount(6)
    await expect(quotes.getByText(demo, { exact: true })).toHaveCount(6)
    // Across a row the words start level, and so do the names under them, however many lines a
    // role takes.
    await page.setViewportSize({ width: 1280, height: 720 })
    const rows = await quotes.locator("figure").evaluateAll(figures => {
      const byRow = new Map<number, Set<number>>()
      for (const figure of figures) {
        const top = Math.round(figure.getBoundingClientRect().top)
        const name = figure.querySelector("figcaption")!.getBoundingClientRect().top
        const words = figure.querySelector("blockquote")!.getBoundingClientRect().top
        byRow.set(
          top,
          (byRow.get(top) ?? new Set()).add(Math.round(name) * 10000 + Math.round(words))
        )
      }
      return [...byRow.values()].map(starts => starts.size)
    })
    expect(rows).toEqual([1, 1])
    const clients = page.getByRole("region", { name: about.clients.title })
    await expect(
      clients.getByRole("img", {
        name: fill(about.clients.logo, { company: "Pracownia Przykład" }),
      })
    ).toBeVisible()
    await expect(clients.locator("img")).toHaveCount(5)
    // In one tone, as the home page's strip shows them.
    expect(
      await clients
        .locator("img")
        .evaluateAll(images => [...new Set(images.map(image => getComputedStyle(image).filter))])
    ).toEqual(["grayscale(1)"])
  })

  test(`blog post (${language}): its author from the demo team`, async ({ page }) => {
    await open(page, routes.blog[language])
    await page.getByRole("main").getByRole("article").first().getByRole("link").first().click()
    const byline = page.getByText(blog["post.author"]!, { exact: true }).locator("../..")
    await expect(byline).toContainText(/Anna Przykładowa|Jan Testowy|Ewa Demonstracyjna/)
    await expect(byline.getByText(demo, { exact: true })).toBeVisible()
  })
}
