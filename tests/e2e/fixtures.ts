import { test as base, expect } from "@playwright/test"

/**
 * Every page gets a stubbed Google tag: an empty script, so `window.dataLayer` shows exactly what
 * the site pushed and no request leaves the machine.
 */
export const test = base.extend<{ stubAnalytics: void }>({
  stubAnalytics: [
    async ({ page }, use) => {
      // Straight from Google's host, or through the site's third-party script proxy.
      await page.route(/googletagmanager\.com|\/__third-party-proxy\?/, route =>
        route.fulfill({ status: 200, contentType: "text/javascript", body: "" })
      )
      await use()
    },
    { auto: true },
  ],
})

export { expect }
