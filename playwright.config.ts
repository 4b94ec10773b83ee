import { defineConfig, devices } from "@playwright/test"
import { chromiumFlags, testBrowserPath } from "./scripts/chromium"
import { standInFlags } from "./tests/e2e/tag-stand-in"

/** nginx (self-hosting) and Cloudflare's Pages runtime (the CDN), each over the production build. */
export const servers = {
  nginx: Number(process.env.E2E_PORT ?? 9100),
  cloudflare: Number(process.env.E2E_CDN_PORT ?? 9200),
  /** The stand-in for Google's tag and collection hosts (tests/e2e/tag-origin.ts). */
  tagOrigin: Number(process.env.E2E_TAG_PORT ?? 9300),
}
const ci = Boolean(process.env.CI)

/** What depends on the server: status codes, headers, redirects, offline, analytics, share images. */
const servingSpecs =
  /(serving|addresses|offline|hostile-paths|analytics-[a-z]+|share-images|cms-sign-in)\.spec\.ts/
/**
 * Cloudflare's runtime only: the content manager's sign-in is a Pages Function; analytics and
 * consent happen in the browser, alike on either server (both send the same files and the same
 * policies: serving.spec.ts), so they run where the site is deployed.
 */
const cloudflareOnlySpecs = /(cms-sign-in|analytics-[a-z]+)\.spec\.ts/

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  reporter: [["list"]],
  // Generous waits, for events and never for time: on a busy 2-core machine a page can take
  // several seconds to become interactive, and a passing test never waits the whole of them.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    // A trace costs about a tenth of the suite's CPU when every test records one; a test that
    // fails records it on its retry (CI retries once). Locally: `npm run test:e2e -- --trace on`.
    trace: "on-first-retry",
    // Requests a service worker makes bypass page.route; only the offline spec lets it run.
    serviceWorkers: "block",
    // Debian's headless Chromium where present (scripts/chromium.ts); Playwright's own browser on a
    // developer laptop. Google's hosts lead to the local stand-in: nothing leaves the machine.
    launchOptions: {
      executablePath: testBrowserPath,
      args: [...chromiumFlags, ...standInFlags(servers.tagOrigin)],
    },
    ...devices["Desktop Chrome"],
  },
  projects: [
    {
      name: "nginx",
      testIgnore: cloudflareOnlySpecs,
      use: { baseURL: `http://localhost:${servers.nginx}` },
    },
    {
      name: "cloudflare",
      testMatch: servingSpecs,
      use: { baseURL: `http://localhost:${servers.cloudflare}` },
    },
  ],
  // The production build, never the dev server. A server already on one of these ports is never
  // taken for ours: Playwright stops and says the port is in use.
  webServer: [
    {
      command: `PORT=${servers.tagOrigin} npx tsx tests/e2e/tag-origin.ts`,
      url: `https://127.0.0.1:${servers.tagOrigin}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `PORT=${servers.nginx} bash scripts/serve-nginx.sh`,
      url: `http://localhost:${servers.nginx}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `PORT=${servers.cloudflare} npx tsx scripts/serve-cloudflare.ts`,
      url: `http://localhost:${servers.cloudflare}/`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
  ],
})
