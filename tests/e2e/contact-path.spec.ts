import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { open, shownNamespace } from "./helpers"
import { company, telHref } from "../../src/config/company"
import { fill as fillIn } from "../../src/i18n/fill"
import { routes, type RouteId } from "../../src/routes"

const emailjs = /api\.emailjs\.com/
const languages = ["pl", "en"] as const
type Language = (typeof languages)[number]

/** The one label, as shown: the page typesets its apostrophes. */
const label: Record<Language, string> = {
  pl: "Porozmawiajmy o projekcie",
  en: "Let’s talk about your project",
}

const text = {
  pl: {
    fullName: /Imię i\snazwisko/,
    company: /Nazwa firmy/,
    phone: /Numer telefonu/,
    email: /Adres e-mail/,
    message: /^Wiadomość/,
    need: "Czego potrzebujesz?",
    send: "Wyślij wiadomość",
    mailto: "Wyślij tę wiadomość z programu pocztowego",
    person: "Kto Ci odpowie",
    exampleDetails: "Przykładowe dane firmy",
    next: "Co dzieje się po wysłaniu",
    accept: "Akceptuję",
  },
  en: {
    fullName: /Full name/,
    company: /Company name/,
    phone: /Phone number/,
    email: /E-mail address/,
    message: /^Message/,
    need: "What do you need?",
    send: "Send message",
    mailto: "Send this message from your e-mail program",
    person: "Who will answer you",
    exampleDetails: "Example company details",
    next: "What happens after you send it",
    accept: "Accept",
  },
}

const message = "Potrzebujemy strony dla kliniki w Gdańsku & szybkiego startu."

const fill = async (page: Page, language: Language) => {
  const t = text[language]
  await page.getByLabel(t.fullName).fill("Anna Nowak")
  await page.getByLabel(t.company).fill("Nowak Dental")
  await page.getByLabel(t.phone).fill("+48 500 000 000")
  await page.getByLabel(t.email).fill("anna@example.pl")
  await page.getByLabel(t.message).fill(message)
  await page.getByLabel(t.need).selectOption("websites-landing-page")
  await page.getByRole("checkbox").check()
}

