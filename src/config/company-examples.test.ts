import { describe, expect, it } from "vitest"
import { companyDetails } from "./company"
import {
  companyExamples,
  contactPersonIsExample,
  exampleDeployProblem,
  exampleFields,
  exampleWarning,
  printedDetailsAreExample,
} from "./company-examples"

const ownContactPerson = {
  contactName: "Jan Kowalski",
  contactRolePl: "współzałożyciel",
  contactRoleEn: "co-founder",
  contactEmail: "jan@agencja.pl",
  contactPhone: "+48 601 234 567",
}

describe("company example values", () => {
  it("names every field that still holds its example", () => {
    expect(
      exampleFields({ taxId: "000-000-00-00", krs: "123" }, { taxId: "000-000-00-00", krs: "0" })
    ).toEqual(["taxId"])
  })

  it("names the fields as content/company.json writes them", () => {
    const examples = { shareCapitalPl: "5 000,00 zł", shareCapitalEn: "PLN 5,000.00" }
    expect(
      exampleFields({ shareCapitalPl: "5 000,00 zł", shareCapitalEn: "PLN 50,000.00" }, examples)
    ).toEqual(["shareCapitalPl"])
  })

  it("reports the shipped example details, legal ones included", () => {
    const fields = exampleFields(companyDetails, companyExamples)
    for (const field of [
      "taxId",
      "krs",
      "registryCourt",
      "shareCapitalPl",
      "email",
      "answerTimePl",
      "mailProvider",
    ])
      expect(fields).toContain(field)
  })

  it("stops a deploy on EmailJS's transfer basis and agreement until the agency confirms them", () => {
    const problem = exampleDeployProblem(companyDetails) ?? ""
    expect(problem).toContain('emailjsTransferBasis: "scc"')
    expect(problem).toContain(`emailjsDpa: ${JSON.stringify(companyDetails.emailjsDpa)}`)
    const ownAgreement = { ...companyDetails, emailjsDpa: "https://example.org/emailjs-dpa.pdf" }
    expect(exampleFields(ownAgreement)).not.toContain("emailjsDpa")
    expect(exampleFields(companyDetails)).not.toContain("googleTransferBasis")
  })

  it("warns with each field's name, and stays silent without examples", () => {
    expect(exampleWarning(["krs", "shareCapital"])).toMatch(/example values: krs, shareCapital\./)
    expect(exampleWarning([])).toBeNull()
  })

  it("stops a deploy naming the file, each example field and its value", () => {
    const problem = exampleDeployProblem(
      { street: "ul. Przykładowa 12", taxId: "526-104-08-28", email: "kontakt@example.com" },
      "content/company.json",
      { street: "ul. Przykładowa 12", taxId: "000-000-00-00", email: "kontakt@example.com" }
    )
    expect(problem).toContain("content/company.json still holds example values:")
    expect(problem).toContain('street: "ul. Przykładowa 12"')
    expect(problem).toContain('email: "kontakt@example.com"')
    expect(problem).not.toContain("taxId")
  })

  it("stops a deploy while the contact person holds example values", () => {
    const problem = exampleDeployProblem(companyDetails)
    expect(problem).toContain('contactName: "Anna Przykładowa"')
    expect(problem).toContain('contactEmail: "anna@example.com"')
    expect(contactPersonIsExample()).toBe(true)
    expect(
      contactPersonIsExample({ ...companyDetails, ...ownContactPerson, street: "ul. Prawdziwa 1" })
    ).toBe(false)
  })

  it("lets a deploy go on no field holds its example", () => {
    const own = Object.fromEntries(Object.keys(companyExamples).map(key => [key, `own ${key}`]))
    expect(exampleDeployProblem(own)).toBeNull()
  })

  it("marks the printed details as examples while any of them holds its example", () => {
    const own = Object.fromEntries(Object.keys(companyExamples).map(key => [key, `own ${key}`]))
    expect(printedDetailsAreExample()).toBe(true)
    expect(printedDetailsAreExample(own)).toBe(false)
    expect(printedDetailsAreExample({ ...own, taxId: companyExamples.taxId })).toBe(true)
    expect(printedDetailsAreExample({ ...own, email: companyExamples.email })).toBe(true)
    // The contact person and the answer time are not printed with the company's details.
    expect(printedDetailsAreExample({ ...own, contactName: companyExamples.contactName })).toBe(
      false
    )
    expect(printedDetailsAreExample({ ...own, answerTimePl: companyExamples.answerTimePl })).toBe(
      false
    )
  })
})
