import { emailjsConfig, isConfigured, type EmailJsConfig } from "../../config/site"
import type { Language } from "../../i18n/languages"
import { readStorage, writeStorage } from "../../lib/storage"
import { lastSentKey, throttleMs } from "./limits"
import { visibleText, type ContactValues } from "./values"

export type SendFailure = "error" | "throttled" | "not-configured"

export class SendError extends Error {
  constructor(readonly kind: SendFailure) {
    super(kind)
  }
}

const sendTimeoutMs = 15_000
export { lastSentKey, throttleMs } from "./limits"

/** EmailJS's REST endpoint (https://www.emailjs.com/docs/rest-api/send/). */
export const emailjsEndpoint = "https://api.emailjs.com/api/v1.0/email/send"

/** The variables the EmailJS template receives (documented in docs/contact-form.md). */
const templateParams = (values: ContactValues, language: Language) => ({
  name: visibleText(values.fullName),
  company: visibleText(values.company),
  phone: visibleText(values.phone),
  reply_to: visibleText(values.email),
  message: visibleText(values.message),
  // The optional choices, in the words the visitor saw (the form puts them in); "" for none.
  need: visibleText(values.need),
  budget: visibleText(values.budget),
  deadline: visibleText(values.deadline),
  language,
})

/** Whether a message went from this browser less than `throttleMs` ago. */
const sentRecently = (now: number): boolean => {
  const last = Number(readStorage(lastSentKey))
  return Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < throttleMs
}

type SendOptions = {
  config?: EmailJsConfig
  timeoutMs?: number
  now?: () => number
}

/**
 * Sends the message with EmailJS's REST API: the same request its SDK makes, but ours to abort.
 * The SDK's `send` takes no abort signal, so a request that passed its time-out would stay open
 * and could still deliver after the visitor had been told to try again: a retry would then
 * deliver the message twice. Here the request is aborted before the error is shown.
 *
 * The rate limit is our own record of the last message that was sent, written on success only
 * (the SDK's `limitRate` stores its time stamp before sending, so a failed send blocked the
 * retry). Every failure becomes a SendError: "throttled", "not-configured" or "error".
 */
export const sendMessage = async (
  values: ContactValues,
  language: Language,
  { config = emailjsConfig, timeoutMs = sendTimeoutMs, now = Date.now }: SendOptions = {}
): Promise<void> => {
  if (!isConfigured(config)) throw new SendError("not-configured")
  if (sentRecently(now())) throw new SendError("throttled")
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(emailjsEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        service_id: config.serviceId,
        template_id: config.templateId,
        user_id: config.publicKey,
        template_params: templateParams(values, language),
      }),
      signal: controller.signal,
    })
    if (!response.ok) throw new SendError("error")
  } catch {
    // A refusal, a network error or the time-out (the request is aborted by then).
    throw new SendError("error")
  } finally {
    clearTimeout(timer)
  }
  writeStorage(lastSentKey, String(now()))
}
