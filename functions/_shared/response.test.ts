import { securityHeaders as siteHeaders } from "../../serving/rules"
import { languages } from "../../src/i18n/languages"
import { securityHeaders } from "./response"
import { pageLanguage, strings } from "./strings"

const withLanguage = (value: string) =>
  new Request("https://www.example.com/admin/auth", { headers: { "Accept-Language": value } })

describe("the sign-in pages", () => {
  it("send the site's own security headers", () => {
    expect(securityHeaders).toEqual(siteHeaders)
  })

  it("speak the site's languages", () => {
    expect(Object.keys(strings).sort()).toEqual([...languages].sort())
  })

  it.each([
    ["pl-PL,pl;q=0.9,en-US;q=0.8", "pl"],
    ["en-US,en;q=0.9,pl;q=0.8", "en"],
    ["de-DE,de;q=0.9,pl;q=0.5,en;q=0.4", "pl"],
    ["en;q=0.2, pl;q=0.7", "pl"],
    ["pl;q=0, en", "en"],
    ["de-DE", "en"],
    ["", "en"],
  ])("read the editor's language from Accept-Language %j", (header, language) => {
    expect(pageLanguage(withLanguage(header))).toBe(language)
  })
})
