import { expect, test } from "./fixtures"
import { open } from "./helpers"
import { absoluteUrl } from "../../src/config/site"
import { anchorOffset } from "../../src/styles/theme"

const englishPosts = [
  "/en/blog/apps/types-of-web-applications/",
  "/en/blog/apps/web-applications-vs-websites/",
  "/en/blog/technologies/best-technologies-for-websites-and-apps/",
  "/en/blog/web-design/what-is-web-design/",
  "/en/blog/websites/types-of-websites/",
]

test.describe("blog", () => {
  test("the English list shows every post, newest first, with category and date", async ({
    page,
  }) => {
    await open(page, "/en/blog/")
    const cards = page.locator("main article")
    await expect(cards).toHaveCount(7)
    const dates = await cards
      .locator("time")
      .evaluateAll(nodes => nodes.map(node => node.getAttribute("datetime") ?? ""))
    expect(dates).toEqual([...dates].sort().reverse())
    await expect(cards.first().getByText(/^Category: /)).toBeVisible()
    for (const path of englishPosts)
      await expect(page.locator(`main article a[href="${path}"]`)).toHaveCount(1)
  })

  test("the featured first post sets its drawing beside its text, and the cards in a row above it", async ({
    page,
  }) => {
    const layout = () =>
      page.locator("main article").evaluateAll(items =>
        items.slice(0, 2).map(card => {
          const art = card.querySelector("[data-post-art] svg")!.getBoundingClientRect()
          const heading = card.querySelector("h2")!.getBoundingClientRect()
          return { beside: heading.left >= art.right, drawing: Math.round(art.width) }
        })
      )
    for (const width of [1366, 768]) {
      await page.setViewportSize({ width, height: 900 })
      await open(page, "/blog")
      const [featured, next] = await layout()
      // Not a small drawing in a long empty band: beside the text, at least 200 px wide.
      expect(featured!.beside, `${width} px`).toBe(true)
      expect(featured!.drawing, `${width} px`).toBeGreaterThanOrEqual(200)
      expect(next!.beside, `${width} px`).toBe(false)
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, "/blog")
    expect((await layout())[0]!.beside).toBe(false)
  })

  test("a post opens on its card's drawing beside its heading on a laptop, and goes straight to the text on a phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await open(page, "/en/blog/")
    const cards = await page
      .locator("main article")
      .evaluateAll(items =>
        items.map(card => [
          card.querySelector("h2 a")!.getAttribute("href")!,
          card.querySelector("[data-post-art]")!.getAttribute("data-post-art")!,
        ])
      )
    expect(cards.length).toBeGreaterThan(0)
    for (const [path, picture] of cards) {
      await open(page, path)
      const art = page.locator("main header [data-post-art]")
      await expect(art, path).toHaveAttribute("data-post-art", picture)
      const cover = (await art.boundingBox())!
      const drawing = (await art.locator("svg").boundingBox())!
      const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!
      expect(drawing.x, path).toBeGreaterThan(heading.x + heading.width)
      // A cover as wide as the side column beside the text (20rem), raised off the header's
      // paper, the drawing filling it but for its margin: not a small icon on the paper.
      expect(cover.width, path).toBeGreaterThanOrEqual(318)
      expect(drawing.width, path).toBeGreaterThanOrEqual(cover.width - 40)
      expect(await art.evaluate(node => getComputedStyle(node).boxShadow), path).not.toBe("none")
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.locator("main header [data-post-art]")).toBeHidden()
  })

  test("on a phone, the category links take two rows, each a target of at least 44 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const path of ["/blog", "/en/blog/", "/blog/technologie"]) {
      await open(page, path)
      const links = page.locator("main nav").first().getByRole("link")
      await expect(links, path).toHaveCount(5)
      const boxes = await links.evaluateAll(all =>
        all.map(link => {
          const box = link.getBoundingClientRect()
          return { top: Math.round(box.top), height: box.height, right: box.right }
        })
      )
      expect(new Set(boxes.map(box => box.top)).size, path).toBeLessThanOrEqual(2)
      for (const box of boxes) {
        expect(box.height, path).toBeGreaterThanOrEqual(44)
        expect(box.right, path).toBeLessThanOrEqual(390)
      }
    }
  })

  test("the Polish list and a Polish category list", async ({ page }) => {
    await open(page, "/blog")
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Web Development i UX/UI: Porady, Trendy i Inspiracje",
      })
    ).toBeVisible()
    await expect(page.locator("main article")).toHaveCount(7)
    await page.getByRole("link", { name: "Aplikacje", exact: true }).last().click()
    await expect(page).toHaveURL(/\/blog\/aplikacje\/?$/)
    await expect(page.locator("main article")).toHaveCount(2)
    await expect(
      page
        .locator("main article")
        .first()
        .getByText(/^Kategoria: Aplikacje/)
    ).toBeVisible()
  })

  for (const category of ["apps", "technologies", "web-design", "websites"]) {
    test(`the ${category} category lists only its posts`, async ({ page }) => {
      await open(page, `/en/blog/${category}/`)
      const links = await page
        .locator("main article h2 a")
        .evaluateAll(nodes => nodes.map(node => node.getAttribute("href")))
      expect(links.length).toBeGreaterThan(0)
      for (const link of links) expect(link).toContain(`/en/blog/${category}/`)
      // Each card opens on a drawing of its own: in a row, above its heading and as wide as the
      // card; a card as wide as the list (a lone post), beside its text, down the card's side.
      const pictures = await page.locator("main article").evaluateAll(cards =>
        cards.map(card => {
          const picture = card.querySelector("[data-post-art]")
          const drawing = picture?.querySelector("svg")?.getBoundingClientRect()
          const heading = card.querySelector("h2")!.getBoundingClientRect()
          const box = card.getBoundingClientRect()
          const ground = picture?.getBoundingClientRect()
          const wide = box.width >= 672
          return {
            picture: picture?.getAttribute("data-post-art"),
            placed: wide
              ? Boolean(drawing && drawing.right <= heading.left)
              : Boolean(drawing && drawing.bottom <= heading.top),
            drawn: Boolean(drawing && drawing.width > 100 && drawing.height > 50),
            // Inside the card's 1 px border: across its width, or down its height.
            edgeToEdge: wide
              ? box.height - (ground?.height ?? 0) <= 2
              : box.width - (ground?.width ?? 0) <= 2,
          }
        })
      )
      for (const picture of pictures)
        expect(picture).toEqual({
          picture: expect.any(String),
          placed: true,
          drawn: true,
          edgeToEdge: true,
        })
      // Two posts of one category do not open on the same picture.
      const names = pictures.map(({ picture }) => picture)
      expect(new Set(names).size, names.join(", ")).toBe(names.length)
    })
  }

  test("a post's section headings stay a clear step below its title, on a phone and a laptop", async ({
    page,
  }) => {
    for (const path of ["/blog/strony-internetowe/rodzaje-stron-internetowych", englishPosts[4]]) {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 })
        await open(page, path)
        // The largest of each rank in the article: its title, and its text's section headings.
        const size = (level: number) =>
          page
            .locator(level === 1 ? "main h1" : "main [data-post-body] h2")
            .evaluateAll(headings =>
              Math.max(...headings.map(heading => parseFloat(getComputedStyle(heading).fontSize)))
            )
        const [title, section] = [await size(1), await size(2)]
        expect(section, `${path} at ${width} px`).toBeLessThanOrEqual(title * 0.8)
      }
    }
  })

  for (const path of englishPosts) {
    test(`${path} renders with its date, contents and structured data`, async ({ page }) => {
      await open(page, path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
      await expect(page.locator("main time").first()).toHaveAttribute(
        "datetime",
        /^\d{4}-\d{2}-\d{2}$/
      )
      await expect(page.locator("main time").first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
      const toc = page.getByRole("navigation", { name: "Contents" })
      expect(await toc.getByRole("link").count()).toBeGreaterThanOrEqual(3)
      const types = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map(text => JSON.parse(text) as Record<string, unknown>)
      const posting = types.find(entry => entry["@type"] === "BlogPosting")
      expect(posting).toMatchObject({ inLanguage: "en", url: absoluteUrl(path) })
      expect(types.some(entry => entry["@type"] === "BreadcrumbList")).toBe(true)
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article")
      await expect(page.getByRole("link", { name: /talk about your project/ })).toHaveAttribute(
        "href",
        "/en/contact/"
      )
    })
  }

  test("a post's contents stand beside its text on a laptop, in view while it scrolls, and above it on a phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await open(page, "/blog/strony-internetowe/rodzaje-stron-internetowych/")
    const toc = page.getByRole("navigation", { name: "Spis treści" })
    // The text's first paragraph: the one after the column beside it (the header's details are
    // one too).
    const text = page.locator("[data-reading-side] + *").locator("p").first()
    // Under the contents, the next step: an estimate in the planner.
    const next = page.getByRole("complementary", { name: "Planujesz własną stronę?" })
    await expect(next.getByRole("link", { name: "Sprawdź orientacyjną cenę" })).toHaveAttribute(
      "href",
      "/wycena"
    )
    const beside = async () => {
      const [contents, paragraph] = [(await toc.boundingBox())!, (await text.boundingBox())!]
      return {
        beside: contents.x > paragraph.x + paragraph.width,
        level: Math.abs(contents.y - paragraph.y) < 40,
      }
    }
    expect(await beside()).toEqual({ beside: true, level: true })
    // Three screens down, the contents are still on the screen, below the fixed header.
    await page.mouse.wheel(0, 2700)
    await expect
      .poll(async () => Math.abs((await toc.boundingBox())!.y - anchorOffset))
      .toBeLessThanOrEqual(1)
    // The next step stays wholly in view with them.
    await expect(next).toBeInViewport({ ratio: 1 })
    await page.setViewportSize({ width: 390, height: 844 })
    // A phone has the closing band for it, not a card between the contents and the text.
    await expect(next).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 0))
    // Folded into one line above the text, so the text starts on the first screen; one
    // navigation of that name, the open one gone.
    await expect(toc).toHaveCount(1)
    await expect(page.locator("#toc-title")).toBeHidden()
    const fold = toc.getByRole("group")
    const line = toc.getByText("Spis treści", { exact: true })
    await expect(toc.getByRole("link").first()).toBeHidden()
    const [contents, paragraph] = [(await toc.boundingBox())!, (await text.boundingBox())!]
    expect(contents.y + contents.height).toBeLessThan(paragraph.y)
    expect(contents.height).toBeLessThanOrEqual(56)
    await expect(text).toBeInViewport()
    // The line opens them, by keyboard too, and a link still jumps to its section.
    await line.focus()
    await page.keyboard.press("Enter")
    await expect(fold).toHaveAttribute("open", "")
    const first = toc.getByRole("link").first()
    await expect(first).toBeVisible()
    const target = ((await first.getAttribute("href")) ?? "").slice(1)
    await first.click()
    await expect(page).toHaveURL(new RegExp(`#${target}$`))
    await expect(page.locator(`[id="${target}"]`)).toBeInViewport()
  })

  test("a post opened from the list shows its full text and a Polish date", async ({ page }) => {
    await open(page, "/blog")
    const card = page.locator("main article").first()
    const title = (await card.getByRole("heading").textContent()) ?? ""
    await card.getByRole("heading").getByRole("link").click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
    // The article text arrives as its own data file on navigation; every contents entry has it.
    const article = page.locator("main article").first()
    const entries = page.getByRole("navigation", { name: "Spis treści" }).getByRole("link")
    expect(await entries.count()).toBeGreaterThanOrEqual(3)
    await expect(article.locator("h2[id]:not(#toc-title, #post-next-title)")).toHaveCount(
      await entries.count()
    )
    expect((await article.locator("p").allTextContents()).join(" ").length).toBeGreaterThan(2000)
    await expect(article.locator("time").first()).toHaveText(
      /^\d{1,2} (stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia) \d{4}$/
    )
  })

  test("a post offers two posts to read next, its own category's first", async ({ page }) => {
    await open(page, "/en/blog/apps/types-of-web-applications/")
    const related = page.getByRole("region", { name: "Read next" })
    const links = await related
      .getByRole("heading", { level: 3 })
      .getByRole("link")
      .evaluateAll(nodes => nodes.map(node => node.getAttribute("href")))
    expect(links).toEqual([
      "/en/blog/apps/web-applications-vs-websites/",
      // The other categories' post nearest in date.
      "/en/blog/technologies/best-technologies-for-websites-and-apps/",
    ])
  })

  test("on a phone, a post's table reads as cards, each value under its column's heading", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const [address, headings] of [
      [
        "/blog/strony-internetowe/rodzaje-stron-internetowych",
        ["Podejście", "Przykłady", "Kiedy się sprawdza"],
      ],
      ["/en/blog/websites/types-of-websites/", ["Approach", "Examples", "When it fits"]],
    ] as const) {
      await page.goto(address)
      const table = page.getByRole("table").first()
      // Still a table to a screen reader, with its column headers.
      await expect(table.getByRole("columnheader")).toHaveText([...headings])
      const rows = table.locator("tbody tr")
      await expect(rows).toHaveCount(3)
      // Nothing to scroll sideways: the rows stack, one under another.
      const box = page.locator(".table-scroll").first()
      expect(await box.evaluate(element => element.scrollWidth <= element.clientWidth)).toBe(true)
      const [first, second] = await rows.evaluateAll(items =>
        items.slice(0, 2).map(item => item.getBoundingClientRect())
      )
      expect(second.top).toBeGreaterThanOrEqual(first.bottom)
      // The heading shows above each value but the first, which titles the card.
      const labels = await rows
        .first()
        .locator("td")
        .evaluateAll(cells => cells.map(cell => getComputedStyle(cell, "::before").content))
      expect(labels).toEqual(["none", ...headings.slice(1).map(text => `"${text}"`)])
    }
  })

  test("the language link on an English post leads to its Polish version", async ({ page }) => {
    await open(page, "/en/blog/websites/types-of-websites/")
    await page.getByRole("link", { name: "Polski – Polish version" }).click()
    await expect(page).toHaveURL(/\/blog\/strony-internetowe\/rodzaje-stron-internetowych\/?$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "pl")
  })

  test("external links in posts open safely", async ({ page }) => {
    await open(page, "/en/blog/apps/types-of-web-applications/")
    const external = page.locator('main article a[href^="http"]')
    const count = await external.count()
    for (let i = 0; i < count; i++)
      await expect(external.nth(i)).toHaveAttribute("rel", "noopener noreferrer")
  })

  for (const [feed, language, count] of [
    ["/rss.xml", "pl", 7],
    ["/en/rss.xml", "en", 7],
  ] as const) {
    test(`${feed} is a valid RSS feed of the ${language} posts`, async ({ page, request }) => {
      const xml = await (await request.get(feed)).text()
      await page.goto("about:blank")
      const parsed = await page.evaluate(text => {
        const doc = new DOMParser().parseFromString(text, "application/xml")
        return {
          error: doc.querySelector("parsererror")?.textContent ?? null,
          version: doc.documentElement.getAttribute("version"),
          items: [...doc.querySelectorAll("item")].map(item => ({
            title: item.querySelector("title")?.textContent ?? "",
            link: item.querySelector("link")?.textContent ?? "",
            date: item.querySelector("pubDate")?.textContent ?? "",
          })),
        }
      }, xml)
      expect(parsed.error).toBeNull()
      expect(parsed.version).toBe("2.0")
      expect(parsed.items).toHaveLength(count)
      for (const item of parsed.items) {
        expect(item.title).not.toBe("")
        expect(item.link.startsWith(absoluteUrl(language === "en" ? "/en/blog/" : "/blog/"))).toBe(
          true
        )
        expect(Number.isNaN(Date.parse(item.date))).toBe(false)
      }
    })
  }

  test("the sitemap lists posts with their translations", async ({ request }) => {
    const xml = await (await request.get("/sitemap-0.xml")).text()
    expect(xml).toContain(absoluteUrl("/en/blog/websites/types-of-websites/"))
    expect(xml).toContain(
      `hreflang="pl" href="${absoluteUrl("/blog/strony-internetowe/rodzaje-stron-internetowych")}"`
    )
  })
})

