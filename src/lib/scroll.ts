import { anchorOffset } from "../styles/theme"

const scrollDurationMs = 1000

/** Out-circ easing: fast start, soft landing. */
export const easeOutCirc = (t: number): number => Math.sqrt(1 - Math.pow(t - 1, 2))

const prefersReducedMotion = (win: Window = window): boolean =>
  win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false

/** Where the window must scroll for the element to sit `offset` px below the top. */
export const targetY = (element: Element, win: Window = window, offset = anchorOffset): number =>
  Math.max(0, element.getBoundingClientRect().top + win.scrollY - offset)

type ScrollOptions = { duration?: number; offset?: number; win?: Window }

/**
 * Scrolls to an element with the spec's offset and easing; instantly when the visitor asks
 * for reduced motion. Resolves when the scroll ends.
 */
export const scrollToElement = (
  element: Element,
  { duration = scrollDurationMs, offset = anchorOffset, win = window }: ScrollOptions = {}
): Promise<void> => {
  const to = targetY(element, win, offset)
  const from = win.scrollY
  if (duration <= 0 || prefersReducedMotion(win) || from === to) {
    win.scrollTo(0, to)
    return Promise.resolve()
  }
  return new Promise(resolve => {
    const start = win.performance.now()
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / duration)
      win.scrollTo(0, from + (to - from) * easeOutCirc(progress))
      if (progress < 1) win.requestAnimationFrame(step)
      else resolve()
    }
    win.requestAnimationFrame(step)
  })
}

/** Finds the element a hash points at (`#contact-form`), tolerating encoded characters. */
export const hashTarget = (hash: string, doc: Document = document): Element | null => {
  const id = decodeURIComponent(hash.replace(/^#/, ""))
  return id ? doc.getElementById(id) : null
}

/**
 * Anchor links carry a root slash and a hash (`/kontakt#formularz-kontaktowy`).
 * Returns why a link is malformed, or null when it is fine.
 */
export const anchorLinkProblem = (href: string): string | null => {
  if (!href.includes("#")) return null
  if (href.startsWith("#")) return null
  if (/^[a-z]+:/i.test(href)) return null
  if (!href.startsWith("/")) return `anchor link "${href}" must start with a slash, e.g. "/${href}"`
  if (href.endsWith("#")) return `anchor link "${href}" has an empty hash`
  return null
}
