// @vitest-environment jsdom
import React from "react"
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { readLocale } from "../../i18n/locale-files"
import { renderPage } from "../../test/render"
import { PolicySection, type PolicySectionContent } from "./policy-section"

const section: PolicySectionContent = {
  id: "cookies",
  title: "5. Cookies",
  paragraphs: ["Read the [Google privacy policy](https://policies.google.com/privacy) first."],
  items: ["One item"],
  entries: [{ term: "`_ga`", details: ["Analytics cookie.", "2 years."] }],
  after: ["Closing words."],
}

describe("PolicySection", () => {
  it("renders links, storage names as code, the list, the entries and the closing text", () => {
    renderPage(<PolicySection section={section} newTab="(opens in a new tab)" />, {
      language: "en",
    })
    const region = screen.getByRole("region", { name: "5. Cookies" })
    const link = within(region).getByRole("link", { name: /^Google privacy policy/ })
    expect(link).toHaveAttribute("href", "https://policies.google.com/privacy")
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveTextContent("(opens in a new tab)")
    expect(within(region).getByText("_ga").tagName).toBe("CODE")
    expect(within(region).getByRole("term")).toHaveTextContent("_ga")
    expect(
      within(region)
        .getAllByRole("definition")
        .map(dd => dd.textContent)
    ).toEqual(["Analytics cookie.", "2 years."])
    expect(within(region).getByText("One item")).toBeInTheDocument()
    expect(within(region).getByText("Closing words.")).toBeInTheDocument()
  })
})

describe("privacy policy content", () => {
  // The site's own keys come from the code (policy-facts.test.ts); these are its libraries'.
  const storageNames = ["gatsby-reload-compilation-hash-match", "_ga", "keyval-store"]

  it.each(["pl", "en"] as const)(
    "names every browser-storage entry and recipient in %s",
    language => {
      const text = JSON.stringify(readLocale(language)["privacy-policy"])
      for (const name of storageNames) expect(text).toContain(`\`${name}\``)
      for (const recipient of ["EmailJS Pte. Ltd.", "Google Ireland Limited", "Cloudflare, Inc."])
        expect(text).toContain(recipient)
      for (const id of [
        "definitions",
        "personal-data",
        "cookies",
        "server-logs",
        "facebook",
        "rights",
      ])
        expect(text).toContain(`"id":"${id}"`)
    }
  )
})
