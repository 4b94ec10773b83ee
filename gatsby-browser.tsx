import "@fontsource-variable/inter/wght.css"
import type { GatsbyBrowser } from "gatsby"
import { handleAnchorClick, scrollToHash, warnMalformedAnchors } from "./src/lib/anchor-navigation"

export { wrapPageElement } from "./src/components/root-wrapper"

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  document.addEventListener("click", handleAnchorClick, true)
}

/** Marks the page as interactive, so end-to-end tests act only once React is in charge. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
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
