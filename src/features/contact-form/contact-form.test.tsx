// @vitest-environment jsdom
import React from "react"
import { act, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { namespaceOf, renderPage } from "../../test/render"
import { hrefOf } from "../../test/queries"
import { ContactForm, typedBeforeHydration } from "./contact-form"
import { contactSchema } from "./schema"
import { SendError, sendMessage } from "./send"

// The real schema, counted: each form builds its own once it has loaded the module.
vi.mock("./schema", async importOriginal => {
  const actual = await importOriginal<typeof import("./schema")>()
  return { ...actual, contactSchema: vi.fn(actual.contactSchema) }
})

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/Full name/), "Anna Nowak")
  await user.type(screen.getByLabelText(/Company name/), "Nowak Dental")
  await user.type(screen.getByLabelText(/Phone number/), "+48 500 000 000")
  await user.type(screen.getByLabelText(/E-mail address/), "anna@example.pl")
  await user.type(screen.getByLabelText(/^Message/), "We need a new website for our dental clinic.")
  await user.click(screen.getByRole("checkbox"))
}

const renderForm = (send: typeof sendMessage, language: "en" | "pl" = "en") =>
  renderPage(
    <ContactForm id="contact-form" strings={namespaceOf(language, "contact")} send={send} />,
    {
      language,
      routeId: "contact",
    }
  )

const expectTypedValuesKept = () => {
  expect(screen.getByLabelText(/Full name/)).toHaveValue("Anna Nowak")
  expect(screen.getByLabelText(/Company name/)).toHaveValue("Nowak Dental")
  expect(screen.getByLabelText(/Phone number/)).toHaveValue("+48 500 000 000")
  expect(screen.getByLabelText(/E-mail address/)).toHaveValue("anna@example.pl")
  expect(screen.getByLabelText(/^Message/)).toHaveValue(
    "We need a new website for our dental clinic."
  )
  expect(screen.getByRole("checkbox")).toBeChecked()
}

