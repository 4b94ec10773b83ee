import fs from "fs"
import path from "path"
import { describe, expect, it } from "vitest"
import { companyDetails } from "./company"
import { companyRules, validateCompany } from "./company-rules"

describe("validateCompany", () => {
  it("accepts the committed details and has a rule for every one of them", () => {
    expect(validateCompany(companyDetails)).toEqual([])
    expect(Object.keys(companyRules).sort()).toEqual(Object.keys(companyDetails).sort())
  })

  it("names the file and each broken field", () => {
    const file = path.resolve(__dirname, "../../content/company.json")
    const details = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>
    expect(
      validateCompany({ ...details, email: "kontakt", postalCode: "00950", city: " " })
    ).toEqual([
      'content/company.json: "postalCode" is "00950": Write it as 00-000',
      'content/company.json: "city" is missing or empty',
      'content/company.json: "email" is "kontakt": An e-mail address, e.g. kontakt@example.com',
    ])
  })

  it("takes the answer time as the end of a sentence, in both languages", () => {
    expect(
      validateCompany({
        ...companyDetails,
        answerTimePl: "w ciągu 24 godzin",
        answerTimeEn: "within 24 hours",
      })
    ).toEqual([])
    expect(
      validateCompany({
        ...companyDetails,
        answerTimePl: "Szybko. Bardzo szybko",
        answerTimeEn: "",
      })
    ).toEqual([
      'content/company.json: "answerTimePl" is "Szybko. Bardzo szybko": A few words that end the ' +
        "sentence, without a full stop (3 to 60 characters)",
      'content/company.json: "answerTimeEn" is missing or empty',
    ])
  })
})
