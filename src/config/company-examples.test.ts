import { describe, expect, it } from "vitest"
import { company } from "./company"
import { companyExamples, exampleFields, exampleWarning } from "./company-examples"

describe("company example values", () => {
  it("names every field that still holds its example", () => {
    expect(
      exampleFields({ taxId: "000-000-00-00", krs: "123" }, { taxId: "000-000-00-00", krs: "0" })
    ).toEqual(["taxId"])
  })

  it("compares amounts given per language as a whole", () => {
    const examples = { shareCapital: { pl: "5 000,00 zł", en: "PLN 5,000.00" } }
    expect(
      exampleFields({ shareCapital: { pl: "5 000,00 zł", en: "PLN 5,000.00" } }, examples)
    ).toEqual(["shareCapital"])
    expect(
      exampleFields({ shareCapital: { pl: "50 000,00 zł", en: "PLN 50,000.00" } }, examples)
    ).toEqual([])
  })

  it("reports the shipped example details, legal ones included", () => {
    const fields = exampleFields(company, companyExamples)
    for (const field of ["taxId", "krs", "registryCourt", "shareCapital", "email", "mailProvider"])
      expect(fields).toContain(field)
  })

  it("warns with each field's name, and stays silent without examples", () => {
    expect(exampleWarning(["krs", "shareCapital"])).toMatch(/example values: krs, shareCapital\./)
    expect(exampleWarning([])).toBeNull()
  })
})