describe("ContactForm", () => {
  it("takes in what was typed before the page became interactive", () => {
    const form = document.createElement("form")
    form.innerHTML = `
      <input name="fullName" value="Anna Nowak"><input name="company" value="">
      <input name="email" value="anna@example.pl"><textarea name="message">Hello</textarea>
      <input name="consent" type="checkbox" checked><input name="unrelated" value="x">`
    expect(typedBeforeHydration(form)).toEqual({
      fullName: "Anna Nowak",
      email: "anna@example.pl",
      message: "Hello",
      consent: true,
    })
  })

  it("is sent with POST, never with the typed values in an address", () => {
    renderForm(vi.fn())
    expect(screen.getByRole("form")).toHaveAttribute("method", "post")
  })

  it("sends the typed values, shows success and resets the form", async () => {
    const user = userEvent.setup()
    const send = vi.fn().mockResolvedValue(undefined)
    renderForm(send)
    await fill(user)
    await user.click(screen.getByRole("button", { name: "Send message" }))
    expect(
      await screen.findByText("Message has been sent. We will respond as soon as possible.")
    ).toBeInTheDocument()
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0][0]).toMatchObject({
      fullName: "Anna Nowak",
      email: "anna@example.pl",
      consent: true,
    })
    expect(send.mock.calls[0][1]).toBe("en")
    expect(screen.getByLabelText(/Full name/)).toHaveValue("")
    expect(screen.getByRole("checkbox")).not.toBeChecked()
  })

  it("keeps the typed values when sending fails", async () => {
    const user = userEvent.setup()
    renderForm(vi.fn().mockRejectedValue(new SendError("error")))
    await fill(user)
    await user.click(screen.getByRole("button", { name: "Send message" }))
    expect(
      await screen.findByText(
        "Something went wrong, please try again. If the problem persists, please contact the administrator."
      )
    ).toBeInTheDocument()
    expectTypedValuesKept()
  })

  it("shows sending, disables the button and sends once on a double submit", async () => {
    const user = userEvent.setup()
    let finish: () => void = () => undefined
    const send = vi.fn(() => new Promise<void>(resolve => (finish = resolve)))
    renderForm(send)
    await fill(user)
    const button = screen.getByRole("button", { name: "Send message" })
    await user.click(button)
    expect(await screen.findByText("Sending a message in progress.")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled()
    await user.keyboard("{Enter}")
    act(() => screen.getByRole("button", { name: "Sending…" }).closest("form")!.requestSubmit())
    await act(async () => finish())
    await screen.findByText("Message has been sent. We will respond as soon as possible.")
    expect(send).toHaveBeenCalledTimes(1)
  })

  it("ends in the error state when the mailer never answers, its request aborted", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let signal: AbortSignal | undefined
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined
        // Like a browser's fetch: it never answers, but rejects once aborted.
        return new Promise((_, reject) =>
          signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError")))
        )
      })
    )
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const never = vi.fn((values, language) =>
        sendMessage(values, language, {
          config: { serviceId: "s", templateId: "t", publicKey: "k" },
          timeoutMs: 15_000,
        })
      )
      renderForm(never)
      await fill(user)
      await user.click(screen.getByRole("button", { name: "Send message" }))
      await screen.findByText("Sending a message in progress.")
      await act(async () => {
        await vi.advanceTimersByTimeAsync(15_001)
      })
      expect(await screen.findByText(/Something went wrong, please try again/)).toBeInTheDocument()
      expect(signal?.aborted).toBe(true)
      expectTypedValuesKept()
    } finally {
      vi.unstubAllGlobals()
      vi.useRealTimers()
    }
  })

  it("shows the error and the company's address when the mailer is not configured", async () => {
    const user = userEvent.setup()
    const unconfigured = vi.fn((values, language) =>
      sendMessage(values, language, { config: { serviceId: "", templateId: "", publicKey: "" } })
    )
    renderForm(unconfigured)
    await fill(user)
    await user.click(screen.getByRole("button", { name: "Send message" }))
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument()
    expect(hrefOf("kontakt@example.com")).toBe("mailto:kontakt@example.com")
    expectTypedValuesKept()
  })

  it("tells a throttled visitor to wait and keeps the text", async () => {
    const user = userEvent.setup()
    renderForm(vi.fn().mockRejectedValue(new SendError("throttled")))
    await fill(user)
    await user.click(screen.getByRole("button", { name: "Send message" }))
    expect(await screen.findByText(/Please wait a few seconds/)).toBeInTheDocument()
    expectTypedValuesKept()
  })

  it("pretends success and sends nothing when the honeypot is filled", async () => {
    const user = userEvent.setup()
    const send = vi.fn()
    const { container } = renderForm(send)
    await fill(user)
    await user.type(container.querySelector<HTMLInputElement>('input[name="website"]')!, "spam")
    await user.click(screen.getByRole("button", { name: "Send message" }))
    expect(await screen.findByText(/Message has been sent/)).toBeInTheDocument()
    expect(send).not.toHaveBeenCalled()
  })

  it("moves focus to the first invalid field and ties errors to their fields", async () => {
    const user = userEvent.setup()
    const send = vi.fn()
    renderForm(send)
    await user.type(screen.getByLabelText(/Full name/), "Anna Nowak")
    await user.click(screen.getByRole("button", { name: "Send message" }))
    const email = screen.getByLabelText(/E-mail address/)
    await waitFor(() => expect(email).toHaveFocus())
    expect(email).toHaveAttribute("aria-invalid", "true")
    expect(email).toHaveAccessibleDescription("The field is required.")
    expect(send).not.toHaveBeenCalled()
  })

  it("loads its validation once the page is idle, before any focus", async () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback))
    vi.stubGlobal("cancelIdleCallback", vi.fn())
    try {
      vi.mocked(contactSchema).mockClear()
      renderForm(vi.fn())
      expect(contactSchema).not.toHaveBeenCalled()
      act(() => idle.forEach(callback => callback({} as IdleDeadline)))
      await waitFor(() => expect(contactSchema).toHaveBeenCalledTimes(1))
      expect(screen.getByLabelText(/Full name/)).not.toHaveFocus()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("counts a name of zero-width spaces as empty and sends nothing", async () => {
    const user = userEvent.setup()
    const send = vi.fn()
    renderForm(send)
    await fill(user)
    const name = screen.getByLabelText(/Full name/)
    await user.clear(name)
    await user.type(name, "\u200B\u200B\u200B")
    await user.click(screen.getByRole("button", { name: "Send message" }))
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveAccessibleDescription("The field is required.")
    expect(send).not.toHaveBeenCalled()
  })

  it("keeps a pasted text over the limit, counts it and refuses to send it", async () => {
    const user = userEvent.setup()
    const send = vi.fn().mockResolvedValue(undefined)
    renderForm(send)
    await fill(user)
    const message = screen.getByLabelText(/^Message/)
    await user.clear(message)
    const pasted = `${"We need a new website. ".repeat(218)}Thanks`
    expect(pasted.length).toBe(5020)
    await user.click(message)
    await user.paste(pasted)
    // Kept whole: no maxlength cut it.
    expect(message).toHaveValue(pasted)
    expect(message).not.toHaveAttribute("maxlength")
    expect(message).toHaveAccessibleDescription(/5020 of 5000 characters – 20 over the limit/)
    await user.click(screen.getByRole("button", { name: "Send message" }))
    await waitFor(() => expect(message).toHaveFocus())
    expect(message).toHaveAccessibleDescription(/The field must not exceed 5000 characters\./)
    expect(send).not.toHaveBeenCalled()
    // Shortened to fit, it goes.
    await user.type(message, "{Backspace}".repeat(20))
    expect(message).toHaveAccessibleDescription(/5000 of 5000 characters/)
    await user.click(screen.getByRole("button", { name: "Send message" }))
    await screen.findByText("Message has been sent. We will respond as soon as possible.")
    expect(send).toHaveBeenCalledTimes(1)
  })

  it("shows a field's count only near its limit", async () => {
    const user = userEvent.setup()
    renderForm(vi.fn())
    const name = screen.getByLabelText(/Full name/)
    await user.click(name)
    await user.paste("A".repeat(79))
    expect(screen.queryByText(/of 100 characters/)).not.toBeInTheDocument()
    await user.type(name, "A")
    expect(screen.getByText("80 of 100 characters")).toBeInTheDocument()
    expect(name).toHaveAccessibleDescription("80 of 100 characters")
  })

  it("brings the outcome of a send into view and focuses it", async () => {
    const user = userEvent.setup()
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    try {
      renderForm(vi.fn().mockRejectedValue(new SendError("error")))
      await fill(user)
      await user.click(screen.getByRole("button", { name: "Send message" }))
      const status = await screen.findByRole("status")
      await waitFor(() => expect(status).toHaveFocus())
      expect(status).toHaveTextContent(/Something went wrong/)
      expect(scrolled).toHaveBeenCalledWith({ block: "center" })
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView
    }
  })

  it("asks the visitor to acknowledge how their data is processed, with the policy linked", () => {
    renderForm(vi.fn())
    expect(
      screen.getByRole("checkbox", { name: /I have read how my personal data will be processed/ })
    ).toBeInTheDocument()
    expect(screen.queryByText(/I agree/)).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
      "href",
      "/en/privacy-policy/"
    )
  })

  it("shows Polish messages on the Polish page", async () => {
    const user = userEvent.setup()
    renderForm(vi.fn(), "pl")
    await user.type(screen.getByLabelText(/Imię i nazwisko/), "Al")
    await user.click(screen.getByRole("button", { name: "Wyślij wiadomość" }))
    expect(await screen.findByText("Wpisz co najmniej 3 znaki.")).toBeInTheDocument()
    expect(screen.getAllByText("To pole jest wymagane.").length).toBeGreaterThanOrEqual(3)
    expect(
      screen.getByRole("checkbox", {
        name: /Zapoznałem\(-am\) się z informacją o przetwarzaniu moich danych osobowych/,
      })
    ).toBeInTheDocument()
    const name = screen.getByLabelText(/Imię i nazwisko/)
    await user.clear(name)
    await user.click(name)
    await user.paste("A".repeat(101))
    expect(name).toHaveAccessibleDescription(/101 z 100 znaków – Limit przekroczony o 1 zn\./)
    await user.click(screen.getByRole("button", { name: "Wyślij wiadomość" }))
    expect(
      await screen.findByText("Tekst jest za długi – maksymalna liczba znaków to 100.")
    ).toBeInTheDocument()
  })

  it("offers the mail program with the typed text only after a failed send", async () => {
    const user = userEvent.setup()
    renderForm(vi.fn().mockRejectedValue(new SendError("error")))
    await fill(user)
    await user.selectOptions(screen.getByLabelText("What do you need?"), "Landing page")
    expect(screen.queryByRole("link", { name: /e-mail program/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Send message" }))
    const link = await screen.findByRole("link", {
      name: "Send this message from your e-mail program",
    })
    const url = new URL(link.getAttribute("href")!)
    expect(url.protocol).toBe("mailto:")
    const body = url.searchParams.get("body")!
    expect(body).toContain("Full name: Anna Nowak")
    expect(body).toContain("What do you need?: Landing page")
    expect(body).toContain("We need a new website for our dental clinic.")
    expectTypedValuesKept()
  })

  it("shows no mail-program link when the message went", async () => {
    const user = userEvent.setup()
    renderForm(vi.fn().mockResolvedValue(undefined))
    await fill(user)
    await user.click(screen.getByRole("button", { name: "Send message" }))
    expect(await screen.findByText(/Message has been sent/)).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: /e-mail program/ })).not.toBeInTheDocument()
  })

  it("sends the optional choices in the page's words, and nothing when none is chosen", async () => {
    const user = userEvent.setup()
    const send = vi.fn().mockResolvedValue(undefined)
    renderForm(send, "pl")
    await user.type(screen.getByLabelText(/Imię i nazwisko/), "Anna Nowak")
    await user.type(screen.getByLabelText(/Adres e-mail/), "anna@example.pl")
    await user.type(
      screen.getByLabelText(/^Wiadomość/),
      "Potrzebujemy nowej strony dla naszej kliniki."
    )
    await user.click(screen.getByRole("checkbox"))
    await user.selectOptions(screen.getByLabelText("Orientacyjny budżet"), "5 000–15 000 zł")
    await user.click(screen.getByRole("button", { name: "Wyślij wiadomość" }))
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(send.mock.calls[0][0]).toMatchObject({
      need: "",
      budget: "5 000–15 000 zł",
      deadline: "",
    })
  })

  it("preselects the service and fills an empty message from the address", async () => {
    window.history.replaceState(null, "", "/en/contact/?service=websites-seo&brief=Five%20pages")
    try {
      renderForm(vi.fn())
      await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue("Five pages"))
      expect(screen.getByLabelText("What do you need?")).toHaveValue("websites-seo")
      expect(screen.getByLabelText("Budget", { exact: false })).toHaveValue("")
    } finally {
      window.history.replaceState(null, "", "/")
    }
  })

  it("keeps the choices optional: the six fields alone send", async () => {
    const user = userEvent.setup()
    const send = vi.fn().mockResolvedValue(undefined)
    renderForm(send)
    await fill(user)
    await user.click(screen.getByRole("button", { name: "Send message" }))
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
  })
})
