import { describe, expect, it } from "vitest"
import { company, mailTransferBases } from "../../config/company"
import { languages } from "../../i18n/languages"
import { readLocale } from "../../i18n/locale-files"
import { leaves } from "../../../scripts/content-lint/rules"
import { placeholdersIn } from "../../i18n/fill"
import { fillSection, policyValues } from "./company-values"

const transfer = { eea: "Stays in the EEA.", scc: "Standard contractual clauses." }

describe("policyValues", () => {
  it("gives the provider, its country in the page's language and the wording of its basis", () => {
    const details = {
      ...company,
      mailProvider: "Poczta Sp. z o.o.",
      mailProviderCountry: { pl: "Irlandia", en: "Ireland" },
      mailTransferBasis: "scc",
    }
    expect(policyValues(details, "pl", transfer)).toEqual({
      mailProvider: "Poczta Sp. z o.o.",
      mailProviderCountry: "Irlandia",
      mailTransfer: "Standard contractual clauses.",
    })
    expect(policyValues(details, "en", transfer).mailProviderCountry).toBe("Ireland")
  })
})

describe("fillSection", () => {
  const values = { mailProvider: "Poczta", mailTransfer: "Stays in the EEA." }

  it("fills the title, paragraphs, list, entries and closing text of a section", () => {
    const section = fillSection(
      {
        id: "recipients",
        title: "3. {{mailProvider}}",
        paragraphs: ["p {{mailProvider}}"],
        items: ["i {{mailProvider}}"],
        entries: [{ term: "{{mailProvider}}", details: ["{{mailTransfer}}"] }],
        after: ["a {{mailProvider}}"],
      },
      values
    )
    expect(section).toEqual({
      id: "recipients",
      title: "3. Poczta",
      paragraphs: ["p Poczta"],
      items: ["i Poczta"],
      entries: [{ term: "Poczta", details: ["Stays in the EEA."] }],
      after: ["a Poczta"],
    })
  })
})

describe("the privacy policy's placeholders", () => {
  it.each(languages)("are all company values, and every basis is worded (%s)", language => {
    const privacy = readLocale(language).privacy as Record<string, unknown> & {
      mailTransfer: Record<string, string>
    }
    const known = Object.keys(policyValues(company, language, privacy.mailTransfer))
    const used = leaves(privacy).flatMap(({ value }) => placeholdersIn(value))
    expect(used).toContain("mailProvider")
    expect(used).toContain("mailTransfer")
    for (const name of used) expect(known).toContain(name)
    expect(Object.keys(privacy.mailTransfer).sort()).toEqual([...mailTransferBases].sort())
  })
})
