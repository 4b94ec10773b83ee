import http from "http"
import { expect, test } from "./fixtures"
import { hashedScriptName } from "../../serving/bundles"

/** An answer to a request sent byte for byte as written: no client tidies the path first. */
type RawAnswer = { status: number; location?: string; contentType: string; body: string }

/**
 * Sends `path` as it is. A browser or Playwright's request API would resolve `//evil.example`
 * against the page's origin or turn `\` into `/` before sending, which is what an attacker's
 * link does not get to rely on: the server sees exactly these bytes.
 */
const rawGet = (baseURL: string, path: string, method = "GET") =>
  new Promise<RawAnswer>((resolve, reject) => {
    const { hostname, port } = new URL(baseURL)
    const request = http.request(
      // Lenient parsing: a raw control character in a header must be seen, not crash the client.
      { hostname, port, path, method, insecureHTTPParser: true },
      response => {
        let body = ""
        response.setEncoding("utf8")
        response.on("data", (chunk: string) => (body += chunk))
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            contentType: String(response.headers["content-type"] ?? ""),
            body,
          })
        )
      }
    )
    request.on("error", reject)
    request.end()
  })

const long = (length: number) => "a".repeat(length)

/** Paths an attacker links to, hoping a redirect carries visitors to another host. */
const hostilePaths = [
  "//evil.example/index.html",
  "///evil.example/index.html",
  "////evil.example/index.html",
  "//evil.example:8080/x/index.html?a=1",
  "//evil.example/",
  "//evil.example/kontakt/",
  "///evil.example/en/",
  "//evil.example/en/contact/index.html",
  "/%5Cevil.example/index.html",
  "/%5C%5Cevil.example/index.html",
  "/%5C/evil.example/index.html",
  "/%5Cevil.example/",
  "/%2F%2Fevil.example/index.html",
  "/%2Fevil.example/index.html",
  "/%2F/evil.example/",
  "/%09/evil.example/index.html",
  "/%09%09evil.example/",
  "/%0D%0ALocation:%20http://evil.example/index.html",
  "/%0D%0ASet-Cookie:%20session=1/",
  "/%0A/evil.example/index.html",
  "/@evil.example/index.html",
  "//user:pass@evil.example/index.html",
  "//evil.example%2F@localhost/index.html",
  "//127.0.0.1:1/index.html",
  "//evil.example:443/",
  "/:443/index.html",
  "/en//evil.example/index.html",
  "/en/%5Cevil.example/index.html",
  "/en/%09/evil.example/index.html",
  "/en/%2F%2Fevil.example/",
  // Real pages reached through a hostile form of their address.
  "//kontakt/index.html",
  "/%5Ckontakt/index.html",
  "//kontakt/",
  "//en/contact/",
  "/%2Fen/contact/",
  "/kontakt/index.html?next=//evil.example",
  "/en/contact/index.html?next=%0D%0ALocation:%20//evil.example",
  // Very long paths.
  `/${long(300)}/index.html`,
  `//${long(3000)}.example/index.html`,
  `/${"x/".repeat(2000)}index.html`,
  `/${long(10_000)}`,
]

/** Paths that are only odd: encodings and traversal, answered with a plain refusal or a 404. */
const oddPaths = [
  "/%00/index.html",
  "/kontakt%00",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/..%2F..%2Fetc%2Fpasswd",
  "/%ff/index.html",
  "/%/index.html",
  "/%zz",
  "/robots.txt/",
  "/kontakt.html/x",
  "/_headers/x",
]

/**
 * The content manager's GitHub sign-in (functions/admin/, Pages Functions on the CDN; nginx does
 * not serve it), reached with parameters that try to name a destination or smuggle a header.
 */
