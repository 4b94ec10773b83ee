import type { APIResponse, Page, Route } from "@playwright/test"
import { expect, test } from "./fixtures"
import { open } from "./helpers"
import { company } from "../../src/config/company"
import { hashedScriptName } from "../../serving/bundles"

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
  // A route handler still reading a script when the test ends would fail it ("Response has been
  // disposed"): the page's routes go first, and a late handler's error with them.
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: "ignoreErrors" })
  })

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

  test("a mailer that never answers: the request is aborted at 15 seconds, the error shows and a retry sends once", async ({
    page,
  }) => {
    await page.clock.install()
    const aborted: string[] = []
    page.on("requestfailed", request => {
      if (emailjs.test(request.url())) aborted.push(request.failure()?.errorText ?? "")
    })
    let answered = false
    const sent: SentMail[] = []
    await page.route(emailjs, async route => {
      sent.push(route.request().postDataJSON())
      // The first request hangs; the retry is answered.
      if (!answered) {
        answered = true
        return
      }
      await route.fulfill({ status: 200, body: "OK" })
    })
    await open(page, "/en/contact/")
    await fillEnglish(page)
    await page.getByRole("button", { name: "Send message" }).click()
    await expect(page.getByText("Sending a message in progress.")).toBeVisible()
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled()
    await page.clock.fastForward(14_000)
    await expect(page.getByText("Sending a message in progress.")).toBeVisible()
    expect(aborted).toEqual([])
    await page.clock.fastForward(1_500)
    await expect(page.getByText(/Something went wrong, please try again/)).toBeVisible()
    await expect.poll(() => aborted).toEqual(["net::ERR_ABORTED"])
    await expectKept(page)
    await sendAndExpectSuccess(page)
    expect(sent).toHaveLength(2)
  })

  for (const [name, fail] of [
    ["an HTTP 500", (route: Route) => route.fulfill({ status: 500, body: "Server error" })],
    ["an HTTP 400", (route: Route) => route.fulfill({ status: 400, body: "Bad template" })],
    ["a network error", (route: Route) => route.abort("internetdisconnected")],
  ] as const)
    test(`after ${name}, the retry goes out at once and the message is sent`, async ({ page }) => {
      let requests = 0
      await page.route(emailjs, async route => {
        requests++
        if (requests === 1) return fail(route)
        await route.fulfill({ status: 200, body: "OK" })
      })
      await open(page, "/en/contact/")
      await fillEnglish(page)
      await sendAndExpectErrorKeepingValues(page)
      await sendAndExpectSuccess(page)
      expect(requests).toBe(2)
    })

  test("a second message within 10 seconds of a sent one waits, and goes after", async ({
    page,
  }) => {
    await page.clock.install()
    const sent = await acceptMail(page)
    await open(page, "/en/contact/")
    await fillEnglish(page)
    await sendAndExpectSuccess(page)
    await fillEnglish(page)
    await page.getByRole("button", { name: "Send message" }).click()
    await expect(
      page.getByText(/A\smessage was sent from this browser a\smoment ago/)
    ).toBeVisible()
    await expectKept(page)
    expect(sent).toHaveLength(1)
    await page.clock.fastForward(10_000)
    await sendAndExpectSuccess(page)
    expect(sent).toHaveLength(2)
  })

  test("a name of zero-width spaces is empty, and nothing is sent", async ({ page }) => {
    const sent = await acceptMail(page)
    await open(page, "/en/contact/")
    await fillEnglish(page)
    await page.getByLabel(/Full name/).fill("\u200B\u200B\u200B")
    await page.getByRole("button", { name: "Send message" }).click()
    await expect(page.getByLabel(/Full name/)).toBeFocused()
    await expect(page.getByLabel(/Full name/)).toHaveAccessibleDescription("The field is required.")
    expect(sent).toHaveLength(0)
  })

  test("a pasted text over the limit is kept whole, counted and not sent until it fits", async ({
    page,
  }) => {
    const sent = await acceptMail(page)
    await open(page, "/en/contact/")
    await fillEnglish(page)
    const message = page.getByLabel(/^Message/)
    const pasted = "x".repeat(5_020)
    await message.fill(pasted)
    await expect(message).toHaveValue(pasted)
    await expect(page.getByText("5020 of 5000 characters – 20 over the limit")).toBeVisible()
    await page.getByRole("button", { name: "Send message" }).click()
    await expect(message).toBeFocused()
    await expect(page.getByText("The field must not exceed 5000 characters.")).toBeVisible()
    expect(sent).toHaveLength(0)
    await message.press("End")
    for (let i = 0; i < 20; i++) await message.press("Backspace")
    await expect(page.getByText("5000 of 5000 characters")).toBeVisible()
    await sendAndExpectSuccess(page)
    expect(sent).toHaveLength(1)
    expect(sent[0].template_params.message).toHaveLength(5_000)
  })

  test("the Polish form states its limits in Polish", async ({ page }) => {
    const sent = await acceptMail(page)
    await open(page, "/kontakt")
    await page.getByLabel(/Imię i\snazwisko/).fill("A".repeat(120))
    await expect(
      page.getByText("120 z 100 znaków – Limit przekroczony o 20 zn.", { exact: false })
    ).toBeVisible()
    await page.getByRole("button", { name: "Wyślij wiadomość" }).click()
    await expect(
      page.getByText("Tekst jest za długi – maksymalna liczba znaków to 100.")
    ).toBeVisible()
    await expect(page.getByLabel(/Imię i\snazwisko/)).toHaveValue("A".repeat(120))
    expect(sent).toHaveLength(0)
  })

  test("the consent box acknowledges the information clause, with the policy linked", async ({
    page,
  }) => {
    for (const [path, name, policy] of [
      ["/en/contact/", /I have read how my personal data will be processed/, "/en/privacy-policy/"],
      [
        "/kontakt",
        /Zapoznałem\(-am\) się z\sinformacją o\sprzetwarzaniu moich danych osobowych/,
        "/polityka-prywatnosci",
      ],
    ] as const) {
      await open(page, path)
      await expect(page.getByRole("checkbox", { name })).toBeVisible()
      await expect(page.getByText(/I agree|Zgadzam się/)).toHaveCount(0)
      const link = page
        .locator("main form")
        .getByRole("link", { name: /^(privacy policy|polityce prywatności)$/ })
      await expect(link).toHaveAttribute("href", policy)
    }
  })

  test("the page says what happens after sending and when the agency usually answers", async ({
    page,
  }) => {
    for (const [path, text] of [
      ["/en/contact/", `We reply ${company.answerTime.en}`],
      ["/kontakt", `Odpowiadamy ${company.answerTime.pl}`],
    ] as const) {
      await open(page, path)
      await expect(
        page.locator('[aria-labelledby="next-steps-title"]').getByText(text, { exact: false })
      ).toBeVisible()
    }
  })

  test("the Polish form speaks Polish and moves focus to the first invalid field", async ({
    page,
  }) => {
    const sent = await acceptMail(page)
    await open(page, "/kontakt")
    await page.getByLabel(/Imię i\snazwisko/).fill("Al")
    await page.getByRole("button", { name: "Wyślij wiadomość" }).click()
    await expect(page.getByText("Wpisz co najmniej 3 znaki.")).toBeVisible()
    await expect(page.getByLabel(/Imię i\snazwisko/)).toBeFocused()
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

test.describe("on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const [path, button, error, invalid] of [
    [
      "/en/contact/",
      "Send message",
      "Something went wrong, please try again.",
      "The field is required.",
    ],
    ["/kontakt", "Wyślij wiadomość", "Nie udało się wysłać wiadomości.", "To pole jest wymagane."],
  ] as const) {
    test(`${path}: a send error comes into view and takes the focus`, async ({ page }) => {
      await page.route(emailjs, route => route.fulfill({ status: 500, body: "Server error" }))
      await open(page, path)
      const form = page.locator("main form")
      await form.locator('[name="fullName"]').fill("Anna Nowak")
      await form.locator('[name="email"]').fill("anna@example.pl")
      await form
        .locator('[name="message"]')
        .fill("We need a new website for our dental clinic in Gdańsk.")
      await form.getByRole("checkbox").check()
      await page.getByRole("button", { name: button }).click()
      const status = page.getByRole("status").filter({ hasText: error })
      await expect(status).toBeVisible()
      await expect(status).toBeInViewport()
      await expect(status).toBeFocused()
    })

    test(`${path}: a validation error comes into view with its field focused`, async ({ page }) => {
      await open(page, path)
      const form = page.locator("main form")
      await form.locator('[name="fullName"]').fill("Anna Nowak")
      await form
        .locator('[name="message"]')
        .fill("We need a new website for our dental clinic in Gdańsk.")
      await form.getByRole("checkbox").check()
      await page.getByRole("button", { name: button }).click()
      const email = form.locator('[name="email"]')
      await expect(email).toBeFocused()
      await expect(email).toBeInViewport()
      await expect(form.getByText(invalid)).toBeInViewport()
    })
  }
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
    await page.route(
      url => hashedScriptName(url.pathname) !== undefined,
      async route => {
        await released
        await route.continue()
      }
    )
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
    await page.getByLabel(/Imię i\snazwisko/).fill("An")
    await page.getByLabel(/Adres e-mail/).fill("anna@example.pl")
    release()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
    await page.getByRole("button", { name: "Wyślij wiadomość" }).click()
    const name = page.getByLabel(/Imię i\snazwisko/)
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
