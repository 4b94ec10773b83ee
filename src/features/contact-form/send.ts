import { emailjsConfig, isConfigured } from "../../config/site"
import type { Language } from "../../i18n/languages"
import type { ContactValues } from "./values"

export type SendFailure = "error" | "throttled" | "not-configured"

export class SendError extends Error {
  constructor(readonly kind: SendFailure) {
    super(kind)
  }
}

export const sendTimeoutMs = 15_000
/** One message per browser every 10 seconds. */
export const throttleMs = 10_000

/** The variables the EmailJS template receives (documented in the README). */
export const templateParams = (values: ContactValues, language: Language) => ({
  name: values.fullName.trim(),
  company: values.company.trim(),
  phone: values.phone.trim(),
  reply_to: values.email.trim(),
  message: values.message.trim(),
  language,
})

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SendError("error")), ms)
    promise.then(
      value => {
        clearTimeout(timer)
        resolve(value)
      },
      error => {
        clearTimeout(timer)
        reject(error)
      }
    )
  })

/**
 * Sends the message through EmailJS, loaded only when a message is sent.
 * Every failure becomes a SendError: "throttled", "not-configured" or "error".
 */
export const sendMessage = async (
  values: ContactValues,
  language: Language,
  { config = emailjsConfig, timeoutMs = sendTimeoutMs } = {}
): Promise<void> => {
  if (!isConfigured(config)) throw new SendError("not-configured")
  try {
    await withTimeout(
      import("@emailjs/browser").then(({ send }) =>
        send(config.serviceId, config.templateId, templateParams(values, language), {
          publicKey: config.publicKey,
          limitRate: { id: "contact-form", throttle: throttleMs },
        })
      ),
      timeoutMs
    )
  } catch (error) {
    if (error instanceof SendError) throw error
    const status = (error as { status?: number } | null)?.status
    throw new SendError(status === 429 ? "throttled" : "error")
  }
}
