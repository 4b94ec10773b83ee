import { describe, expect, it } from "vitest"
import { company, mailTransferBases } from "../../config/company"
import { languages } from "../../i18n/languages"
import { readLocale } from "../../i18n/locale-files"
import { leaves } from "../../../scripts/content-lint/rules"
import { placeholdersIn } from "../../i18n/fill"
import type { Namespaces } from "../../i18n/namespaces"
import { fillSection, policyValues } from "./company-values"
import { policyFacts } from "./policy-facts"

const transfer = { eea: "Stays in the EEA.", scc: "Standard contractual clauses." }

describe("policyValues", () => {
  it("gives the provider, its country in the page's language and the wording of its basis", () => {
    const details = {
      ...company,
      mailProvider: "Poczta Sp. z o.o.",
      mailProviderCountry: { pl: "Irlandia", en: "Ireland" },
      mailTransferBasis: "scc",
    }
    expect(policyValues(details, "pl", transfer)).toMatchObject({
      mailProvider: "Poczta Sp. z o.o.",
      mailProviderCountry: "Irlandia",
      mailTransfer: "Standard contractual clauses.",
    })
    expect(policyValues(details, "en", transfer).mailProviderCountry).toBe("Ireland")
  })
})

describe("each service provider's transfer", () => {
  it("is worded from its basis in the company details, with its agreement's address", () => {
    const details = {
      ...company,
      emailjsTransferBasis: "eea",
      emailjsDpa: "https://example.org/dpa",
      cloudflareTransferBasis: "scc",
    }
    const values = policyValues(details, "en", transfer)
    expect(values.emailjsTransfer).toBe("Stays in the EEA.")
    expect(values.emailjsDpa).toBe("https://example.org/dpa")
    expect(values.cloudflareTransfer).toBe("Standard contractual clauses.")
    expect(values.googleDpa).toBe(company.googleDpa)
  })
})

describe("fillSection", () => {
  const values = { mailProvider: "Poczta sp. z o.o.", mailTransfer: "Stays in the EEA." }

  it("fills and typesets the title, paragraphs, list, entries and closing text of a section", () => {
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
      title: "3. Poczta sp. z\u00a0o.o.",
      paragraphs: ["p\u00a0Poczta sp. z\u00a0o.o."],
      items: ["i\u00a0Poczta sp. z\u00a0o.o."],
      entries: [{ term: "Poczta sp. z\u00a0o.o.", details: ["Stays in the EEA."] }],
      after: ["a\u00a0Poczta sp. z\u00a0o.o."],
    })
  })
})

describe("the privacy policy's placeholders", () => {
  it.each(languages)("are all company values, and every basis is worded (%s)", language => {
    const privacy = readLocale(language)[
      "privacy-policy"
    ] as unknown as Namespaces["privacy-policy"]
    const known = Object.keys({
      ...policyValues(company, language, privacy.mailTransfer),
      ...policyFacts(language, privacy),
      tagSettleSeconds: "",
    })
    const used = leaves(privacy).flatMap(({ value }) => placeholdersIn(value))
    for (const name of ["mailProvider", "mailTransfer", "emailjsTransfer", "emailjsDpa"])
      expect(used).toContain(name)
    for (const name of used) expect(known).toContain(name)
    expect(Object.keys(privacy.mailTransfer).sort()).toEqual([...mailTransferBases].sort())
  })
})
