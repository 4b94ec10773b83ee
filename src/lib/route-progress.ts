/**
 * The slow-navigation signal: Gatsby calls `onRouteUpdateDelayed` when the next page's resources
 * take over a second, and `onRouteUpdate` once the page has rendered. gatsby-browser.tsx relays
 * them as window events; the layout's progress bar listens.
 */
export const routeDelayedEvent = "site:route-delayed"
export const routeSettledEvent = "site:route-settled"

export const announceRouteDelayed = () => window.dispatchEvent(new Event(routeDelayedEvent))
export const announceRouteSettled = () => window.dispatchEvent(new Event(routeSettledEvent))
