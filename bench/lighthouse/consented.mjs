/**
 * One Lighthouse navigation of a returning visitor who accepted analytics: the two consent keys
 * are in localStorage before any of the page's script runs. The CLI cannot set storage, so this
 * launches Chromium as the CLI does (chrome-launcher, same default flags), connects puppeteer-core
 * to it, and runs Lighthouse's Node API in that page. Runs under Node 22.19+ (see bench.ts).
 *
 *   node consented.mjs URL FLAGS_JSON STORAGE_JSON   prints the Lighthouse result (JSON)
 *
 * CHROME_PATH names the browser; FLAGS_JSON is Chromium's command-line flags as an array;
 * STORAGE_JSON the localStorage entries to set, as an object.
 */
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import puppeteer from "puppeteer-core"

const [url, flagsJson, storageJson] = process.argv.slice(2)
const chromeFlags = JSON.parse(flagsJson)
const storage = JSON.parse(storageJson)

const chrome = await chromeLauncher.launch({ chromeFlags, logLevel: "silent" })
let browser
try {
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  // The tab Chromium opened, as the CLI uses.
  const page = (await browser.pages())[0] ?? (await browser.newPage())
  // Every new document, before its scripts: about:blank has no storage to write, hence the catch.
  await page.evaluateOnNewDocument(entries => {
    try {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
    } catch {
      // an opaque origin
    }
  }, storage)
  const result = await lighthouse(
    url,
    {
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      throttlingMethod: "simulate",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    },
    undefined,
    page
  )
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
  // As the CLI does: a failed run (NO_NAVSTART, say) is an error, which the benchmark repeats.
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
  process.stdout.write(JSON.stringify(result.lhr))
} finally {
  await browser?.disconnect()
  chrome.kill()
}
