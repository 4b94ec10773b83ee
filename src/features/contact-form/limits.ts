/**
 * The form's sending limit, in a module of its own: the privacy policy states both values, and
 * importing them from send.ts would bring EmailJS's client into the policy's bundle.
 */

/** One message per browser every 10 seconds, counted from the last one that was sent. */
export const throttleMs = 10_000

/**
 * When this browser last sent a message (ms since the epoch), in localStorage. The name the
 * privacy policy lists (EmailJS's limitRate used it, with the same value).
 */
export const lastSentKey = "contact-form"
