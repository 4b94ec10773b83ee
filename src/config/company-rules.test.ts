import fs from "fs"
import path from "path"
import { describe, expect, it } from "vitest"
import { companyDetails, ratingOf } from "./company"
import { companyCollection } from "../cms/collections/company"
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

  it("takes a rating as all four of its fields or none, each named when it is left out", () => {
    const rating = {
      ratingValue: "4.8",
      ratingCount: "31",
      ratingSource: "Google",
      ratingUrl: "https://g.page/r/agency/review",
    }
    expect(validateCompany({ ...companyDetails, ...rating })).toEqual([])
    expect(validateCompany({ ...companyDetails, ...rating, ratingValue: "4,8" })).toEqual([])
    expect(
      validateCompany({ ...companyDetails, ratingValue: "4.8", ratingSource: "Google" })
    ).toEqual([
      'content/company.json: "ratingCount" is empty, but "ratingValue", "ratingSource" are set: a rating needs all four fields, or none',
      'content/company.json: "ratingUrl" is empty, but "ratingValue", "ratingSource" are set: a rating needs all four fields, or none',
    ])
    expect(
      validateCompany({
        ...companyDetails,
        ...rating,
        ratingValue: "5.5",
        ratingCount: "0",
        ratingUrl: "http://g.page",
      })
    ).toEqual([
      'content/company.json: "ratingValue" is "5.5": A number from 1 to 5 with at most one decimal, e.g. 4.9',
      'content/company.json: "ratingCount" is "0": A whole number of reviews, e.g. 27',
      'content/company.json: "ratingUrl" is "http://g.page": The page\'s full address, starting with https://',
    ])
  })

  it("reads a rating once it has an average, written either way, as a number", () => {
    const empty = { ratingValue: "", ratingCount: "", ratingSource: "", ratingUrl: "" }
    expect(ratingOf(empty)).toBeNull()
    expect(
      ratingOf(
        {
          ratingValue: "4,9",
          ratingCount: "27",
          ratingSource: "Google",
          ratingUrl: "https://x.pl",
        },
        true
      )
    ).toEqual({ value: 4.9, count: 27, source: "Google", url: "https://x.pl", demo: true })
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

  it("accepts only the listed transfer bases for the mailbox provider, naming the field", () => {
    for (const basis of ["eea", "adequacy", "dpf", "scc"])
      expect(validateCompany({ ...companyDetails, mailTransferBasis: basis })).toEqual([])
    expect(validateCompany({ ...companyDetails, mailTransferBasis: "SCC" })).toEqual([
      'content/company.json: "mailTransferBasis" is "SCC": One of: eea, adequacy, dpf, scc',
    ])
    expect(validateCompany({ ...companyDetails, mailProvider: "" })).toEqual([
      'content/company.json: "mailProvider" is missing or empty',
    ])
  })

  it("offers the transfer bases as a choice in the CMS, and the other details as text", () => {
    const fields = companyCollection.files[0].fields
    const basis = fields.find(field => field.name === "mailTransferBasis")
    expect(basis).toMatchObject({ widget: "select" })
    expect(basis && "options" in basis ? basis.options : []).toEqual(
      ["eea", "adequacy", "dpf", "scc"].map(value => expect.objectContaining({ value }))
    )
    expect(fields.find(field => field.name === "mailProvider")).toMatchObject({ widget: "string" })
  })

  it("takes the contact person's photo as optional, and checks it when given", () => {
    expect(validateCompany({ ...companyDetails, contactPhoto: "" })).toEqual([])
    expect(validateCompany({ ...companyDetails, contactPhoto: "/images/anna.jpg" })).toEqual([])
    expect(validateCompany({ ...companyDetails, contactPhoto: "javascript:alert(1)" })).toEqual([
      'content/company.json: "contactPhoto" is "javascript:alert(1)": A path under /images to a ' +
        "JPEG, PNG, WebP or AVIF file",
    ])
    expect(validateCompany({ ...companyDetails, contactName: " " })).toEqual([
      'content/company.json: "contactName" is missing or empty',
    ])
    const fields = companyCollection.files[0].fields
    expect(fields.find(field => field.name === "contactPhoto")).toMatchObject({
      widget: "image",
      required: false,
    })
  })
})
