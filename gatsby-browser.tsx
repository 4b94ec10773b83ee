import type { GatsbyBrowser } from "gatsby"
import { type ReactElement, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { handleAnchorClick, scrollToHash, warnMalformedAnchors } from "./src/lib/anchor-navigation"
import { announceRouteDelayed, announceRouteSettled } from "./src/lib/route-progress"

export { wrapPageElement } from "./src/components/root-wrapper"

/**
 * Hydrates inside a transition, so React works in short slices and yields to the browser between
 * them instead of blocking the main thread for the whole page at once (total blocking time).
 * A page without server-rendered markup is rendered from scratch, as Gatsby does: the offline
 * plugin's app shell, which a visitor gets offline for a page never loaded whole
 * (src/lib/sw-append.js). Measured against hydration outside a transition: see
 * bench/results/history.md.
 */
// Gatsby types this hook with React 17's legacy renderer signature, hence no annotation here.
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  if (!document.getElementById("gatsby-focus-wrapper")?.children.length) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  document.addEventListener("click", handleAnchorClick, true)
  // Gatsby waits for this promise: the rest of its start-up runs as a task of its own.
  return new Promise<void>(resolve => setTimeout(resolve, 0))
}

/** Marks the page as interactive, so end-to-end tests act only once React is in charge. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}

/** The spec's slow-navigation signal: the next page's resources took over a second. */
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  announceRouteDelayed()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  announceRouteSettled()
  if (process.env.NODE_ENV === "development") warnMalformedAnchors()
}

/**
 * Back and forward restore the saved position (Gatsby's default). Following a link to an
 * anchor on another page scrolls there with the spec's offset and easing instead.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps: { location },
  getSavedScrollPosition,
}) => {
  if (!location.hash || getSavedScrollPosition(location)) return true
  window.requestAnimationFrame(() => void scrollToHash(location.hash))
  return false
}
