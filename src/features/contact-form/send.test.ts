// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { emailjsEndpoint, lastSentKey, sendMessage, SendError, throttleMs } from "./send"
import type { ContactValues } from "./values"

const config = { serviceId: "service_x", templateId: "template_x", publicKey: "public_x" }

const values: ContactValues = {
  fullName: " Anna Nowak\u200B",
  company: "Nowak Dental",
  phone: "",
  email: "anna@example.pl",
  message: "We need a new website for our dental clinic in Gdańsk.",
  consent: true,
  need: "",
  budget: "",
  deadline: "",
  website: "",
}

type Answer = Response | Error | "never"

/** A stand-in for the network: each request gets the next answer; records what was asked. */
const network = (...answers: Answer[]) => {
  const requests: { url: string; init: RequestInit }[] = []
  const fetch = vi.fn((url: string, init: RequestInit) => {
    requests.push({ url, init })
    const answer = answers.shift() ?? new Response("OK")
    if (answer === "never")
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener("abort", () =>
          reject(new DOMException("The operation was aborted.", "AbortError"))
        )
      )
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
  })
  vi.stubGlobal("fetch", fetch)
  return requests
}

const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "sent",
    (error: unknown) => (error instanceof SendError ? error.kind : "other")
  )

describe("sendMessage", () => {
  let clock = 1_000_000
  const now = () => clock

  beforeEach(() => {
    localStorage.clear()
    clock = 1_000_000
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it("posts EmailJS's documented payload, the values without invisible ends", async () => {
    const requests = network()
    await sendMessage(values, "pl", { config, now })
    expect(requests).toHaveLength(1)
    expect(requests[0].url).toBe(emailjsEndpoint)
    expect(requests[0].init.method).toBe("POST")
    expect(JSON.parse(String(requests[0].init.body))).toEqual({
      service_id: "service_x",
      template_id: "template_x",
      user_id: "public_x",
      template_params: {
        name: "Anna Nowak",
        company: "Nowak Dental",
        phone: "",
        reply_to: "anna@example.pl",
        message: "We need a new website for our dental clinic in Gdańsk.",
        need: "",
        budget: "",
        deadline: "",
        language: "pl",
      },
    })
  })

  it("carries the optional choices in the message's own variables", async () => {
    const requests = network()
    const chosen = { need: "Landing page", budget: "PLN 5,000–15,000", deadline: "In 3–6 months" }
    await sendMessage({ ...values, ...chosen }, "en", { config, now })
    const body = JSON.parse(String(requests[0].init.body)) as {
      template_params: Record<string, string>
    }
    expect(body.template_params).toMatchObject({ ...chosen, language: "en" })
  })

  it.each([
    ["an HTTP 500", new Response("Server error", { status: 500 })],
    ["an HTTP 400", new Response("The template ID is invalid", { status: 400 })],
    ["a network error", new TypeError("Failed to fetch")],
  ])("lets the retry after %s go out at once", async (_, failure) => {
    const requests = network(failure, new Response("OK"))
    expect(await kindOf(sendMessage(values, "en", { config, now }))).toBe("error")
    expect(localStorage.getItem(lastSentKey)).toBeNull()
    clock += 1_000
    expect(await kindOf(sendMessage(values, "en", { config, now }))).toBe("sent")
    expect(requests).toHaveLength(2)
  })

  it("holds a second message for 10 seconds after one was sent, without sending it", async () => {
    const requests = network()
    await sendMessage(values, "en", { config, now })
    expect(localStorage.getItem(lastSentKey)).toBe(String(clock))
    clock += throttleMs - 1
    expect(await kindOf(sendMessage(values, "en", { config, now }))).toBe("throttled")
    expect(requests).toHaveLength(1)
    clock += 1
    expect(await kindOf(sendMessage(values, "en", { config, now }))).toBe("sent")
    expect(requests).toHaveLength(2)
  })

  it("aborts a request that passes its time-out before it reports the error", async () => {
    vi.useFakeTimers()
    const requests = network("never")
    const outcome = sendMessage(values, "en", { config, now, timeoutMs: 15_000 }).then(
      () => "sent",
      (error: unknown) => {
        // By the time the caller hears of the failure, the request is already cancelled.
        expect(requests[0].init.signal?.aborted).toBe(true)
        return (error as SendError).kind
      }
    )
    await vi.advanceTimersByTimeAsync(14_999)
    expect(requests[0].init.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBe("error")
    expect(localStorage.getItem(lastSentKey)).toBeNull()
  })

  it("sends when the browser keeps no storage", async () => {
    const requests = network(new Response("OK"), new Response("OK"))
    const blocked = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError")
    })
    try {
      await sendMessage(values, "en", { config, now })
      await sendMessage(values, "en", { config, now })
      expect(requests).toHaveLength(2)
    } finally {
      blocked.mockRestore()
    }
  })

  it("sends nothing when the mailer is not configured", async () => {
    const requests = network()
    expect(
      await kindOf(
        sendMessage(values, "en", {
          config: { serviceId: "", templateId: "", publicKey: "" },
          now,
        })
      )
    ).toBe("not-configured")
    expect(requests).toHaveLength(0)
  })
})
