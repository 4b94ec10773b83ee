import { defineConfig, devices } from "@playwright/test"
import { chromiumFlags, chromiumPath } from "./scripts/chromium"

const port = Number(process.env.E2E_PORT ?? 9100)
const ci = Boolean(process.env.CI)

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    // Requests a service worker makes bypass page.route; only the offline spec lets it run.
    serviceWorkers: "block",
    // Debian's Chromium where present; Playwright's own browser on a developer laptop.
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The production build behind the production nginx configuration, never the dev server.
    command: `PORT=${port} bash scripts/serve-nginx.sh`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !ci,
    timeout: 60_000,
  },
})
