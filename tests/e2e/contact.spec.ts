import type { APIResponse, Page, Route } from "@playwright/test"
import { expect, test } from "./fixtures"
import { open } from "./helpers"
import { company } from "../../src/config/company"

const emailjs = /api\.emailjs\.com/

/** What the form sends to EmailJS. */
type SentMail = { service_id: string; template_id: string; template_params: Record<string, string> }

/** The mailer answers every request with success; returns what each request sent. */
const acceptMail = async (page: Page) => {
  const sent: SentMail[] = []
  await page.route(emailjs, async route => {
    sent.push(route.request().postDataJSON())
    await route.fulfill({ status: 200, body: "OK" })
  })
  return sent
}

const fillEnglish = async (page: Page) => {
  await page.getByLabel(/Full name/).fill("Anna Nowak")
  await page.getByLabel(/Company name/).fill("Nowak Dental")
  await page.getByLabel(/Phone number/).fill("+48 500 000 000")
  await page.getByLabel(/E-mail address/).fill("anna@example.pl")
  await page.getByLabel(/^Message/).fill("We need a new website for our dental clinic in Gdańsk.")
  await page.getByRole("checkbox").check()
}

const expectKept = async (page: Page) => {
  await expect(page.getByLabel(/Full name/)).toHaveValue("Anna Nowak")
  await expect(page.getByLabel(/E-mail address/)).toHaveValue("anna@example.pl")
  await expect(page.getByLabel(/^Message/)).toHaveValue(
    "We need a new website for our dental clinic in Gdańsk."
  )
  await expect(page.getByRole("checkbox")).toBeChecked()
}

/** Sends the form; the success message shows. */
const sendAndExpectSuccess = async (page: Page) => {
  await page.getByRole("button", { name: "Send message" }).click()
  await expect(
    page.getByText("Message has been sent. We will respond as soon as possible.")
  ).toBeVisible()
}

/**
 * Serves the page's scripts, but hands the validation chunk (marked by yup's own default message,
 * which no other library ships) to `handle`, to hold it back or refuse it.
 */
const routeValidationCode = (
  page: Page,
  handle: (route: Route, response: APIResponse) => Promise<void>
) =>
  page.route(/\.js$/, async route => {
    const response = await route.fetch()
    if ((await response.text()).includes("is a required field")) return handle(route, response)
    await route.fulfill({ response })
  })

/** Sends the form; the error message shows and every typed value stays. */
const sendAndExpectErrorKeepingValues = async (page: Page) => {
  await page.getByRole("button", { name: "Send message" }).click()
  await expect(
    page.getByText(
      "Something went wrong, please try again. If the problem persists, please contact the administrator."
    )
  ).toBeVisible()
  await expectKept(page)
}

test.describe("contact form", () => {
  test("sends the typed values once and shows success", async ({ page }) => {
    const sent = await acceptMail(page)
    await open(page, "/en/contact/")
    await fillEnglish(page)
    await sendAndExpectSuccess(page)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      // The build's own ids (the e2e defaults, or production's in CI).
      service_id: expect.stringMatching(/\S/),
      template_id: expect.stringMatching(/\S/),
      template_params: {
        name: "Anna Nowak",
        company: "Nowak Dental",
        phone: "+48 500 000 000",
        reply_to: "anna@example.pl",
        message: "We need a new website for our dental clinic in Gdańsk.",
        language: "en",
      },
    })
    await expect(page.getByLabel(/Full name/)).toHaveValue("")
  })

  test("an HTTP 500 shows the error and keeps what was typed", async ({ page }) => {
    await page.route(emailjs, route => route.fulfill({ status: 500, body: "Server error" }))
    await open(page, "/en/contact/")
    await fillEnglish(page)
    await sendAndExpectErrorKeepingValues(page)
  })

  test("the validation code loads once the page is interactive, before the form is used", async ({
    page,
  }) => {
    let requested = false
    let release!: () => void
    const held = new Promise<void>(resolve => (release = resolve))
    await routeValidationCode(page, async (route, response) => {
      requested = true
      await held
      await route.fulfill({ response })
    })
    // The page hydrates while the validation code is held back: it is not among its scripts.
    await open(page, "/en/contact/")
    // And it is asked for without a focus in the form.
    await expect.poll(() => requested).toBe(true)
    release()
    await page.getByLabel(/Full name/).fill("An")
    await page.getByRole("button", { name: "Send message" }).click()
    await expect(page.getByText("The field must exceed 2 characters.")).toBeVisible()
  })

  test("validation code that cannot be loaded ends in the error state and keeps what was typed", async ({
    page,
  }) => {
    await routeValidationCode(page, route => route.abort())
    await open(page, "/en/contact/")
    await fillEnglish(page)
    await sendAndExpectErrorKeepingValues(page)
  })

  test("a mailer that never answers ends in the error state after 15 seconds", async ({ page }) => {
    test.setTimeout(45_000)
    await page.route(emailjs, () => new Promise(() => undefined))
    await open(page, "/en/contact/")
    await fillEnglish(page)
    await page.getByRole("button", { name: "Send message" }).click()
    await expect(page.getByText("Sending a message in progress.")).toBeVisible()
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled()
    await expect(page.getByText(/Something went wrong, please try again/)).toBeVisible({
      timeout: 20_000,
    })
    await expectKept(page)
  })

  test("the Polish form speaks Polish and moves focus to the first invalid field", async ({
    page,
  }) => {
    const sent = await acceptMail(page)
    await open(page, "/kontakt")
    await page.getByLabel(/Imię i nazwisko/).fill("Al")
    await page.getByRole("button", { name: "Wyślij wiadomość" }).click()
    await expect(page.getByText("Wpisz co najmniej 3 znaki.")).toBeVisible()
    await expect(page.getByLabel(/Imię i nazwisko/)).toBeFocused()
    await expect(page.getByText("To pole jest wymagane.").first()).toBeVisible()
    expect(sent).toHaveLength(0)
  })

  test("the form anchors exist in both languages", async ({ page }) => {
    await open(page, "/en/contact/")
    await expect(page.locator("form#contact-form")).toHaveCount(1)
    await open(page, "/kontakt")
    await expect(page.locator("form#formularz-kontaktowy")).toHaveCount(1)
  })
})

