import { contactOnlyCode, unmatchedMarkers } from "./contact-only-code"

describe("the contact page's own code in the built scripts", () => {
  it("finds every marker in the contact page's scripts", () => {
    const contactChunk = `import{Formik}from"formik";fetch("https://api.emailjs.com/api/v1.0/email/send")`
    const schemaChunk = `mixed:{required:"\${path} is a required field"}`
    expect(unmatchedMarkers(["app()", contactChunk, schemaChunk])).toEqual([])
  })

  it("names the marker to update when a library's text no longer matches it", () => {
    const problems = unmatchedMarkers([`Formik; api.emailjs.com; "\${path} must be filled in"`])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain("yup's marker /is a required field/")
    expect(problems[0]).toContain("update its marker in scripts/contact-only-code.ts")
  })

  it("recognises yup's default message, which the site's schema does not use", async () => {
    const { defaultLocale } = await import("yup")
    const required = defaultLocale.mixed?.required
    const marker = contactOnlyCode.find(({ name }) => name === "yup")?.marker
    expect(typeof required).toBe("string")
    expect(marker?.test(String(required))).toBe(true)
  })
})
