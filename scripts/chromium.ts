import fs from "fs"

const firstPresent = (...paths: string[]) => paths.find(path => fs.existsSync(path))

/** Debian's Chromium where present (CHROMIUM_PATH or CHROME_PATH first); undefined elsewhere. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? firstPresent("/usr/bin/chromium")

/**
 * The browser the end-to-end suite drives: Debian's `chromium-headless-shell`, the headless-only
 * build of the same Chromium (Playwright's own default for headless runs). On a 2-core machine it
 * opens a page in about half the CPU time of the full browser in headless mode (2.3 against 4.8
 * CPU-seconds for the contact page, hydrated), and the suite is CPU-bound. CHROMIUM_PATH still
 * wins; without either Debian package, Playwright's own browser.
 */
export const testBrowserPath =
  process.env.CHROMIUM_PATH ??
  process.env.CHROME_PATH ??
  firstPresent("/usr/bin/chromium-headless-shell", "/usr/bin/chromium")

/** Flags that work as root without a network (see the platform notes). */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
