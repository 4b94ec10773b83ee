import { expectProjectRow, projectCount, shownNamespace } from "./helpers"
import { expect, test } from "./fixtures"
import { routes, type RouteId } from "../../src/routes"
import { languages } from "../../src/i18n/languages"
import { homeScriptBudgetKb } from "../../src/config/budgets"

/** The address part of the site's own case study in each language (this-site.md). */
const ownSlug = { pl: "strona-naszego-studia", en: "our-studio-website" } as const

// The pages as served: their sections and links are in the HTML, before any script runs.
test.use({ javaScriptEnabled: false })

for (const language of languages) {
  test.describe(`home and portfolio in ${language}`, () => {
    test("a selling page's promise has its last word drawn selected, and reads as one sentence", async ({
      page,
    }) => {
      const { hero } = shownNamespace(language, "home") as { hero: { title: string } }
      await page.goto(routes.home[language])
      const heading = page.getByRole("heading", { level: 1 })
      await expect(heading).toHaveText(hero.title)
      const selected = heading.locator("[data-selected]")
      await expect(selected).toHaveText(hero.title.split(" ").pop()!)
      // A frame in the accent with a handle at each corner: four layers, all in the accent.
      const style = await selected.evaluate(element => {
        const css = getComputedStyle(element)
        return {
          border: css.borderTopStyle,
          layers: css.backgroundImage.split("linear-gradient").length - 1,
        }
      })
      expect(style).toEqual({ border: "solid", layers: 4 })
      // Every page on the green sheet does the same (the two hubs); a page on the paper does not,
      // a website type's included: the mark is the sheet's, not every heading's.
      for (const id of ["websites", "apps"] as RouteId[]) {
        await page.goto(routes[id][language])
        const title = (await page.getByRole("heading", { level: 1 }).textContent())!
        await expect(page.locator("h1 [data-selected]"), id).toHaveText(title.split(" ").pop()!)
      }
      for (const id of [
        "websites-seo",
        "websites-multi-page",
        "contact",
        "about",
        "portfolio",
      ] as RouteId[]) {
        await page.goto(routes[id][language])
        await expect(page.locator("h1 [data-selected]"), id).toHaveCount(0)
      }
    })

    test("a selling page's picture is annotated as a drawing: its halves named plan and built, and on the home page the written plan's title block over it", async ({
      page,
    }) => {
      const { hero } = shownNamespace(language, "home") as {
        hero: { art: { sheet: { label: string; value: string }[] } }
      }
      const common = shownNamespace(language, "common") as Record<string, string>
      await page.setViewportSize({ width: 1366, height: 900 })
      for (const [id, built] of [
        ["home", "drawing.website"],
        ["websites", "drawing.website"],
        ["apps", "drawing.app"],
        ["websites-seo", "drawing.website"],
      ] as const) {
        await page.goto(routes[id][language])
        const header = page.locator("header", { has: page.getByRole("heading", { level: 1 }) })
        const art = header.locator("svg[data-drafted]")
        const cut = art.locator(":scope > path").first()
        const names = header.locator("[data-halves] span")
        await expect(names).toHaveText([common["drawing.plan"], common[built]])
        // The words' own boxes, not their cells': a cell runs to the cut.
        const [[plan, site], artBox, cutBox] = await Promise.all([
          names.evaluateAll(spans =>
            spans.map(span => {
              const words = document.createRange()
              words.selectNodeContents(span)
              return words.getBoundingClientRect().toJSON() as DOMRect
            })
          ),
          art.boundingBox(),
          cut.boundingBox(),
        ])
        // Each name over its half: the plan's ends left of the cut, the built one's starts right
        // of it, both above the picture.
        expect(plan!.x + plan!.width, id).toBeLessThanOrEqual(cutBox!.x)
        expect(site!.x, id).toBeGreaterThanOrEqual(cutBox!.x + cutBox!.width)
        expect(plan!.y + plan!.height, id).toBeLessThanOrEqual(artBox!.y)
      }
      // The pictures that are not drafted carry no such names.
      await page.goto(routes.about[language])
      await expect(page.locator("[data-halves]")).toHaveCount(0)
      // Over the home page's picture, what the written plan fixes: each label over its value,
      // one row.
      await page.goto(routes.home[language])
      const header = page.locator("header", { has: page.getByRole("heading", { level: 1 }) })
      const sheet = header.locator("[data-plan-sheet]")
      await expect(sheet.getByRole("term")).toHaveText(hero.art.sheet.map(cell => cell.label))
      await expect(sheet.getByRole("definition")).toHaveText(hero.art.sheet.map(cell => cell.value))
      await expect(sheet.getByRole("term").first()).toBeVisible()
      const artBox = (await header.locator("svg[data-drafted]").boundingBox())!
      // Over the picture and its halves' names, clear of the cookie notice's corner below.
      const sheetBox = (await sheet.boundingBox())!
      expect(sheetBox.y + sheetBox.height).toBeLessThanOrEqual(artBox.y)
      const tops = await sheet
        .getByRole("term")
        .evaluateAll(terms => terms.map(term => Math.round(term.getBoundingClientRect().top)))
      expect(new Set(tops).size).toBe(1)
      // Each value inside its cell's padding: none runs into the next cell's rule.
      const room = await sheet.locator("dl > div").evaluateAll(cells =>
        cells.map(cell => {
          const value = cell.querySelector("dd")!
          const words = document.createRange()
          words.selectNodeContents(value)
          const right = Math.max(...[...words.getClientRects()].map(rect => rect.right))
          return (
            cell.getBoundingClientRect().right -
            parseFloat(getComputedStyle(cell).paddingRight) -
            right
          )
        })
      )
      for (const gap of room) expect(gap).toBeGreaterThanOrEqual(0)
      // A phone shows the content instead of the picture, and its notes go with it.
      await page.setViewportSize({ width: 390, height: 844 })
      await expect(sheet).toBeHidden()
      await expect(header.locator("[data-halves]")).toBeHidden()
    })

    test("the site's own card shows its dark screenshot in the dark scheme, its light one in the light", async ({
      page,
    }) => {
      for (const [scheme, dark] of [
        ["dark", true],
        ["light", false],
      ] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.goto(routes.home[language])
        const picture = page.locator(`article:has(a[href*="${ownSlug[language]}"]) img`)
        await picture.scrollIntoViewIfNeeded()
        await expect
          .poll(() => picture.evaluate(img => (img as HTMLImageElement).currentSrc))
          .toMatch(dark ? /-dark\.webp$/ : /(?<!-dark)\.webp$/)
      }
    })

    test("the home page leads to both services, the portfolio, contact and three posts", async ({
      page,
    }) => {
      await page.goto(routes.home[language])
      const main = page.getByRole("main")
      for (const id of ["websites", "apps", "portfolio", "contact"] as const)
        expect(await main.locator(`a[href="${routes[id][language]}"]`).count(), id).toBeGreaterThan(
          0
        )
      const blogSection = main.getByRole("region", { name: /Latest articles|Najnowsze artykuły/ })
      await expect(blogSection.getByRole("article")).toHaveCount(3)
      const postLinks = await blogSection
        .getByRole("article")
        .getByRole("link")
        .evaluateAll(links => links.map(link => link.getAttribute("href") ?? ""))
      const blogPrefix = language === "en" ? "/en/blog/" : "/blog/"
      for (const href of postLinks) expect(href.startsWith(blogPrefix)).toBe(true)
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
      // Three project cards, each leading to its project's page.
      const projectPrefix = language === "en" ? "/en/portfolio/" : "/portfolio/"
      await expect(main.locator(`article a[href^="${projectPrefix}"]`)).toHaveCount(3)
    })

    test("the home page says who the agency designs for, each kind of business with the service that fits it", async ({
      page,
    }) => {
      const { audiences } = shownNamespace(language, "home") as {
        audiences: { title: string; items: { title: string; link: RouteId; linkText: string }[] }
      }
      await page.goto(routes.home[language])
      const section = page.getByRole("region", { name: audiences.title })
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(
        audiences.items.map(item => item.title)
      )
      expect(audiences.items).toHaveLength(4)
      for (const item of audiences.items)
        await expect(section.getByRole("link", { name: item.linkText })).toHaveAttribute(
          "href",
          routes[item.link][language]
        )
      // Right after the offer, before the work: an owner first finds their trade. The site's
      // own figures wait until after the process.
      const order = await page
        .locator("main section[aria-labelledby]")
        .evaluateAll(all => all.map(region => region.getAttribute("aria-labelledby")))
      expect(order.indexOf("audiences-title")).toBe(order.indexOf("services-title") + 1)
      expect(order.indexOf("portfolio-title")).toBe(order.indexOf("audiences-title") + 1)
      expect(order.indexOf("this-site-title")).toBe(order.indexOf("steps-title") + 1)
    })

    test("whom it designs for stands one under another on a phone and in one row of four on a laptop", async ({
      page,
    }) => {
      const { audiences } = shownNamespace(language, "home") as { audiences: { title: string } }
      const items = page.getByRole("region", { name: audiences.title }).getByRole("listitem")
      const boxes = () =>
        items.evaluateAll(list => list.map(item => item.getBoundingClientRect().toJSON()))
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(routes.home[language])
      let rects = (await boxes()) as DOMRect[]
      expect(rects).toHaveLength(4)
      for (const [index, box] of rects.entries()) {
        expect(box.left).toBeGreaterThanOrEqual(15)
        expect(box.right).toBeLessThanOrEqual(375)
        if (index > 0) expect(box.top).toBeGreaterThan(rects[index - 1].bottom)
      }
      await page.setViewportSize({ width: 1366, height: 900 })
      rects = (await boxes()) as DOMRect[]
      expect(new Set(rects.map(box => Math.round(box.top))).size).toBe(1)
      expect(Math.max(...rects.map(box => box.right))).toBeLessThanOrEqual(1366)
    })

    test("on a phone the home page's projects stand in a row that scrolls sideways, and its posts one under another, each short: a post's title and facts", async ({
      page,
    }) => {
      const { portfolio, blog } = shownNamespace(language, "home") as {
        portfolio: { title: string; examplesTitle: string }
        blog: { title: string }
      }
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(routes.home[language])
      const projects = page
        .getByRole("region", {
          name: new RegExp(`^(${portfolio.title}|${portfolio.examplesTitle})$`),
        })
        .getByRole("article")
      const posts = page.getByRole("region", { name: blog.title }).getByRole("article")
      await expect(projects).toHaveCount(3)
      await expectProjectRow(projects)
      await expect(projects.first().locator("[data-summary]")).toBeHidden()
      await expect(posts).toHaveCount(3)
      const rects = await posts.evaluateAll(list =>
        list.map(card => card.getBoundingClientRect().toJSON() as DOMRect)
      )
      for (const [index, box] of rects.entries()) {
        expect(box.left).toBeGreaterThanOrEqual(15)
        expect(box.right).toBeLessThanOrEqual(375)
        expect(box.height, "a short card").toBeLessThanOrEqual(200)
        if (index > 0) expect(box.top).toBeGreaterThan(rects[index - 1].bottom)
      }
      // Each still names its page, a link a thumb can take.
      for (const card of [...(await projects.all()), ...(await posts.all())]) {
        const link = card.getByRole("heading", { level: 3 }).getByRole("link")
        await expect(link).toBeAttached()
      }
      // A post's drawing and excerpt left to the blog.
      await expect(posts.first().locator("[data-post-art]")).toBeHidden()
      await expect(posts.first().locator("[data-excerpt]")).toBeHidden()
      // From tablets up, the cards as before: each post with its drawing and its excerpt.
      await page.setViewportSize({ width: 1366, height: 900 })
      await expect(posts.first().locator("[data-post-art]")).toBeVisible()
      await expect(posts.first().locator("[data-excerpt]")).toBeVisible()
      await expect(projects.first().locator("[data-summary]")).toBeVisible()
    })

    test("the home page offers the site itself as work to check: the build's script budget, the consent fact and a link to measure it", async ({
      page,
    }) => {
      const { thisSite } = shownNamespace(language, "home") as {
        thisSite: { title: string; measure: string; study: string; items: { title: string }[] }
      }
      const common = shownNamespace(language, "common") as Record<string, string>
      await page.goto(routes.home[language])
      const section = page.getByRole("region", { name: thisSite.title })
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(
        thisSite.items.map(item => item.title)
      )
      const facts = section.getByRole("listitem")
      await expect(facts).toHaveCount(3)
      await expect(facts.nth(0)).toContainText(`${homeScriptBudgetKb} KB`)
      await expect(facts.nth(2)).toContainText(common["cookies.accept"])
      await expect(section).not.toContainText("{{")
      const href = await section.getByRole("link", { name: thisSite.measure }).getAttribute("href")
      const measured = new URL(href!)
      expect(measured.origin + measured.pathname).toBe("https://pagespeed.web.dev/analysis")
      expect(new URL(measured.searchParams.get("url")!).pathname).toBe(routes.home[language])
      // The case study of the site, from the portfolio, tells how it was built.
      await section.getByRole("link", { name: thisSite.study }).click()
      await expect(page).toHaveURL(
        new RegExp(
          `^[^?#]*${language === "en" ? "/en/portfolio/[a-z0-9-]+/" : "/portfolio/[a-z0-9-]+"}$`
        )
      )
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expect(page.getByText(thisSite.measure)).toHaveCount(0)
    })

    test("the applications panel lists the kinds of application beside the six kinds of website", async ({
      page,
    }) => {
      const { appKinds } = shownNamespace(language, "home") as {
        appKinds: { title: string; items: string[] }
      }
      await page.goto(routes.home[language])
      const kinds = page.getByRole("heading", { name: appKinds.title }).locator("+ ul > li")
      expect(appKinds.items).toHaveLength(6)
      // Any space may be a no-break one: the page typesets its text.
      await expect(kinds).toHaveText(
        appKinds.items.map(kind => new RegExp(`${kind.replace(/ /g, "\\s")}$`))
      )
    })

    test("the portfolio shows its headings, the call to action and a card for every project", async ({
      page,
    }) => {
      await page.goto(routes.portfolio[language])
      const cta = page.getByRole("link", {
        name: language === "en" ? "Start Collaboration" : "Porozmawiajmy o projekcie",
      })
      // The header's action comes first (the closing band repeats the Polish one).
      await expect(cta.first()).toHaveAttribute("href", routes.contact[language])
      await expect(
        page.getByRole("heading", {
          level: 2,
          name: language === "en" ? "Our Projects" : "Nasze realizacje",
        })
      ).toBeVisible()
      await expect(
        page.getByText(
          language === "en" ? "Explore our projects" : "Zapoznaj się z naszymi projektami"
        )
      ).toBeVisible()
      const projects = page.getByRole("main").getByRole("article")
      await expect(projects).toHaveCount(projectCount(language))
      const projectPrefix = language === "en" ? "/en/portfolio/" : "/portfolio/"
      for (let i = 0; i < projectCount(language); i++) {
        const project = projects.nth(i)
        // The name links to the project's own page; the summary is all the card says.
        const link = project.getByRole("heading", { level: 3 }).getByRole("link")
        await expect(link).not.toBeEmpty()
        expect((await link.getAttribute("href"))?.startsWith(projectPrefix)).toBe(true)
        await expect(project.locator("p").last()).toHaveText(/.{60,}/)
        // The image repeats the name: decorative here, described on the project's page.
        const image = project.locator("img")
        await expect(image).toHaveAttribute("alt", "")
        await expect(image).toHaveAttribute("loading", "lazy")
        // Width and height are set: the box has its 3:2 shape before the file arrives.
        await expect(image).toHaveAttribute("width", "640")
        await expect(image).toHaveAttribute("height", "427")
        await expect(image).toHaveAttribute("src", /\.webp$/)
      }
    })
  })
}