test.describe("privacy policy", () => {
  for (const [path, names] of [
    ["/en/privacy-policy/", ["EmailJS", "Google Analytics", "cookiesPolicyAccepted"]],
    ["/polityka-prywatnosci", ["EmailJS", "Google Analytics", "gatsby-i18next-language"]],
  ] as const) {
    test(`${path} names the services it uses and has a table of contents`, async ({ page }) => {
      await open(page, path)
      const toc = page.getByRole("navigation", { name: /Contents|Spis treści/ })
      const links = toc.getByRole("link")
      expect(await links.count()).toBeGreaterThanOrEqual(5)
      for (const name of names) await expect(page.getByText(name).first()).toBeVisible()
    })
  }
})

test.describe("on a slow phone, before the page is interactive", () => {
  /** Holds every bundle back until `release()`: the page shows, but nothing of React runs. */
  const holdScripts = async (page: Page) => {
    let release = () => {}
    const released = new Promise<void>(resolve => (release = resolve))
    await page.route(/\/[^/]+-[0-9a-f]{20}\.js$/, async route => {
      await released
      await route.continue()
    })
    return release
  }

  test("what the visitor typed is kept and sent", async ({ page }) => {
    const sent = await acceptMail(page)
    const release = await holdScripts(page)
    await page.goto("/en/contact/", { waitUntil: "domcontentloaded" })
    await fillEnglish(page)
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true")
    release()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
    await expectKept(page)
    await sendAndExpectSuccess(page)
    expect(sent).toHaveLength(1)
    expect(sent[0].template_params).toMatchObject({
      name: "Anna Nowak",
      reply_to: "anna@example.pl",
      message: "We need a new website for our dental clinic in Gdańsk.",
    })
  })

  test("what the visitor typed is validated as it is shown", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto("/kontakt", { waitUntil: "domcontentloaded" })
    await page.getByLabel(/Imię i nazwisko/).fill("An")
    await page.getByLabel(/Adres e-mail/).fill("anna@example.pl")
    release()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
    await page.getByRole("button", { name: "Wyślij wiadomość" }).click()
    const name = page.getByLabel(/Imię i nazwisko/)
    await expect(name).toHaveValue("An")
    await expect(name).toHaveAccessibleDescription(/3 znaki|2 znaki/)
    await expect(page.getByLabel(/Adres e-mail/)).toHaveValue("anna@example.pl")
    await expect(page.getByLabel(/Adres e-mail/)).not.toHaveAttribute("aria-invalid", "true")
  })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the form is replaced by the company's e-mail and phone, in both languages", async ({
    page,
  }) => {
    for (const [path, notice] of [
      ["/en/contact/", "The form needs JavaScript"],
      ["/kontakt", "Formularz działa tylko z włączonym JavaScriptem"],
    ]) {
      await page.goto(path)
      const message = page.locator("p", { hasText: notice })
      await expect(message, path).toBeVisible()
      await expect(message.getByRole("link", { name: company.email })).toHaveAttribute(
        "href",
        `mailto:${company.email}`
      )
      await expect(message.getByRole("link", { name: company.phone })).toBeVisible()
      // Nothing typed can be sent, so nothing typed can reach an address.
      await expect(page.locator("main form")).toBeHidden()
      expect(await page.locator("main form").getAttribute("method")).toBe("post")
    }
  })
})
