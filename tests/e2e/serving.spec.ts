import { expect, test } from "./fixtures"
import { open } from "./helpers"
import { allPages, onePagePerTemplate } from "./pages"
import { adminCspHeader } from "../../serving/admin-csp"
import { hashedScriptName } from "../../serving/bundles"

test.describe("production serving", () => {
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

  test("pages carry their own script policy; the header adds what a meta tag cannot", async ({
    request,
    page,
  }) => {
    const response = await request.get("/kontakt")
    const headers = response.headers()
    expect(headers["content-security-policy"]).toBe(
      "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'"
    )
    await page.goto("/kontakt")
    const policy =
      (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")) ??
      ""
    const scriptSrc = policy.split(";").find(part => part.trim().startsWith("script-src")) ?? ""
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).toContain("'sha256-")
    // Google's tag from its own host; its beacons to GA4's collection hosts; no frames.
    expect(scriptSrc).toContain("https://www.googletagmanager.com")
    const directive = (name: string) =>
      policy
        .split(";")
        .map(part => part.trim())
        .find(part => part.startsWith(`${name} `))
    expect(directive("connect-src")).toBe(
      "connect-src 'self' https://api.emailjs.com https://*.google-analytics.com https://*.analytics.google.com"
    )
    expect(directive("img-src")).toBe("img-src 'self' data:")
    expect(directive("frame-src")).toBe("frame-src 'none'")
    expect(policy).toContain("object-src 'none'")
    // The policy comes before the first script it governs.
    const html = await response.text()
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      html.indexOf("<script")
    )
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toContain("camera=()")
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
  })

  test("the content manager has its own policy, is not indexed and may open its sign-in pop-up", async ({
    request,
  }) => {
    const admin = (await request.get("/admin/")).headers()
    expect(admin["content-security-policy"]).toBe(adminCspHeader)
    expect(admin["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
    expect(admin["x-robots-tag"]).toBe("noindex")
    const page = (await request.get("/en/")).headers()
    expect(page["cross-origin-opener-policy"]).toBe("same-origin")
    expect(page["x-robots-tag"]).toBeUndefined()
  })

  test("the service worker and the offline shell have their policies too", async ({ request }) => {
    const worker = (await request.get("/sw.js")).headers()["content-security-policy"]
    expect(worker).toContain("default-src 'self'")
    expect(worker).toContain("script-src 'self';")
    const shell = await (await request.get("/offline-plugin-app-shell-fallback/")).text()
    expect(shell).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/
    )
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
    // The bundle loader adds the script tags once the content is on screen: wait until it has.
    await open(page, "/")
    const scripts = await page
      .locator("script[src]")
      .evaluateAll(nodes => nodes.map(node => node.getAttribute("src") ?? ""))
    const hashed = scripts.filter(src => hashedScriptName(src) !== undefined)
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

  test("a page of each template keeps its Content-Security-Policy, and so does sending the form", async ({
    page,
    request,
  }, testInfo) => {
    // Every page, on nginx, is in quality.spec.ts: a page's policy is its meta tag, the same file
    // on either server. What a server adds is the header policy, checked here on every page.
    test.setTimeout(120_000)
    const pages = allPages()
    for (const path of pages)
      expect((await request.get(path)).headers()["content-security-policy"], path).toBe(
        "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'"
      )
    await page.addInitScript(() => {
      const violations: string[] = []
      ;(window as unknown as { violations: string[] }).violations = violations
      document.addEventListener("securitypolicyviolation", event =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`)
      )
    })
    const violations = () =>
      page.evaluate(() => (window as unknown as { violations: string[] }).violations)
    await page.route(/api\.emailjs\.com/, route => route.fulfill({ status: 200, body: "OK" }))
    const sample = onePagePerTemplate(pages)
    // Twelve templates in each language, from the home page and the estimate planner to the 404 page.
    expect(sample.length, sample.join(" ")).toBe(24)
    // On nginx, quality.spec.ts visits every page with this same check.
    for (const path of testInfo.project.name === "nginx" ? [] : sample) {
      await page.goto(path)
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
      expect(await violations(), path).toEqual([])
    }
    await open(page, "/en/contact/")
    await page.getByLabel(/Full name/).fill("Anna Nowak")
    await page.getByLabel(/E-mail address/).fill("anna@example.com")
    await page.getByLabel(/^Message/).fill("We need a new website for our company, with a blog.")
    await page.getByRole("checkbox").check()
    await page.getByRole("button", { name: "Send message" }).click()
    await expect(page.getByText("Message has been sent.", { exact: false })).toBeVisible()
    expect(await violations()).toEqual([])
  })
})
