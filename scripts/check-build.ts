/**
 * Checks over the deployable site in `dist/`, with Gatsby's records of the build from `public/`:
 * every route has its HTML with a language, a title and a canonical link, no translation key
 * leaked into the page, the English 404 page catches every unknown English path, the byte budgets
 * hold and the content manager stays in admin/. A failure names the page and the finding.
 */
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { routeIds, routes } from "../src/routes"
import { languages } from "../src/i18n/languages"
import {
  localeNamespaces as namespaces,
  readNamespace as readLocale,
} from "../src/i18n/locale-files"
import { loaderSources } from "../serving/defer-bundles"
import {
  appEntryMaxBytes,
  appModulesChunk,
  compileHint,
  compileHintBundles,
  hashedBundle,
  hashedScriptName,
} from "../serving/bundles"
import { mainCopyWords, minMainCopyWords } from "./main-copy"
import { buildRecords, cdnRuleFiles, shareImagePrefix } from "../serving/rules"
import { isLaterListPage } from "../src/features/blog/pagination"
import { walk } from "../src/lib/files"
import {
  isVisitorPage,
  deployDir,
  isNotFoundPage,
  readBuiltPages,
  servedFile,
} from "../src/lib/built-pages"
import { shareImageSize } from "../src/config/share-image"
import { pageFonts } from "./page-fonts"
import { homeScriptBudgetKb } from "../src/config/budgets"
import { contactOnlyCode, unmatchedMarkers } from "./contact-only-code"
import { precacheUrls } from "./precache-urls"

// The deployable site, and what Gatsby wrote, where its records of the build stay.
const siteDir = path.resolve(deployDir)
const gatsbyDir = path.resolve("public")
const problems: string[] = []

// Where the host finds a page: `/en/x/` in `en/x/index.html`, `/x` in `x.html`.
const htmlFile = (pagePath: string) => path.join(siteDir, servedFile(pagePath))
const builtPages = readBuiltPages()

// A flat key such as "blog.readingTime" showing as text means a page lacks that namespace.
const dottedKeys = [
  ...new Set(
    languages.flatMap(language =>
      namespaces(language).flatMap(ns => Object.keys(readLocale(language, ns)))
    )
  ),
].filter(key => key.includes("."))