test.describe("blog pages", () => {
  const lists = [
    { path: "/blog", nav: "Strony listy wpisów", later: "/blog/strona/2" },
    { path: "/en/blog/", nav: "Pages of the list", later: "/en/blog/page/2/" },
    { path: "/blog/aplikacje", nav: "Strony listy wpisów", later: "/blog/aplikacje/strona/2" },
    { path: "/en/blog/apps/", nav: "Pages of the list", later: "/en/blog/apps/page/2/" },
  ]

  for (const { path, nav, later } of lists)
    test(`${path} fits on one page: no page links, a canonical of its own`, async ({
      page,
      request,
    }) => {
      await open(page, path)
      await expect(page.locator("main article").first()).toBeVisible()
      await expect(page.getByRole("navigation", { name: nav })).toHaveCount(0)
      await expect(page.locator("a[rel~=prev], a[rel~=next]")).toHaveCount(0)
      const head = page.locator("head")
      await expect(head.locator("link[rel=prev], link[rel=next]")).toHaveCount(0)
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(path))
      // Only as many pages as the posts fill; page 1 has no numbered address.
      expect((await request.get(later, { maxRedirects: 0 })).status(), later).toBe(404)
      const first = later.replace(/2(\/?)$/, "1$1")
      expect((await request.get(first, { maxRedirects: 0 })).status(), first).toBe(404)
    })
})
