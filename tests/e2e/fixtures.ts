import { test as base, expect } from "@playwright/test"

/**
 * Every page gets a stubbed Google tag: an empty script, so `window.dataLayer` shows exactly what
 * the site pushed. (The hit ledger, analytics-ledger.spec.ts, runs the stand-in tag instead.)
 */
export const test = base.extend<{ stubAnalytics: void }>({
  stubAnalytics: [
    async ({ page }, use) => {
      await page.route(/googletagmanager\.com/, route =>
        route.fulfill({ status: 200, contentType: "text/javascript", body: "" })
      )
      await use()
    },
    { auto: true },
  ],
})

export { expect }
