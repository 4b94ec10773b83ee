import { expect, test } from "./fixtures"
import { open } from "./helpers"
import { allPages } from "./pages"

test.describe("production serving (nginx)", () => {
  test("an unknown English path answers 404 with the English page", async ({ request, page }) => {
    const response = await request.get("/en/no-such-page/")
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('<html lang="en"')
    await page.goto("/en/no-such-page/")
    await expect(
      page.getByText("Sorry, but the page you are looking for was not found.")
    ).toBeVisible()
  })

  test("any other unknown path answers 404 with the Polish page", async ({ request }) => {
    for (const path of ["/no-such-page", "/uslugi/nic", "/english/"]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await response.text()).toContain('<html lang="pl"')
    }
  })

  test("pages resolve with and without a trailing slash", async ({ request }) => {
    for (const path of ["/kontakt", "/kontakt/", "/en/contact/", "/en/contact", "/"])
      expect((await request.get(path)).status(), path).toBe(200)
  })

  test("HTML carries the security headers and a strict CSP", async ({ request }) => {
    const headers = (await request.get("/kontakt")).headers()
    const csp = headers["content-security-policy"]
    const scriptSrc = csp.split(";").find(part => part.trim().startsWith("script-src")) ?? ""
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).toContain("'sha256-")
    expect(scriptSrc).toContain("https://www.googletagmanager.com")
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com")
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive)
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toContain("camera=()")
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
  })

  test("the CSP comes with documents and the service worker, not with scripts and data", async ({
    request,
    page,
  }) => {
    for (const path of ["/", "/en/404.html", "/sw.js"])
      expect((await request.get(path)).headers()["content-security-policy"], path).toContain(
        "default-src 'self'"
      )
    await open(page, "/")
    const bundles = await page
      .locator("link[rel=preload][as=script]")
      .evaluateAll(nodes => nodes.map(node => node.getAttribute("href") ?? ""))
    expect(bundles.length).toBeGreaterThan(0)
    for (const path of [
      ...bundles,
      "/page-data/index/page-data.json",
      "/page-data/app-data.json",
    ]) {
      const headers = (await request.get(path)).headers()
      expect(headers["content-security-policy"], path).toBeUndefined()
      expect(headers["x-content-type-options"], path).toBe("nosniff")
    }
  })

  test("data and the service worker revalidate; hashed assets are immutable", async ({
    request,
    page,
  }) => {
    const postPage = "/page-data/blog/strony-internetowe/rodzaje-stron-internetowych/page-data.json"
    const postData = (await (await request.get(postPage)).json()) as {
      slicesMap: Record<string, string>
    }
    const articleData = `/slice-data/${postData.slicesMap["post-body"]}.json`
    for (const path of [
      "/page-data/app-data.json",
      "/page-data/kontakt/page-data.json",
      articleData,
      "/sw.js",
    ])
      expect((await request.get(path)).headers()["cache-control"], path).toBe(
        "public, max-age=0, must-revalidate"
      )
    await page.goto("/")
    const scripts = await page
      .locator("script[src]")
      .evaluateAll(nodes => nodes.map(node => node.getAttribute("src") ?? ""))
    const hashed = scripts.filter(src => /^\/[^/]+-[0-9a-f]{20}\.js$/.test(src))
    expect(hashed.length).toBeGreaterThan(0)
    for (const src of hashed) {
      const headers = (await request.get(src)).headers()
      expect(headers["cache-control"], src).toBe("public, max-age=31536000, immutable")
      expect(headers["x-content-type-options"]).toBe("nosniff")
    }
    await page.goto("/portfolio")
    const image = await page.locator("main img").first().getAttribute("src")
    expect(image).toMatch(/^\/static\//)
    const imageResponse = await request.get(image ?? "/static/")
    expect(imageResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
  })

  test("text is served compressed: brotli, else gzip", async ({ request }) => {
    const br = await request.get("/en/", { headers: { "accept-encoding": "br" } })
    expect(br.headers()["content-encoding"]).toBe("br")
    const gzip = await request.get("/en/", { headers: { "accept-encoding": "gzip" } })
    expect(gzip.headers()["content-encoding"]).toBe("gzip")
  })

  test("no page breaks its Content-Security-Policy", async ({ page, request }) => {
    test.setTimeout(120_000)
    await page.addInitScript(() => {
      const violations: string[] = []
      ;(window as unknown as { violations: string[] }).violations = violations
      document.addEventListener("securitypolicyviolation", event =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`)
      )
    })
    await page.route(/api\.emailjs\.com/, route => route.fulfill({ status: 200, body: "OK" }))
    for (const path of await allPages(request)) {
      await page.goto(path)
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
      expect(
        await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
        path
      ).toEqual([])
    }
  })
})