const signInPaths = [
  "/admin/auth?provider=github&site_id=evil.example&scope=admin:org",
  "/admin/auth?redirect_uri=//evil.example&base_url=https://evil.example",
  "/admin/auth?scope=repo%0D%0ALocation:%20//evil.example",
  "/admin/callback?code=x&state=../../",
  "/admin/callback?code=x&state=//evil.example",
  "/admin/callback?code=x&state=%2F%2Fevil.example&redirect_uri=https://evil.example",
  "/admin/callback?error=access_denied&error_description=%3Cscript%3Ealert(1)%3C/script%3E",
  "//admin/auth",
  "/admin//callback?code=x&state=y",
  "/admin%2Fauth",
  "/admin/auth/%2F%2Fevil.example",
  "/admin/callback/..%2F..%2Fetc%2Fpasswd",
  "/%5Cadmin/callback?code=x",
]

/** The one 5xx the sign-in may give: the site has not been given its secrets (`npm start`). */
const notSetUp = (project: string, answer: RawAnswer) =>
  project === "cloudflare" &&
  answer.status === 503 &&
  answer.body.includes("GitHub sign-in is not set up yet")

/** No C0 control character nor DEL: a raw tab, CR or LF in Location is a header injection. */
const controlCharacter = /[\u0000-\u001f\u007f]/ // eslint-disable-line no-control-regex

/**
 * Cloudflare's local runtime (`wrangler pages dev`) looks each path up on the disk, and its file
 * system call throws on a NUL byte, a name over 255 bytes or a file used as a folder; it answers
 * 502 with the error. The deployed CDN looks paths up in its upload manifest and answers 404
 * (README, "Serving"). Only that answer, recognised by its own text, is let through.
 */
const localRuntimeFault = (project: string, answer: RawAnswer) =>
  project === "cloudflare" &&
  answer.status === 502 &&
  answer.body.startsWith("[wrangler] Could not serve static asset")

