import fs from "fs"
import { expect, test } from "./fixtures"
import { open } from "./helpers"
import { routeIds, routes } from "../../src/routes"
import { languages } from "../../src/i18n/languages"
import { movedRedirects } from "../../serving/rules"

const posts = [
  "/blog/strony-internetowe/rodzaje-stron-internetowych",
  "/en/blog/websites/types-of-websites/",
]
const canonical = [
  ...routeIds
    .filter(id => id !== "not-found")
    .flatMap(id => languages.map(language => routes[id][language])),
  ...posts,
]

/** The other trailing-slash form of an address, and its `index.html` form. */
const variants = (path: string) => {
  if (path === "/") return ["/index.html"]
  const folder = path.endsWith("/") ? path : `${path}/`
  return [path.endsWith("/") ? path.slice(0, -1) : `${path}/`, `${folder}index.html`]
}

test.describe("canonical addresses", () => {
  test("every page answers 200 at its canonical address, with no redirect", async ({ request }) => {
    for (const path of canonical) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      expect(response.headers()["content-type"], path).toContain("text/html")
    }
  })

  test("the other forms of an address answer one redirect to it", async ({ request, baseURL }) => {
    for (const path of canonical)
      for (const variant of variants(path)) {
        const response = await request.get(variant, { maxRedirects: 0 })
        expect([301, 308], variant).toContain(response.status())
        const location = new URL(response.headers()["location"] ?? "", baseURL)
        expect(location.pathname, variant).toBe(path)
      }
  })

  test("an index.html address opens the page, never the not-found page", async ({ page }) => {
    await open(page, "/en/contact/index.html")
    await expect(page).toHaveURL(/\/en\/contact\/$/)
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/not found/i)
    await open(page, "/en/index.html")
    await expect(page).toHaveURL(/\/en\/$/)
    await expect(
      page.getByText("Sorry, but the page you are looking for was not found.")
    ).toBeHidden()
    await open(page, "/kontakt/index.html")
    await expect(page).toHaveURL(/\/kontakt$/)
  })
})

test.describe("moved addresses", () => {
  test("an old address answers one 301 to the page's address now, which answers 200", async ({
    request,
    baseURL,
  }) => {
    for (const { from, to } of movedRedirects()) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status(), from).toBe(301)
      const location = new URL(response.headers()["location"] ?? "", baseURL)
      expect(location.pathname, from).toBe(to)
      const target = await request.get(to, { maxRedirects: 0 })
      expect(target.status(), to).toBe(200)
    }
  })

  test("the Polish case study and the undated post open at their new addresses", async ({
    page,
  }) => {
    await open(page, "/portfolio/booking-system-physiotherapy")
    await expect(page).toHaveURL(/\/portfolio\/system-rezerwacji-dla-gabinetu-fizjoterapii$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "pl")
    await open(page, "/en/blog/technologies/best-technologies-for-websites-and-apps-2025/")
    await expect(page).toHaveURL(
      /\/en\/blog\/technologies\/best-technologies-for-websites-and-apps\/$/
    )
    const post = fs.readFileSync(
      "content/blog/en/technologies/best-technologies-for-websites-and-apps.md",
      "utf8"
    )
    const title = JSON.parse(/^title: (".*")$/m.exec(post)?.[1] ?? '""') as string
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
  })
})
