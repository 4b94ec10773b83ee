import fs from "fs"

/** Debian's Chromium where present (CHROMIUM_PATH or CHROME_PATH first); undefined elsewhere. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  process.env.CHROME_PATH ??
  (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined)

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