test.describe("hostile paths", () => {
  test("every redirect lands on the site's own origin, with no control character", async ({
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const origin = new URL(baseURL!).origin
    for (const path of hostilePaths) {
      const answer = await rawGet(baseURL!, path)
      const label = `${path.slice(0, 80)} → ${answer.status} ${answer.location ?? ""}`
      if (answer.status < 300 || answer.status >= 400) continue
      expect(answer.location, label).toBeTruthy()
      const location = answer.location ?? ""
      expect(controlCharacter.test(location), label).toBe(false)
      // As a browser reads it: backslashes are slashes, tabs and newlines are dropped.
      const resolved = new URL(location.replace(/\\/g, "/"), `${origin}${"/"}`)
      expect(resolved.origin, label).toBe(origin)
      expect(resolved.pathname.startsWith("//"), label).toBe(false)
    }
  })

  test("a hostile index.html address of no page is not found; a real page's still redirects", async ({
    baseURL,
  }) => {
    for (const path of [
      "//evil.example/index.html",
      "/%5Cevil.example/index.html",
      "/%09/evil.example/index.html",
    ]) {
      const answer = await rawGet(baseURL!, path)
      expect(answer.status, path).toBe(404)
      expect(answer.body, path).toContain("<html lang=")
    }
    // The specification: /index.html is /, and /x/index.html is the page x.
    for (const [path, target] of [
      ["/index.html", "/"],
      ["/kontakt/index.html", "/kontakt"],
      ["/en/contact/index.html", "/en/contact/"],
      ["/blog/strony-internetowe/rodzaje-stron-internetowych/index.html", null],
    ] as const) {
      const answer = await rawGet(baseURL!, path)
      expect([301, 308], path).toContain(answer.status)
      expect(answer.location, path).toBe(target ?? path.slice(0, -"/index.html".length))
    }
  })

  test("bad input gets a short 4xx, never a 5xx, a stack trace or a local file path", async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    for (const path of [...hostilePaths, ...oddPaths]) {
      const answer = await rawGet(baseURL!, path)
      const label = `${path.slice(0, 80)} → ${answer.status}`
      if (localRuntimeFault(testInfo.project.name, answer)) continue
      expect(answer.status, label).toBeLessThan(500)
      expect(answer.status, label).toBeGreaterThanOrEqual(200)
      expect(answer.body, label).not.toContain(process.cwd())
      expect(answer.body, label).not.toMatch(/\bat \S+ \(|node_modules|\/etc\/|Error:/)
      // A page of the site (the 404 page) or the server's one-line reason; a request too long
      // to read (414, 431) is refused by the HTTP layer, whose status line is the reason.
      if (answer.status >= 400 && ![414, 431].includes(answer.status))
        expect(answer.body.length, label).toBeGreaterThan(0)
      if (answer.status >= 400 && !answer.contentType.includes("text/html"))
        expect(answer.body.length, label).toBeLessThan(300)
    }
  })

  test("the sign-in addresses send no one to another origin, leak nothing and answer only GET", async ({
    baseURL,
  }, testInfo) => {
    const origin = new URL(baseURL!).origin
    for (const path of signInPaths)
      for (const method of ["GET", "POST"]) {
        const answer = await rawGet(baseURL!, path, method)
        const label = `${method} ${path} → ${answer.status} ${answer.location ?? ""}`
        if (localRuntimeFault(testInfo.project.name, answer)) continue
        if (!notSetUp(testInfo.project.name, answer)) expect(answer.status, label).toBeLessThan(500)
        if (answer.location) {
          expect(controlCharacter.test(answer.location), label).toBe(false)
          expect(new URL(answer.location.replace(/\\/g, "/"), `${origin}/`).origin, label).toBe(
            origin
          )
        }
        expect(answer.body, label).not.toContain(process.cwd())
        expect(answer.body, label).not.toMatch(/\bat \S+ \(|node_modules|<script>alert|Error:/)
        if (method === "POST") expect([301, 308, 404, 405], label).toContain(answer.status)
      }
  })

  test("serves nothing that is not part of the site", async ({ baseURL, page }, testInfo) => {
    for (const path of [
      "/_headers",
      "/_redirects",
      "/webpack.stats.json",
      "/chunk-map.json",
      "/chunk-map.json.br",
      "/webpack.stats.json.gz",
    ]) {
      const answer = await rawGet(baseURL!, path)
      // The CDN reads its rule files and never serves them; the local runtime then looks for
      // `/_headers/index.html` on the disk and stumbles (see localRuntimeFault).
      if (localRuntimeFault(testInfo.project.name, answer)) continue
      expect(answer.status, path).toBe(404)
      expect(answer.body, path).not.toMatch(/Content-Security-Policy:|index\.html {2}\/|"chunks"/)
    }
    // No source map is deployed: not next to a bundle the pages load, nor named in one.
    await page.goto("/")
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
    const bundles = await page
      .locator("script[src]")
      .evaluateAll(nodes => nodes.map(node => node.getAttribute("src") ?? ""))
    const hashed = bundles.filter(src => hashedScriptName(src) !== undefined)
    expect(hashed.length).toBeGreaterThan(0)
    for (const bundle of hashed) {
      expect((await rawGet(baseURL!, `${bundle}.map`)).status, `${bundle}.map`).toBe(404)
      expect((await rawGet(baseURL!, bundle)).body, bundle).not.toContain("sourceMappingURL")
    }
  })

  test("pages never fetch Gatsby's build records, on load or on a move within the site", async ({
    page,
  }) => {
    const fetched: string[] = []
    page.on("request", request => fetched.push(new URL(request.url()).pathname))
    await page.goto("/en/")
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
    await page.getByRole("navigation").first().getByRole("link", { name: "Contact" }).click()
    await expect(page).toHaveURL(/\/en\/contact\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect(fetched.filter(path => /chunk-map|webpack\.stats|\.map$/.test(path))).toEqual([])
    expect(fetched.some(path => path.startsWith("/page-data/en/contact/"))).toBe(true)
  })
})
