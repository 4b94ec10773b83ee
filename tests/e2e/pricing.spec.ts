import { expect, test } from "./fixtures"
import { open, shownNamespace } from "./helpers"
import { plainText } from "../../src/i18n/typeset"
import { routes, websiteTypes } from "../../src/routes"
import { defaultAnswers, estimate, type Answers } from "../../src/features/pricing/estimate"
import { plannedServices, pricing } from "../../src/features/pricing/pricing-data"
import { fromText, monthlyText, priceText, weeksText } from "../../src/features/pricing/price-text"
import type { Namespaces } from "../../src/i18n/namespaces"
import { routeLabelKeys } from "../../src/i18n/route-labels"
import type { FaqItem } from "../../src/features/services/types"

const languages = ["pl", "en"] as const

/** Text without its white space: Intl's no-break spaces and the page's line breaks aside. */
const bare = (text: string) => text.replace(/\s+/g, "")

for (const language of languages) {
  const prices = shownNamespace(language, "pricing") as Namespaces["pricing"]
  const planner = shownNamespace(language, "estimate") as Namespaces["estimate"]
  const contact = shownNamespace(language, "contact") as Namespaces["contact"]

  test.describe(`prices from content/pricing.json (${language})`, () => {
    test("a website type's page shows its price, duration and what is included", async ({
      page,
    }) => {
      const entry = pricing.services["websites-landing-page"]
      await open(page, routes["websites-landing-page"][language])
      const text = bare(await page.locator("main").innerText())
      expect(text).toContain(bare(priceText(prices, entry, language)))
      expect(text).toContain(bare(weeksText(prices, entry)))
      for (const item of language === "pl" ? entry.includedPl : entry.includedEn)
        expect(text).toContain(bare(item))
      // Monthly care is its own line.
      expect(text).toContain(bare(monthlyText(prices, pricing.services.care, language)))
    })

    test("the applications' page shows their own monthly care, not a website's", async ({
      page,
    }) => {
      const apps = pricing.services["apps-care"]
      await open(page, routes.apps[language])
      const care = bare(await page.getByTestId("care-price").innerText())
      expect(care).toContain(bare(monthlyText(prices, apps, language)))
      expect(care).not.toContain(bare(monthlyText(prices, pricing.services.care, language)))
      for (const item of language === "pl" ? apps.includedPl : apps.includedEn)
        expect(care).toContain(bare(item))
    })

    test("on a laptop a service's price card sets its figures beside what they include, the figures leading, and care under it", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 })
      await open(page, routes.apps[language])
      const card = page.getByTestId("service-price")
      const price = (await card.locator("dd").first().boundingBox())!
      const includedTitle = card.getByRole("heading", { level: 3, name: prices.includedLabel })
      const included = (await includedTitle.boundingBox())!
      expect(included.x).toBeGreaterThan(price.x + price.width)
      expect(Math.abs(included.y - price.y)).toBeLessThan(60)
      const size = async (element: import("@playwright/test").Locator) =>
        parseFloat(await element.evaluate(node => getComputedStyle(node).fontSize))
      expect(await size(card.locator("dd").first())).toBeGreaterThan(await size(includedTitle))
      // Monthly care under it, as wide: two cards side by side were never one height.
      const [service, care] = [
        (await card.boundingBox())!,
        (await page.getByTestId("care-price").boundingBox())!,
      ]
      expect(care.y).toBeGreaterThan(service.y + service.height)
      expect(Math.round(care.width)).toBe(Math.round(service.width))
      // The price range on one line on a laptop.
      const lines = (element: import("@playwright/test").Locator) =>
        element.evaluate(
          node =>
            node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)
        )
      expect(Math.round(await lines(card.locator("dd").first()))).toBe(1)
      await page.setViewportSize({ width: 390, height: 844 })
      const stacked = (await includedTitle.boundingBox())!
      const figure = (await card.locator("dd").last().boundingBox())!
      expect(stacked.y).toBeGreaterThan(figure.y + figure.height)
      // On a phone, two lines at most, the break at the range's dash.
      const range = card.locator("dd").first()
      expect(Math.round(await lines(range))).toBeLessThanOrEqual(2)
      const firstLine = await range.evaluate(node => {
        const text = node.firstChild!
        const range = document.createRange()
        range.setStart(text, 0)
        const top = node.getBoundingClientRect().top
        let end = 0
        for (let at = 1; at <= text.textContent!.length; at++) {
          range.setEnd(text, at)
          const rects = range.getClientRects()
          if (rects[rects.length - 1].top > top + 4) break
          end = at
        }
        return text.textContent!.slice(0, end).trim()
      })
      const whole = (await range.textContent())!.trim()
      expect(firstLine === whole || firstLine.endsWith("–"), firstLine).toBe(true)
    })

    test("each service page asks its own questions first, then the usual ones", async ({
      page,
    }) => {
      for (const id of ["websites-seo", "apps"] as const) {
        const own = (shownNamespace(language, id) as { faq: FaqItem[] }).faq
        await open(page, routes[id][language])
        const faq = page.getByRole("region", { name: prices.faqTitle })
        const questions = faq.locator("summary")
        await expect(questions).toHaveText([
          ...own.map(item => item.question),
          ...prices.faq.map(item => item.question),
        ])
        // An answer opens under its question.
        await questions.first().click()
        await expect(faq.getByText(own[0].answer)).toBeVisible()
      }
    })

    test("the services hub compares the six website types by their starting price", async ({
      page,
    }) => {
      await open(page, routes.websites[language])
      const text = bare(await page.locator("main").innerText())
      for (const type of websiteTypes)
        expect(text).toContain(
          bare(fromText(prices, pricing.services[`websites-${type}`].priceFrom, language))
        )
    })

    test("the hub describes each website type once, its price and duration on its card", async ({
      page,
    }) => {
      const overview = shownNamespace(language, "websites") as { offers: { title: string }[] }
      await open(page, routes.websites[language])
      for (const [index, type] of websiteTypes.entries()) {
        const entry = pricing.services[`websites-${type}`]
        const title = overview.offers[index].title
        // One heading per type on the page, and it heads the card with the figures.
        await expect(page.getByRole("heading", { name: title, exact: true })).toHaveCount(1)
        const card = page.getByTestId(`compare-websites-${type}`)
        await expect(card.getByRole("heading", { name: title, exact: true })).toBeVisible()
        const text = bare(await card.innerText())
        expect(text).toContain(bare(fromText(prices, entry.priceFrom, language)))
        expect(text).toContain(bare(weeksText(prices, entry)))
      }
    })

    test("each service page's header gives its starting price and duration, linked to the figures", async ({
      page,
    }) => {
      const websites = websiteTypes.map(type => pricing.services[`websites-${type}`])
      const cases = [
        { id: "websites-seo", entries: [pricing.services["websites-seo"]], link: prices.cueLink },
        { id: "apps", entries: [pricing.services.apps], link: prices.cueLink },
        // The hub spans its six website types; monthly care is no website's price.
        { id: "websites", entries: websites, link: prices.cueCompare },
      ] as const
      for (const { id, entries, link } of cases) {
        await open(page, routes[id][language])
        const cue = page.locator("main header").first().getByTestId("price-cue")
        const text = bare(await cue.innerText())
        const priceFrom = Math.min(...entries.map(entry => entry.priceFrom))
        expect(text, id).toContain(bare(fromText(prices, priceFrom, language)))
        expect(text, id).toContain(
          bare(
            weeksText(prices, {
              weeksFrom: Math.min(...entries.map(entry => entry.weeksFrom)),
              weeksTo: Math.max(...entries.map(entry => entry.weeksTo)),
            })
          )
        )
        // The pricing file's figures are still examples, and the cue says so.
        await expect(cue.getByText(prices.cueExample)).toBeVisible()
        // Its link leads to the figures in full, on the same page.
        // At the size of small print, not of a footnote: at least 15 px, a 24 px target.
        const cueLink = cue.getByRole("link", { name: link })
        expect(
          await cueLink.evaluate(a => parseFloat(getComputedStyle(a).fontSize))
        ).toBeGreaterThanOrEqual(15)
        expect((await cueLink.boundingBox())!.height).toBeGreaterThanOrEqual(24)
        const target = await cue.getByRole("link", { name: link }).getAttribute("href")
        await expect(page.locator(target!)).toHaveCount(1)
        await cue.getByRole("link", { name: link }).click()
        await expect(page.locator(target!)).toBeInViewport()
      }
      // The hub's answer to "how much" starts where its cheapest website does.
      await open(page, routes.websites[language])
      const region = page.getByRole("region", { name: prices.faqTitle })
      await region
        .locator("details")
        .evaluateAll(all => all.forEach(details => ((details as HTMLDetailsElement).open = true)))
      const faq = bare(await region.innerText())
      const cheapest = Math.min(...websites.map(entry => entry.priceFrom))
      expect(faq).toContain(bare(fromText(prices, cheapest, language)))
      expect(faq).not.toContain(bare(fromText(prices, pricing.services.care.priceFrom, language)))
    })

    test("on a phone the hub lists its six packages folded with their figures, each opening in place to its whole text and its actions", async ({
      page,
    }) => {
      const { offers } = shownNamespace(language, "websites") as Namespaces["websites"]
      await page.setViewportSize({ width: 390, height: 844 })
      await open(page, routes.websites[language])
      const folded = page.getByRole("list", { name: prices.glance })
      const items = folded.getByRole("listitem").filter({ has: page.locator("details") })
      await expect(items).toHaveCount(websiteTypes.length)
      for (const [index, type] of websiteTypes.entries()) {
        const entry = pricing.services[`websites-${type}`]
        const line = bare(await items.nth(index).locator("summary").innerText())
        expect(line).toContain(bare(offers[index].title))
        expect(line).toContain(bare(fromText(prices, entry.priceFrom, language)))
        expect(line).toContain(bare(weeksText(prices, entry)))
        // Folded: the figures only, one line of the list each.
        await expect(items.nth(index).getByText(offers[index].description)).toBeHidden()
      }
      // No rail of cards on a phone, and no text cut short anywhere.
      await expect(page.getByTestId("compare-websites-landing-page")).toBeHidden()
      // Six packages in about one screen, before the monthly care.
      const list = (await folded.boundingBox())!
      expect(list.height).toBeLessThan(844)
      expect(list.y + list.height).toBeLessThan(
        (await page.getByTestId("compare-care").boundingBox())!.y
      )
      // A package opens by keyboard, whole: what it is, what it includes, its page and the form.
      const index = websiteTypes.indexOf("multi-page")
      const item = items.nth(index)
      await item.locator("summary").focus()
      await page.keyboard.press("Enter")
      await expect(item.getByText(offers[index].description, { exact: true })).toBeVisible()
      const text = item.getByText(offers[index].description, { exact: true })
      expect(await text.evaluate(p => p.scrollHeight - p.clientHeight)).toBeLessThanOrEqual(1)
      await expect(item.getByRole("list").getByRole("listitem")).toHaveCount(
        offers[index].servicesList.length
      )
      await expect(item.getByRole("link", { name: offers[index].linkText })).toHaveAttribute(
        "href",
        routes["websites-multi-page"][language]
      )
      const ask = item.getByRole("link", { name: prices.ask })
      await expect(ask).toHaveAccessibleDescription(offers[index].title)
      expect(await ask.getAttribute("href")).toContain("service=websites-multi-page")
      // From tablets up the cards stand side by side instead.
      await page.setViewportSize({ width: 1366, height: 900 })
      await expect(folded).toBeHidden()
      await expect(page.getByTestId("compare-websites-landing-page")).toBeVisible()
    })

    test("package cards side by side share one height, their actions at the foot", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 })
      await open(page, routes.websites[language])
      const boxes = await Promise.all(
        websiteTypes.map(
          async type => (await page.getByTestId(`compare-websites-${type}`).boundingBox())!
        )
      )
      const firstRow = boxes.filter(box => Math.abs(box.y - boxes[0].y) < 2)
      expect(firstRow.length).toBeGreaterThan(1)
      for (const box of firstRow) expect(Math.abs(box.height - boxes[0].height)).toBeLessThan(2)
      // One action each: "ask about this package". The package's name leads to its page.
      const { offers } = shownNamespace(language, "websites") as Namespaces["websites"]
      for (const [index, type] of websiteTypes.entries()) {
        const card = page.getByTestId(`compare-websites-${type}`)
        await expect(card.getByRole("link")).toHaveCount(2)
        await expect(
          card.getByRole("heading").getByRole("link", { name: offers[index].title, exact: true })
        ).toHaveAttribute("href", routes[`websites-${type}`][language])
        await expect(card.getByRole("link", { name: prices.ask })).toBeVisible()
        // Its name a step under the section's heading: two lines at most.
        const lines = await card
          .getByRole("heading")
          .evaluate(
            heading =>
              heading.getBoundingClientRect().height /
              parseFloat(getComputedStyle(heading).lineHeight)
          )
        expect(Math.round(lines), type).toBeLessThanOrEqual(2)
      }
    })

    test("the home page's header gives websites' and applications' starting prices from the file", async ({
      page,
    }) => {
      const home = shownNamespace(language, "home") as Namespaces["home"]
      await open(page, routes.home[language])
      const facts = page.locator("main header").first().getByTestId("home-facts")
      const cheapest = Math.min(
        ...websiteTypes.map(type => pricing.services[`websites-${type}`].priceFrom)
      )
      for (const [label, price] of [
        [home.hero.facts.websites, cheapest],
        [home.hero.facts.apps, pricing.services.apps.priceFrom],
      ] as const) {
        const cell = facts.locator("dl > div").filter({ hasText: label })
        expect(bare(await cell.locator("dd").innerText())).toBe(
          bare(fromText(prices, price, language))
        )
      }
      await expect(facts.getByText(home.hero.facts.example)).toBeVisible()
      // On a phone each figure shares a row with its label.
      await page.setViewportSize({ width: 390, height: 844 })
      for (const row of await facts.locator("dl > div").all()) {
        const [label, value] = await row
          .locator("dt, dd")
          .evaluateAll(parts => parts.map(part => part.getBoundingClientRect()))
        expect(Math.abs(label.bottom - value.bottom)).toBeLessThan(8)
        expect(value.left).toBeGreaterThan(label.right)
      }
    })

    test("the home page's and each service page's header offer the planner beside the main action", async ({
      page,
    }) => {
      await open(page, routes.home[language])
      await expect(
        page.locator("main header").first().getByRole("link", { name: prices.check })
      ).toHaveAttribute("href", routes.estimate[language])
      for (const id of ["websites", "apps", "websites-seo"] as const) {
        await open(page, routes[id][language])
        const header = page.locator("main header").first()
        await expect(header.getByRole("link", { name: prices.check })).toHaveAttribute(
          "href",
          // The hub names the websites family; the planner starts at its first type.
          `${routes.estimate[language]}?service=${id}`
        )
      }
      // From a service's page the planner opens with that service chosen.
      const common = shownNamespace(language, "common") as Record<string, string>
      await page.locator("main header").first().getByRole("link", { name: prices.check }).click()
      await expect(page).toHaveURL(url => new URL(url).pathname === routes.estimate[language])
      await expect(
        page.getByRole("radio", { name: common[routeLabelKeys["websites-seo"]], exact: true })
      ).toBeChecked()
      // Anything else in the address leaves the first service chosen.
      await open(page, `${routes.estimate[language]}?service=..%2F..%2Fadmin`)
      await expect(
        page.getByRole("radio", { name: common[routeLabelKeys[plannedServices[0]]], exact: true })
      ).toBeChecked()
    })

    test("a question the FAQ does not answer goes to the form", async ({ page }) => {
      await open(page, routes["websites-seo"][language])
      const faq = page.getByRole("region", { name: prices.faqTitle })
      await expect(faq.getByText(prices.faqMore)).toBeVisible()
      // A link that leads on, with the arrow every such link has.
      const ask = faq.getByRole("link", { name: prices.faqAsk })
      expect(await ask.evaluate(link => getComputedStyle(link, "::after").content)).toContain("→")
      await faq.getByRole("link", { name: prices.faqAsk }).click()
      await expect(page).toHaveURL(url => new URL(url).pathname === routes.contact[language])
      await expect(page.getByLabel(contact["form.need"])).toBeVisible()
    })

    test("each package of the hub asks about itself: the form opens with it chosen", async ({
      page,
    }) => {
      await open(page, routes.websites[language])
      const asks = page.getByRole("link", { name: prices.ask })
      // The six website types; monthly care, not a package, asks in its own words.
      await expect(asks).toHaveCount(6)
      const landing = page.getByTestId("compare-websites-landing-page").getByRole("link", {
        name: prices.ask,
      })
      await expect(landing).toHaveAccessibleDescription(/Landing page/)
      await landing.click()
      await expect(page).toHaveURL(/[?&]service=websites-landing-page/)
      await expect(page.getByLabel(contact["form.need"])).toHaveValue("websites-landing-page")
      await open(page, routes.websites[language])
      await page.getByTestId("compare-care").getByRole("link", { name: prices.careAsk }).click()
      await expect(page.getByLabel(contact["form.need"])).toHaveValue("care")
    })

    test("under the packages, a visitor unsure which one fits is asked so and led to the planner", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 })
      await open(page, routes.websites[language])
      const cue = page.getByTestId("compare-planner")
      await expect(cue).toContainText(prices.plannerLead)
      const link = cue.getByRole("link", { name: prices.planner })
      await expect(link).toHaveAttribute("href", routes.estimate[language])
      // The question and the way on one line, not a button alone on its row.
      const [question, button] = await Promise.all([
        cue.getByText(prices.plannerLead).boundingBox(),
        link.boundingBox(),
      ])
      expect(
        Math.abs(question!.y + question!.height / 2 - (button!.y + button!.height / 2))
      ).toBeLessThan(4)
    })
  })

  test(`on a phone the way to the planner under a service's prices is one line, its arrow beside its words (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const id of ["websites-seo", "apps"] as const) {
      await open(page, routes[id][language])
      const link = page
        .getByRole("region", { name: prices.title })
        .getByRole("link", { name: prices.planner })
      // Measured in the page's own font: the fallback's wider words could wrap.
      await page.evaluate(() => document.fonts.ready)
      await expect(link).toBeVisible()
      const box = (await link.boundingBox())!
      // A button of one line is 48 px; wrapped, its words took two lines and left the arrow alone.
      expect(box.height, id).toBeLessThanOrEqual(50)
      expect(box.x + box.width, id).toBeLessThanOrEqual(375)
    }
  })

  test.describe(`the project planner (${language})`, () => {
    const service = plannedServices[0]
    const shown = (answers: Answers) =>
      bare(priceText(prices, estimate(pricing, service, answers), language))

    test("computes from the data and hands its brief to the contact form", async ({ page }) => {
      await open(page, routes.estimate[language])
      const result = page.getByRole("region", { name: planner.resultTitle })
      await expect.poll(async () => bare(await result.innerText())).toContain(shown(defaultAnswers))
      // At the plainest answers "what drives the price" is not empty: it names what would raise it.
      await expect(result).toContainText(planner.headroomIntro)
      await expect(result.getByTestId("estimate-headroom")).toContainText(planner.topics.size)
      // The examples' mark stands apart from the first question, not on top of it.
      const mark = (await page.getByTestId("example-prices").boundingBox())!
      const first = (await page.getByRole("group").first().boundingBox())!
      expect(first.y - (mark.y + mark.height)).toBeGreaterThanOrEqual(24)

      // By keyboard: the size group's radios move with the arrow keys.
      await page.getByRole("radio", { name: planner.answers.small }).focus()
      await page.keyboard.press("ArrowRight")
      await page.keyboard.press("ArrowRight")
      await expect(page.getByRole("radio", { name: planner.answers.large })).toBeChecked()
      await page.getByRole("radio", { name: planner.answers.write }).check()
      const answers: Answers = { ...defaultAnswers, size: "large", content: "write" }
      expect(shown(answers)).not.toBe(shown(defaultAnswers))
      await expect.poll(async () => bare(await result.innerText())).toContain(shown(answers))

      await page.getByRole("button", { name: planner.send }).click()
      await expect(page).toHaveURL(url => new URL(url).pathname === routes.contact[language])
      expect(new URL(page.url()).searchParams.get("service")).toBe(service)
      const message = page.getByLabel(language === "pl" ? /^Wiadomość/ : /^Message/)
      await expect.poll(async () => bare(await message.inputValue())).toContain(shown(answers))
      // The brief travels as plain text: the words' no-break spaces are spaces again.
      await expect
        .poll(async () => await message.inputValue())
        .toContain(plainText(planner.answers.large))
    })

    test("on a small laptop the sticky result fits under the header, its button in view", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1024, height: 768 })
      await open(page, routes.estimate[language])
      const result = page.getByRole("region", { name: planner.resultTitle })
      // Halfway down the questions, where the panel is held under the header.
      await page.getByRole("radio", { name: planner.answers.two }).scrollIntoViewIfNeeded()
      await expect(result.getByRole("button", { name: planner.send })).toBeInViewport({ ratio: 1 })
      const box = (await result.boundingBox())!
      const header = (await page.locator("body > div header").first().boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
      expect(box.y + box.height).toBeLessThanOrEqual(768)
    })

    test("on a phone its running figures ride at the foot of the screen while the questions scroll, with a button to send the brief", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await open(page, routes.estimate[language])
      const live = page.getByTestId("estimate-live")
      const result = page.getByRole("region", { name: planner.resultTitle })
      // Halfway down the questions: the figures at the screen's foot, the panel not yet in view.
      await page.getByRole("radio", { name: planner.answers.two }).scrollIntoViewIfNeeded()
      await expect(live).toBeInViewport()
      await expect(result).not.toBeInViewport()
      const box = (await live.boundingBox())!
      // A bar flush with the screen's foot and edges, not a card floating over the questions.
      expect(Math.round(box.y + box.height)).toBe(844)
      expect([Math.round(box.x), Math.round(box.width)]).toEqual([0, 390])
      // A strip of two short lines, covering as little of the questions as it can, its button
      // a 44 px target.
      expect(box.height).toBeLessThanOrEqual(64)
      expect((await live.getByRole("button").boundingBox())!.height).toBeGreaterThanOrEqual(44)
      expect(bare(await live.innerText())).toContain(shown(defaultAnswers))
      // It says what the figures are: an estimate, not a running total.
      expect(bare(await live.innerText()).startsWith(planner.live)).toBe(true)
      // Its label and the duration on the second line are parted by a dot, not by a gap.
      expect(
        await live
          .locator("p > span")
          .last()
          .evaluate(duration => getComputedStyle(duration, "::before").content)
      ).toBe('"·"')
      // An answer changes them with the panel's.
      await page.getByRole("radio", { name: planner.answers.two }).check()
      const answers: Answers = { ...defaultAnswers, languages: "two" }
      await expect.poll(async () => bare(await live.innerText())).toContain(shown(answers))
      // Tab to the next question, just below the screen's edge: it comes into view above the
      // figures, not under them.
      const next = page.getByRole("radio", { name: planner.answers.flexible })
      await next.evaluate(radio =>
        window.scrollTo(0, radio.getBoundingClientRect().top + window.scrollY - innerHeight + 5)
      )
      await page
        .getByRole("radio", { name: planner.answers.none })
        .evaluate(radio => (radio as HTMLElement).focus({ preventScroll: true }))
      await page.keyboard.press("Tab")
      await expect(next).toBeFocused()
      const bottom = await next.evaluate(radio => radio.getBoundingClientRect().bottom)
      expect(bottom).toBeLessThanOrEqual((await live.boundingBox())!.y)
      // The bar sends the brief from where the visitor is, as the panel's button does.
      const send = live.getByRole("button", { name: planner.liveSend })
      const target = (await send.boundingBox())!
      expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24)
      await send.click()
      await expect(page).toHaveURL(url => new URL(url).pathname === routes.contact[language])
      expect(new URL(page.url()).searchParams.get("service")).toBe(service)
      const message = page.getByLabel(language === "pl" ? /^Wiadomość/ : /^Message/)
      await expect.poll(async () => bare(await message.inputValue())).toContain(shown(answers))
      // On a desktop the panel itself stays beside the questions.
      await page.goBack()
      await page.setViewportSize({ width: 1366, height: 900 })
      await expect(live).toBeHidden()
    })

    test("without JavaScript it still reaches the contact page", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(routes.estimate[language])
      await page.getByRole("button", { name: planner.send }).click()
      await expect(page).toHaveURL(url => new URL(url).pathname === routes.contact[language])
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await context.close()
    })
  })
}