for (const language of languages) {
  const t = text[language]
  const contact = routes.contact[language]

  test.describe(`the path to contact (${language})`, () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ])
      test(`the form's first field is on the first screen at ${viewport.width}×${viewport.height}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await open(page, contact)
        const field = await page.getByLabel(t.fullName).boundingBox()
        const header = await page.getByRole("banner").boundingBox()
        expect(field).not.toBeNull()
        expect(field!.y + field!.height).toBeLessThanOrEqual(viewport.height)
        // Not under the sticky header either.
        expect(field!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
        // Above it, how soon the answer comes, from the company's details.
        const answer = page.getByRole("main").getByText(
          fillIn(shownNamespace(language, "contact")["form.answer"] as string, {
            answerTime: company.answerTime[language],
          })
        )
        await expect(answer).toBeInViewport({ ratio: 1 })
        expect((await answer.boundingBox())!.y).toBeLessThan(field!.y)
      })

    test("where the form has room, the short fields stand two a row: name beside company, phone beside e-mail", async ({
      page,
    }) => {
      const fields = async () =>
        Promise.all(
          [t.fullName, t.company, t.phone, t.email, t.message].map(
            async name => (await page.getByLabel(name).boundingBox())!
          )
        )
      await page.setViewportSize({ width: 1366, height: 900 })
      await open(page, contact)
      const [name, firm, phone, email, body] = await fields()
      // In reading order: each pair on one line, the first on the left; the message across both.
      for (const [left, right] of [
        [name, firm],
        [phone, email],
      ]) {
        expect(Math.abs(left.y - right.y)).toBeLessThan(2)
        expect(right.x).toBeGreaterThan(left.x + left.width)
      }
      expect(phone.y).toBeGreaterThan(name.y + name.height)
      expect(body.x).toBe(name.x)
      expect(Math.round(body.x + body.width)).toBe(Math.round(firm.x + firm.width))
      // A phone keeps one column.
      await page.setViewportSize({ width: 390, height: 844 })
      const narrow = await fields()
      for (const [index, box] of narrow.entries())
        if (index > 0) expect(box.y).toBeGreaterThan(narrow[index - 1].y + narrow[index - 1].height)
    })

    test("on a laptop, what happens after sending stays in view beside the form down to its button", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 })
      await open(page, contact)
      // The consent and the button in the middle of the screen: the form's first fields are
      // above it, and beside them the side column has come along.
      const consent = page.getByRole("checkbox")
      await consent.evaluate(box => box.scrollIntoView({ block: "center" }))
      const send = page.getByRole("button", { name: t.send })
      await expect(send).toBeInViewport()
      await expect(page.getByLabel(t.fullName)).not.toBeInViewport()
      const next = page.getByRole("heading", { level: 2, name: t.next })
      await expect(next).toBeInViewport()
      const [title, button] = [(await next.boundingBox())!, (await send.boundingBox())!]
      expect(title.x).toBeGreaterThan(button.x + button.width)
    })

    test("on a phone, the phone number and e-mail come before the form, once, not after it", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await open(page, contact)
      const direct = page.locator("[data-contact-direct]")
      await expect(direct).toContainText(
        shownNamespace(language, "contact")["form.direct"] as string
      )
      const call = direct.getByRole("link", { name: company.phone })
      await expect(call).toHaveAttribute("href", telHref(company.phone))
      await expect(direct.getByRole("link", { name: company.email })).toHaveAttribute(
        "href",
        `mailto:${company.email}`
      )
      const field = await page.getByLabel(t.fullName).boundingBox()
      expect((await call.boundingBox())!.y).toBeLessThan(field!.y)
      // With the hours beside the number, on its line.
      const hours = direct.getByText(shownNamespace(language, "contact")["form.hours"] as string, {
        exact: true,
      })
      await expect(hours).toBeVisible()
      const [number, when] = [(await call.boundingBox())!, (await hours.boundingBox())!]
      expect(when.x).toBeGreaterThan(number.x + number.width)
      expect(Math.abs(when.y + when.height / 2 - (number.y + number.height / 2))).toBeLessThan(6)
      // Once on the page, not again below the form: the footer has them on every page.
      const details = page.getByRole("region", {
        name: shownNamespace(language, "contact")["details.title"] as string,
      })
      await expect(details).toBeHidden()
      await expect(page.getByRole("main").getByRole("link", { name: company.phone })).toHaveCount(1)
      // From laptops up the side column beside the form holds them instead.
      await page.setViewportSize({ width: 1366, height: 900 })
      await expect(direct).toBeHidden()
      await expect(details.getByRole("link", { name: company.phone })).toBeVisible()
    })

    test("under the form, a first-layer notice says who receives the message and links to the rights", async ({
      page,
    }) => {
      await open(page, contact)
      const strings = shownNamespace(language, "contact")
      const notice = page.getByRole("note", { name: strings["privacyNotice.title"] as string })
      await expect(notice).toContainText(company.legalName)
      await expect(notice).toContainText("EmailJS")
      await expect(notice).toContainText(language === "pl" ? "Singapur" : "Singapore")
      const rights = notice.getByRole("link", {
        name: strings["privacyNotice.rightsLink"] as string,
      })
      await expect(rights).toHaveAttribute("href", `${routes.privacy[language]}#rights`)
      // After the send button: right under it from laptops up (the side column beside it)...
      const send = page.getByRole("button", { name: t.send })
      const gap = async () =>
        (await notice.boundingBox())!.y -
        ((await send.boundingBox())!.y + (await send.boundingBox())!.height)
      await page.setViewportSize({ width: 1366, height: 900 })
      expect(await gap()).toBeGreaterThan(0)
      expect(await gap()).toBeLessThanOrEqual(48)
      // ...and on a phone after what happens next, which comes right after the button there.
      await page.setViewportSize({ width: 390, height: 844 })
      const next = page.getByRole("heading", { name: strings["next.title"] as string })
      const nextTop = (await next.boundingBox())!.y
      expect(nextTop).toBeGreaterThan((await send.boundingBox())!.y)
      expect((await notice.boundingBox())!.y).toBeGreaterThan(nextTop)
    })

    test("a failed send offers the mail program with the typed text, and sends nothing twice", async ({
      page,
    }) => {
      let requests = 0
      await page.route(emailjs, route => {
        requests++
        return route.fulfill({ status: 500, body: "Server error" })
      })
      await open(page, contact)
      await fill(page, language)
      await expect(page.getByRole("link", { name: t.mailto })).toHaveCount(0)
      await page.getByRole("button", { name: t.send }).click()
      const link = page.getByRole("link", { name: t.mailto })
      await expect(link).toBeVisible()
      const href = (await link.getAttribute("href"))!
      expect(href.startsWith(`mailto:${company.email}?subject=`)).toBe(true)
      // Encoded: the ampersand and the spaces of the message are not raw.
      expect(href).not.toContain(" ")
      expect(href).not.toContain("& ")
      const body = new URL(href).searchParams.get("body")!
      expect(body).toContain("Anna Nowak")
      expect(body).toContain("Nowak Dental")
      expect(body).toContain("+48 500 000 000")
      expect(body).toContain("anna@example.pl")
      expect(body).toContain(
        shownNamespace(language, "contact")["need.websites-landing-page"] as string
      )
      expect(body).toContain(message)
      // The form keeps what was typed, and the mailer was asked once.
      await expect(page.getByLabel(t.message)).toHaveValue(message)
      expect(requests).toBe(1)
    })

    test("the address preselects the service and writes the brief into the message", async ({
      page,
    }) => {
      const brief = "Strona: 5 podstron\nTermin: 2 miesiące"
      let dialogs = 0
      page.on("dialog", dialog => {
        dialogs++
        void dialog.dismiss()
      })
      await open(
        page,
        `${contact}?service=websites-seo&brief=${encodeURIComponent(brief)}<script>alert(1)</script>`
      )
      await expect(page.getByLabel(t.need)).toHaveValue("websites-seo")
      await expect(page.getByLabel(t.message)).toHaveValue(
        /^Strona: 5 podstron\nTermin: 2 miesiące/
      )
      // Still the visitor's to edit.
      await page
        .getByLabel(t.message)
        .fill("Własny tekst wiadomości, dłuższy niż trzydzieści znaków.")
      await expect(page.getByLabel(t.message)).toHaveValue(/^Własny tekst/)
      expect(dialogs).toBe(0)
    })

    test("a service page's call to action opens the form with its service chosen", async ({
      page,
    }) => {
      await open(page, routes.apps[language])
      await page.locator("main header").getByRole("link", { name: label[language] }).click()
      await expect(page).toHaveURL(/\?service=apps/)
      await expect(page.getByLabel(t.need)).toHaveValue("apps")
    })

    test("the contact page and the home page show no invented person while the data holds the example one", async ({
      page,
    }) => {
      for (const path of [contact, routes.home[language]]) {
        await open(page, path)
        await expect(page.getByRole("heading", { name: t.person })).toHaveCount(0)
        await expect(page.getByText(company.contactPerson.name)).toHaveCount(0)
        await expect(page.getByText(company.contactPerson.email)).toHaveCount(0)
      }
      // The home page's closing band is then a single panel, its action at the right: no half of
      // it kept empty for the card.
      await page.setViewportSize({ width: 1366, height: 900 })
      await open(page, routes.home[language])
      const band = page.locator('[aria-labelledby="closing-title"]')
      const panel = (await band.locator(":scope > div > div").first().boundingBox())!
      const action = (await band.getByRole("link").boundingBox())!
      expect(action.x + action.width).toBeGreaterThan(panel.x + panel.width * 0.75)
      // The page still says what happens after sending, and when the answer comes.
      await open(page, contact)
      await expect(page.getByRole("heading", { name: t.next })).toBeVisible()
    })

    test("the company's example details are marked as examples wherever they are printed", async ({
      page,
    }) => {
      for (const path of [contact, routes.about[language], routes.home[language]]) {
        await open(page, path)
        const marks = page.getByTestId("example-details")
        // The footer on every page, the contact and about pages' own lists of the details, and
        // the contact form's own phone and e-mail (shown on phones and tablets only).
        await expect(marks).toHaveCount(
          path === routes.home[language] ? 1 : path === contact ? 3 : 2
        )
        for (const mark of await marks.all()) await expect(mark).toHaveText(t.exampleDetails)
        await expect(page.getByRole("contentinfo").getByTestId("example-details")).toBeVisible()
      }
      // On a phone the number and address by the form carry the mark too, on the first screen.
      await page.setViewportSize({ width: 390, height: 844 })
      await open(page, contact)
      const direct = page.locator("[data-contact-direct]")
      const mark = page.getByRole("main").getByTestId("example-details").first()
      await expect(mark).toBeInViewport({ ratio: 1 })
      expect((await mark.boundingBox())!.y).toBeLessThan((await direct.boundingBox())!.y)
    })

    test("every call to action towards the contact page says the one label", async ({ page }) => {
      const pages: RouteId[] = ["home", "about", "websites", "apps", "websites-seo", "portfolio"]
      const seen: string[] = []
      for (const id of pages) {
        await open(page, routes[id][language])
        const actions = page.locator(
          `main header a[href^="${contact}"], [aria-labelledby="closing-title"] a[href^="${contact}"]`
        )
        // As read: the label is typeset, and a no-break space reads as a space.
        const texts = (await actions.allInnerTexts()).map(value =>
          value.replace(/\u00a0/g, " ").trim()
        )
        expect(texts.length, id).toBeGreaterThan(0)
        for (const value of texts) {
          // The spec's own English portfolio header keeps its wording.
          if (language === "en" && id === "portfolio" && value === "Start Collaboration") continue
          seen.push(`${id}: ${value}`)
          expect(value, id).toBe(label[language])
        }
      }
      expect(seen.length).toBeGreaterThanOrEqual(pages.length)
    })

    test("from tablets up, the cookie notice is small (a slim bar on a tablet, a corner card on a laptop), and a field reached by Tab stops above it", async ({
      page,
    }) => {
      for (const [width, height, tallest, widest] of [
        [768, 1024, 120, 768],
        [1366, 900, 200, 420],
      ] as const) {
        await page.setViewportSize({ width, height })
        await page.clock.install()
        await open(page, routes.contact[language])
        await page.clock.fastForward(5000)
        const notice = page.getByRole("region", { name: /cookie/i })
        await expect(notice).toBeVisible()
        const box = (await notice.boundingBox())!
        expect(box.height, `${width} px`).toBeLessThanOrEqual(tallest)
        expect(box.width, `${width} px`).toBeLessThanOrEqual(widest)
        expect(box.y + box.height).toBeLessThanOrEqual(height)
        // The form's fields, one after another from the first: none ends up under the notice.
        await page.getByLabel(t.fullName).focus()
        for (let step = 0; step < 4; step += 1) {
          await page.keyboard.press("Tab")
          const focused = (await page.evaluate(() => {
            const { top, bottom } = document.activeElement!.getBoundingClientRect()
            return { top, bottom }
          }))!
          expect(focused.bottom, `${width} px, Tab ${step + 1}`).toBeLessThanOrEqual(box.y)
        }
        await page.reload()
      }
    })

    test("on a phone, the quick contact action never covers the cookie notice and hides at the form", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.clock.install()
      await open(page, routes["websites-seo"][language])
      const bar = page.locator("[data-quick-contact]")
      await page.mouse.wheel(0, 1600)
      // The notice appears 5 s after load; until it is answered the action stays away.
      await page.clock.fastForward(5000)
      const notice = page.getByRole("region", { name: /cookie/i })
      await expect(notice).toBeVisible()
      await expect(bar).toBeHidden()
      await notice.getByRole("button", { name: t.accept }).click()
      await expect(notice).toBeHidden()
      await page.mouse.wheel(0, 200)
      await expect(bar).toBeVisible()
      // It slides in: its bottom edge reaches the screen once the slide has ended.
      await expect
        .poll(async () => {
          const { y, height } = (await bar.boundingBox())!
          return y + height
        })
        .toBeLessThanOrEqual(844)
      expect((await bar.boundingBox())!.height).toBeGreaterThanOrEqual(44)
      // A bar across the foot of the screen on an opaque ground, ruled off from the page above:
      // the text scrolling under it goes under an edge, not under a floating pill.
      const { x, width } = (await bar.boundingBox())!
      expect([x, width]).toEqual([0, 390])
      const ground = await bar.evaluate(element => getComputedStyle(element).backgroundColor)
      expect(ground).toMatch(/^rgb\(/)
      for (const name of [/^(Zadzwoń|Call)$/, /^(Napisz|Write)$/]) {
        const box = (await bar.getByRole("link", { name }).boundingBox())!
        expect(box.height).toBeGreaterThanOrEqual(44)
        expect(box.width).toBeGreaterThan(150)
      }
      await expect(bar.getByRole("link", { name: /^(Zadzwoń|Call)$/ })).toHaveAttribute(
        "href",
        /^tel:/
      )
      // On the contact page it keeps away while the form is on screen.
      await bar.getByRole("link", { name: /^(Napisz|Write)$/ }).click()
      await expect(page.getByLabel(t.fullName)).toBeInViewport()
      await expect(bar).toBeHidden()
    })
  })
}
