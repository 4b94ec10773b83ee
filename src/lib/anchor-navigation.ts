import { normalizePath } from "../i18n/paths"
import { anchorLinkProblem, hashTarget, scrollToElement } from "./scroll"

/** Moves focus to the anchor's target without a second jump, for keyboard and screen readers. */
const focusTarget = (target: Element) => {
  if (!(target instanceof HTMLElement)) return
  if (
    !target.hasAttribute("tabindex") &&
    !/^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/.test(target.tagName)
  )
    target.setAttribute("tabindex", "-1")
  target.focus({ preventScroll: true })
}

export const scrollToHash = async (hash: string) => {
  const target = hashTarget(hash)
  if (!target) return
  await scrollToElement(target)
  focusTarget(target)
}

/**
 * Same-page anchor links (`#id`, or `/this-page#id`) scroll with the spec's offset and easing
 * instead of the browser's jump. Runs in the capture phase, before Gatsby's Link handler.
 */
export const handleAnchorClick = (event: MouseEvent) => {
  if (event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = (event.target as Element | null)?.closest?.("a[href*='#']")
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank") return
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin || !url.hash) return
  if (normalizePath(url.pathname) !== normalizePath(window.location.pathname)) return
  if (!hashTarget(url.hash)) return
  event.preventDefault()
  window.history.pushState(window.history.state, "", url.hash)
  void scrollToHash(url.hash)
}

/** In development, names every malformed anchor link on the page. */
export const warnMalformedAnchors = (doc: Document = document) => {
  doc.querySelectorAll("a[href*='#']").forEach(link => {
    const problem = anchorLinkProblem(link.getAttribute("href") ?? "")
    if (problem) console.warn(`[anchors] ${problem}`)
  })
}