for (const id of routeIds) {
  for (const language of languages) {
    const pagePath = routes[id][language]
    const file = htmlFile(pagePath)
    if (!fs.existsSync(file)) {
      problems.push(`${pagePath}: no HTML file at ${path.relative(".", file)}`)
      continue
    }
    const html = fs.readFileSync(file, "utf8")
    if (!html.includes(`<html lang="${language}"`))
      problems.push(`${pagePath}: lang is not ${language}`)
    if (!/<title[^>]*>[^<]{10,}<\/title>/.test(html)) problems.push(`${pagePath}: no title`)
    if (id !== "not-found" && !html.includes('rel="canonical"'))
      problems.push(`${pagePath}: no canonical link`)
    const body = html.slice(html.indexOf("<body"))
    const text = body.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ")
    for (const key of dottedKeys)
      if (new RegExp(`(^|\\s)${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s|$)`).test(text))
        problems.push(`${pagePath}: untranslated key "${key}" shows on the page`)
    // Consent first: no page loads, configures or preconnects to Google's tag by itself.
    if (/<(script|link)[^>]*googletagmanager|gtag\(["'](js|config)/.test(html))
      problems.push(`${pagePath}: the page loads or configures Google's tag before consent`)
    if (/(^|\s)(seo|header|hero)\.(title|text)(\s|$)/.test(text))
      problems.push(`${pagePath}: an untranslated key shows on the page`)
  }
}

const matchPaths = JSON.parse(fs.readFileSync(path.resolve(".cache/match-paths.json"), "utf8")) as {
  path: string
  matchPath: string
}[]
const english404 = matchPaths.find(entry => entry.path === routes["not-found"].en)
if (english404?.matchPath !== "/en/*")
  problems.push(`/en/404.html: matchPath is ${english404?.matchPath ?? "missing"}, not /en/*`)
if (matchPaths.some(entry => entry.matchPath.startsWith("/en/en/")))
  problems.push("a page has a doubled /en/en/ matchPath")

// Only the site is deployed: not Gatsby's records of its bundles (the post-build step leaves them
// out), not source maps (src/gatsby-node/webpack.ts turns them off). The CDN's rule files stay
// for the CDN, which never serves them; nginx answers 404 for them.
for (const name of buildRecords)
  if (fs.existsSync(path.join(siteDir, name)))
    problems.push(`${name} is in ${deployDir}/: the post-build step should have left it out`)
for (const file of walk(siteDir).map(name => path.relative(siteDir, name)))
  if (/\.map(\.br|\.gz)?$/.test(file)) problems.push(`${file}: a source map is deployed`)
for (const name of cdnRuleFiles)
  if (!fs.existsSync(path.join(siteDir, name))) problems.push(`${name} is missing`)
// Gatsby's runtime gets its chunk map inlined in each page (window.___chunkMapping) and never
// fetches the records: if an upgrade made it, removing them would break pages.
for (const file of fs.readdirSync(siteDir).filter(name => name.endsWith(".js")))
  for (const name of buildRecords)
    if (fs.readFileSync(path.join(siteDir, file), "utf8").includes(name))
      problems.push(`${file} refers to ${name}, which is not deployed: Gatsby's runtime needs it`)

// Gatsby's record of its bundles, which nothing in Gatsby documents: the checks below read each
// chunk's files from `assetsByChunkName`. A Gatsby upgrade may change it.
const stats = JSON.parse(fs.readFileSync(path.join(gatsbyDir, "webpack.stats.json"), "utf8")) as {
  assetsByChunkName?: Record<string, unknown>
}
const assetsByChunkName = stats.assetsByChunkName ?? {}
if (
  !Object.keys(assetsByChunkName).length ||
  !Object.values(assetsByChunkName).every(
    files => Array.isArray(files) && files.every(file => typeof file === "string")
  )
) {
  console.error(
    "Build output check failed: webpack.stats.json has no `assetsByChunkName` mapping each chunk " +
      "to its files. The budget and contact-page checks read the bundles from it: Gatsby has " +
      "changed its stats file."
  )
  process.exit(1)
}
const chunkFiles = assetsByChunkName as Record<string, string[]>
for (const [chunk, files] of Object.entries(chunkFiles))
  for (const file of files)
    if (!fs.existsSync(path.join(siteDir, file)))
      problems.push(`webpack.stats.json: ${chunk} lists ${file}, which is not in ${deployDir}/`)

// Only this build's bundles are deployed: each is listed in the stats, or named by the webpack
// runtime's map of the chunks it loads on demand. One that neither names is an earlier build's,
// left in a kept public/ (src/gatsby-node/webpack.ts removes them: keptByClean).
const listedFiles = new Set(Object.values(chunkFiles).flat())
const deployedScripts = fs
  .readdirSync(siteDir)
  .filter(name => name.endsWith(".js"))
  .map(name => fs.readFileSync(path.join(siteDir, name), "utf8"))
for (const file of fs.readdirSync(siteDir).filter(name => hashedBundle.test(`/${name}`))) {
  const hash = /-([0-9a-f]{20})\.(js|css)$/.exec(file)?.[1] ?? file
  if (!listedFiles.has(file) && !deployedScripts.some(code => code.includes(hash)))
    problems.push(
      `${file}: no chunk of this build names it, so an earlier build's bundle is deployed; ` +
        `check keptByClean in src/gatsby-node/webpack.ts`
    )
}

// Every page of dist/ is one of Gatsby's pages: a page its list lacks would get no redirect rule.
const servedPages = new Set(builtPages.map(({ address }) => servedFile(address)))
for (const file of walk(siteDir, ["_gatsby", "admin"]).filter(name => name.endsWith(".html"))) {
  const relative = path.relative(siteDir, file).split(path.sep).join("/")
  if (!servedPages.has(relative))
    problems.push(
      `${relative} is deployed, but Gatsby's page list (src/lib/built-pages.ts) lacks it`
    )
}

// The compile hint opens every script bundle (src/gatsby-node/webpack.ts adds it after
// minification, which would drop it as any other comment).
const scriptBundles = fs.readdirSync(siteDir).filter(file => compileHintBundles.test(file))
for (const file of scriptBundles)
  if (!fs.readFileSync(path.join(siteDir, file), "utf8").startsWith(`${compileHint}\n`))
    problems.push(`${file} does not open with V8's compile hint (${compileHint})`)

// The app bundle holds Gatsby's entry alone, and the chunk with the rest of its modules loads
// before it (src/gatsby-node/webpack.ts): an upgrade that renames the entry or the split's
// options would put them back together, or move the entry out of the app bundle too.
const appFiles = chunkFiles.app ?? []
const appEntry = appFiles.find(file => hashedScriptName(`/${file}`) === "app")
const appModules = appFiles.find(file => hashedScriptName(`/${file}`) === appModulesChunk)
if (!appEntry || !appModules || appFiles.indexOf(appModules) > appFiles.indexOf(appEntry))
  problems.push(
    `webpack.stats.json: the app's files are ${appFiles.join(", ")}; expected the ` +
      `${appModulesChunk} chunk and then the app bundle with Gatsby's entry alone (gatsby-node.ts)`
  )
else {
  const entryBytes = fs.statSync(path.join(siteDir, appEntry)).size
  if (entryBytes > appEntryMaxBytes || entryBytes < 1000)
    problems.push(
      `${appEntry} is ${entryBytes} bytes: the app bundle should hold Gatsby's entry ` +
        `(.cache/production-app.js) alone, 1,000-${appEntryMaxBytes} bytes (gatsby-node.ts)`
    )
}

// Formik, yup and EmailJS belong to the contact page alone, never to the shared bundle.
problems.push(
  ...unmatchedMarkers(
    fs
      .readdirSync(siteDir)
      .filter(name => name.endsWith(".js"))
      .map(name => fs.readFileSync(path.join(siteDir, name), "utf8"))
  )
)
/** A chunk's scripts that are deployed, with their code. */
const scriptsOf = (chunk: string) =>
  (chunkFiles[chunk] ?? [])
    .filter(name => name.endsWith(".js") && fs.existsSync(path.join(siteDir, name)))
    .map(name => ({ name, code: fs.readFileSync(path.join(siteDir, name), "utf8") }))
for (const chunk of Object.keys(chunkFiles).filter(name => !name.includes("contact")))
  for (const { name: file, code } of scriptsOf(chunk).filter(
    ({ name }) => !name.includes("contact")
  ))
    for (const { name, marker } of contactOnlyCode)
      if (marker.test(code))
        problems.push(`${chunk}: ${file} ships ${name}, which only the contact page needs`)

// The project planner belongs to its page alone (/wycena, /en/estimate/): its code, recognised by
// the result panel's test id, is in the estimate template's chunk and in no other chunk's scripts.
const plannerMarker = /estimate-result/
const plannerChunk = "component---src-templates-estimate-tsx"
if (!scriptsOf(plannerChunk).some(({ code }) => plannerMarker.test(code)))
  problems.push(
    `${plannerChunk}: no script carries the planner's marker ${String(plannerMarker)}; if the ` +
      `template or the test id was renamed, update the marker here, or this check passes over nothing`
  )
for (const chunk of Object.keys(chunkFiles).filter(name => name !== plannerChunk))
  for (const { name } of scriptsOf(chunk).filter(({ code }) => plannerMarker.test(code)))
    problems.push(`${chunk}: ${name} ships the project planner, which only its own page needs`)

// The offline plugin's app shell: the service worker serves the Polish one (src/lib/sw-append.js),
// and src/gatsby-node/pages.ts deletes the English copy the i18n plugin makes of it, by its path.
// If the plugin renames the page, both would go wrong without a word: say so here.
const appShell = "offline-plugin-app-shell-fallback"
if (!fs.existsSync(path.join(siteDir, appShell, "index.html")))
  problems.push(
    `${deployDir}/${appShell}/index.html is missing: gatsby-plugin-offline names its app shell ` +
      `otherwise now; update src/lib/sw-append.js, src/gatsby-node/pages.ts and this check`
  )
if (fs.existsSync(path.join(siteDir, "en", appShell)))
  problems.push(
    `${deployDir}/en/${appShell}/ exists: the English copy of the app shell was not deleted; check the ` +
      `path src/gatsby-node/pages.ts deletes against the page gatsby-plugin-react-i18next creates`
  )

// The content manager (Decap CMS) lives in admin/ alone: no bundle of the site carries it.
for (const file of fs.readdirSync(siteDir).filter(name => name.endsWith(".js")))
  if (/decap/i.test(fs.readFileSync(path.join(siteDir, file), "utf8")))
    problems.push(`${file} ships Decap CMS code, which belongs to admin/ only`)
const adminDir = path.join(siteDir, "admin")
const adminHtml = fs.existsSync(path.join(adminDir, "index.html"))
  ? fs.readFileSync(path.join(adminDir, "index.html"), "utf8")
  : ""
const adminScript = /<script src="\/admin\/([\w-]+\.js)"/.exec(adminHtml)?.[1]
if (!adminHtml) problems.push("admin/index.html is missing (scripts/build-cms.ts)")
else {
  if (!/<meta name="robots" content="noindex/.test(adminHtml))
    problems.push("admin/index.html is not marked noindex")
  if (!adminHtml.includes('<meta http-equiv="Content-Security-Policy"'))
    problems.push("admin/index.html has no Content-Security-Policy of its own")
  if (!adminScript || !fs.existsSync(path.join(adminDir, adminScript)))
    problems.push(
      `admin/index.html loads ${adminScript ?? "no script"}, which is not in ${deployDir}/admin/`
    )
}
const sitemaps = fs.readdirSync(siteDir).filter(name => /^sitemap.*\.xml$/.test(name))
for (const file of sitemaps)
  if (fs.readFileSync(path.join(siteDir, file), "utf8").includes("/admin"))
    problems.push(`${file} lists the content manager`)

// Budget: script the home page transfers (brotli, as served), deterministic byte counts: what its
// bundle loader runs, and its template's chunks.
const homeHtml = fs.readFileSync(path.join(siteDir, "index.html"), "utf8")
const homeLoader = loaderSources(homeHtml)
// The post-build step finds Gatsby's bundle tags by their form (serving/defer-bundles.ts):
// a Gatsby upgrade that writes them otherwise would leave pages loading their bundles at once.
if (
  !homeLoader.some(source => hashedScriptName(source) === "app") ||
  /<script src="[^"]*" async/.test(homeHtml)
)
  problems.push(
    "index.html: the bundle loader does not run the app bundle, or a bundle tag is left in the " +
      "page: Gatsby writes its bundle tags in a form the post-build step does not know"
  )
// The home template's chunk by the name webpack gives it from the template's file: a renamed
// template or a Gatsby upgrade that names chunks otherwise would leave it out of the budget.
const homeChunk = "component---src-templates-home-tsx"
if (!chunkFiles[homeChunk]?.length)
  problems.push(
    `webpack.stats.json: no chunk named ${homeChunk}, so the home page's script budget would ` +
      `leave its template out: if src/templates/home.tsx moved or Gatsby names chunks otherwise, ` +
      `update homeChunk in scripts/check-build.ts`
  )
const homeScripts = [
  ...new Set([...homeLoader.map(source => source.slice(1)), ...(chunkFiles[homeChunk] ?? [])]),
].filter(file => file.endsWith(".js"))
const homeScriptKb =
  homeScripts.reduce(
    (sum, file) => sum + zlib.brotliCompressSync(fs.readFileSync(path.join(siteDir, file))).length,
    0
  ) / 1024
if (homeScriptKb > homeScriptBudgetKb)
  problems.push(
    `home page script is ${homeScriptKb.toFixed(1)} KB (brotli), over the ${homeScriptBudgetKb} KB budget`
  )

// Budget: the font files a page loads (the woff2 files whose @font-face unicode-range holds a
// character of its text), all of them preloaded, and nothing preloaded that its text does not use.
const fontBudgetKb = 60
const fontKbByPage = routeIds.flatMap(id =>
  languages.map(language => {
    const pagePath = routes[id][language]
    const file = htmlFile(pagePath)
    const html = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""
    const { faces, used, preloads } = pageFonts(html)
    for (const preload of preloads) {
      if (!faces.includes(preload) || !fs.existsSync(path.join(siteDir, preload)))
        problems.push(`${pagePath}: preload of ${preload}, which no @font-face names`)
      else if (!used.includes(preload))
        problems.push(`${pagePath}: preloads ${preload}, which none of its text is set in`)
    }
    for (const font of used)
      if (!preloads.includes(font))
        problems.push(`${pagePath}: its text needs ${font}, which it does not preload`)
    if (preloads.length === 0) problems.push(`${pagePath}: no font preloaded`)
    // gatsby-ssr.tsx leaves out gatsby-plugin-image's style, which its GatsbyImage needs.
    if (html.includes("data-gatsby-image-wrapper"))
      problems.push(`${pagePath}: GatsbyImage markup (draw images with <Picture>)`)
    if (/<link[^>]*as="font"[^>]*href="data:|<link[^>]*href="data:[^"]*"[^>]*as="font"/.test(html))
      problems.push(`${pagePath}: a font inlined as a data: URL (preload it as a file)`)
    const kb =
      [...new Set([...used, ...preloads])].reduce((sum, font) => {
        const fontFile = path.join(siteDir, font)
        return sum + (fs.existsSync(fontFile) ? fs.statSync(fontFile).size : 0)
      }, 0) / 1024
    if (kb > fontBudgetKb)
      problems.push(
        `${pagePath}: font files ${kb.toFixed(1)} KB, over the ${fontBudgetKb} KB budget`
      )
    return kb
  })
)
const fontKb = Math.max(...fontKbByPage)

// Budget: every page's data file, as written (link prefetching downloads it for each link in view).
// 16 KB since the pages get their text typeset (src/i18n/typeset.ts): no-break spaces and curly
// quotes take a byte or two more than plain ones, about 1 % of a page's data (153 bytes, 74 brotli,
// on the largest).
const pageDataBudgetKb = 16
const pageDataDir = path.join(siteDir, "page-data")
const pageDataFiles = walk(pageDataDir)
  .map(file => path.relative(pageDataDir, file))
  .filter(file => file.endsWith("page-data.json"))
  .map(file => ({ file, kb: fs.statSync(path.join(pageDataDir, file)).size / 1024 }))
  .sort((a, b) => b.kb - a.kb)
for (const { file, kb } of pageDataFiles.filter(({ kb }) => kb > pageDataBudgetKb))
  problems.push(
    `page-data/${file} is ${kb.toFixed(1)} KB, over the ${pageDataBudgetKb} KB page-data budget`
  )
const largestPageData = pageDataFiles[0]

// The portfolio page carries a card per project: the budget must also hold with 30 of them. The
// benchmark builds that many (`npm run bench`); here the built cards' average size projects it.
const portfolioBudgetProjects = 30
const projectedPortfolio = languages.map(language => {
  const file = path.join(
    pageDataDir,
    routes.portfolio[language].replace(/^\/|\/$/g, ""),
    "page-data.json"
  )
  const raw = fs.readFileSync(file, "utf8")
  const cards =
    (JSON.parse(raw) as { result: { pageContext: { projects?: unknown[] } } }).result.pageContext
      .projects ?? []
  const cardBytes = cards.reduce<number>(
    (sum, card) => sum + Buffer.byteLength(JSON.stringify(card)) + 1,
    0
  )
  const base = Buffer.byteLength(raw) - cardBytes
  const kb = cards.length
    ? (base + (cardBytes / cards.length) * portfolioBudgetProjects) / 1024
    : Buffer.byteLength(raw) / 1024
  return { path: routes.portfolio[language], cards: cards.length, kb }
})
for (const { path: pagePath, cards, kb } of projectedPortfolio)
  if (kb > pageDataBudgetKb)
    problems.push(
      `${pagePath}: page data would be ${kb.toFixed(1)} KB with ${portfolioBudgetProjects} projects like its ${cards}, ` +
        `over the ${pageDataBudgetKb} KB budget: shorten the shared texts or the project summaries`
    )

// Every page a visitor may land on says enough to be worth it: at least 150 words of main copy.
// The contact page (a form) and the 404 pages are exempt, and so are a blog list's later pages:
// they hold the cards that are left (the last may have one), the list's first page its copy.
const exemptFromCopy = new Set<string>([...languages.map(language => routes.contact[language])])
const pageCopy = builtPages
  .map(({ address }) => address)
  .filter(
    page =>
      !exemptFromCopy.has(page) &&
      !isNotFoundPage(page) &&
      !isLaterListPage(page) &&
      isVisitorPage({ address: page })
  )
  .map(page => ({ page, html: fs.readFileSync(htmlFile(page), "utf8") }))
  .map(({ page, html }) => ({ page, words: mainCopyWords(html) }))
  .sort((a, b) => a.words - b.words)
for (const { page, words } of pageCopy.filter(({ words }) => words < minMainCopyWords))
  problems.push(
    `${page}: ${words} words of main copy, fewer than ${minMainCopyWords} (only the contact and 404 pages may have less)`
  )

// Every page has its own share image, deployed as a 1200x630 PNG, named for og:image and
// twitter:image alike; no image is shared by two pages.
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]
const pngSize = (file: string) => {
  const header = Buffer.alloc(24)
  const fd = fs.openSync(file, "r")
  fs.readSync(fd, header, 0, 24, 0)
  fs.closeSync(fd)
  // The PNG signature, then the IHDR chunk: width and height.
  return header.toString("latin1", 1, 4) === "PNG" && header.toString("latin1", 12, 16) === "IHDR"
    ? { width: header.readUInt32BE(16), height: header.readUInt32BE(20) }
    : undefined
}
const shareImageOwners = new Map<string, string>()
const sitePages = builtPages
  .filter(isVisitorPage)
  .map(({ address }) => ({ page: address, html: fs.readFileSync(htmlFile(address), "utf8") }))
for (const { page, html } of sitePages) {
  const image = metaContent(html, "og:image")
  if (!image) {
    problems.push(`${page}: no og:image`)
    continue
  }
  if (metaContent(html, "twitter:image") !== image)
    problems.push(`${page}: twitter:image is not its og:image (${image})`)
  const imagePath = new URL(image).pathname
  const file = path.join(siteDir, imagePath)
  if (!imagePath.startsWith(shareImagePrefix) || !fs.existsSync(file)) {
    problems.push(`${page}: its og:image ${imagePath} is not a share image in ${deployDir}/`)
    continue
  }
  const size = pngSize(file)
  if (size?.width !== shareImageSize.width || size.height !== shareImageSize.height)
    problems.push(
      `${imagePath} (${page}) is not a ${shareImageSize.width}x${shareImageSize.height} PNG`
    )
  const owner = shareImageOwners.get(imagePath)
  if (owner) problems.push(`${page} has the share image of ${owner}: ${imagePath}`)
  shareImageOwners.set(imagePath, page)
}

// Page data (and app data) must come from the network first, the cache only when offline.
const sw = fs.existsSync(path.join(siteDir, "sw.js"))
  ? fs.readFileSync(path.join(siteDir, "sw.js"), "utf8")
  : ""
// Page data, app data and slice data (a post's text) must come from the network first.
const swRoutes = [...sw.matchAll(/registerRoute\(\/(.+?)\/, new workbox\.strategies\.(\w+)/g)].map(
  ([, pattern, strategy]) => ({ pattern: new RegExp(pattern), strategy })
)
// A file the worker precaches but the site lacks fails its install (e.g. a removed chunk).
// Share images are for social networks: a visitor's worker must not download them all.
const precached = (() => {
  try {
    return sw ? precacheUrls(sw) : []
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error))
    return []
  }
})()
for (const url of precached) {
  if (!fs.existsSync(path.join(siteDir, url.split("?")[0])))
    problems.push(
      `sw.js precaches ${url}, which is not in ${deployDir}/: the worker would not install`
    )
  if (`/${url.replace(/^\//, "")}`.startsWith(shareImagePrefix))
    problems.push(`sw.js precaches ${url}: share images are for social networks, not visitors`)
}
if (!sw) problems.push("sw.js is missing")
else
  for (const url of [
    "https://example.com/page-data/kontakt/page-data.json",
    "https://example.com/page-data/app-data.json",
    "https://example.com/slice-data/post-body-1.json",
  ]) {
    const strategy = swRoutes.find(route => route.pattern.test(url))?.strategy
    if (strategy !== "NetworkFirst")
      problems.push(
        `sw.js: ${new URL(url).pathname} is fetched ${strategy ?? "uncached"}, not network-first`
      )
  }

for (const file of ["robots.txt", "sitemap-index.xml", "sitemap-0.xml"])
  if (!fs.existsSync(path.join(siteDir, file))) problems.push(`${file} is missing`)

if (problems.length) {
  console.error(`Build output check failed:\n- ${problems.join("\n- ")}`)
  process.exit(1)
}
console.log(
  `Build output check passed: ${routeIds.length * languages.length} routes, ` +
    `home page script ${homeScriptKb.toFixed(1)} KB of ${homeScriptBudgetKb} KB (brotli), ` +
    `fonts ${fontKb.toFixed(1)} KB a page of ${fontBudgetKb} KB, ` +
    `largest page data ${largestPageData.kb.toFixed(1)} KB of ${pageDataBudgetKb} KB ` +
    `(page-data/${largestPageData.file}), ` +
    `portfolio page data with ${portfolioBudgetProjects} projects ${Math.max(...projectedPortfolio.map(p => p.kb)).toFixed(1)} KB (projected), ` +
    `fewest words of main copy ${pageCopy[0]?.words ?? 0} of at least ${minMainCopyWords} (${pageCopy[0]?.page ?? "no page"}), ` +
    `${shareImageOwners.size} pages with their own share image, ` +
    `content manager only in admin/ ` +
    `(${(fs.statSync(path.join(adminDir, adminScript ?? "")).size / 1024).toFixed(0)} KB).`
)
