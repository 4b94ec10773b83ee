import { describe, expect, it } from "vitest"
import { caseStudyProblems } from "./case-study"

const file = "content/portfolio/en/clinic.md"

describe("case study validation", () => {
  it("accepts a project without any of the optional parts, and one with all of them", () => {
    expect(caseStudyProblems(file, {}, 2026)).toEqual([])
    expect(
      caseStudyProblems(
        file,
        {
          industry: "Healthcare",
          year: 2025,
          duration: "10 weeks",
          liveUrl: "https://clinic.example.com/",
          results: [{ value: "+58%", label: "more requests", source: "the client's inbox" }],
          gallery: [
            {
              image: "../images/a.png",
              dark: "../images/a-dark.png",
              alt: "Home",
              device: "desktop",
            },
            { image: "../images/b.webp", alt: "Form", device: "phone" },
          ],
        },
        2026
      )
    ).toEqual([])
  })

  it("names the file and the field of each broken part", () => {
    expect(
      caseStudyProblems(
        file,
        {
          year: 2030,
          liveUrl: "http://clinic.example.com",
          results: [{ value: "+58%", label: "more requests" }],
          gallery: [{ image: "../images/a.gif", device: "tablet" }],
        },
        2026
      )
    ).toEqual([
      `${file}: frontmatter "year" is "2030", expected a year up to 2026`,
      `${file}: frontmatter "liveUrl" is "http://clinic.example.com", expected an address starting with https://`,
      `${file}: frontmatter "results[0].source" is missing or empty: a figure is shown only with where it comes from`,
      `${file}: frontmatter "gallery[0].image" is "../images/a.gif", expected a file ending in .png, .jpg, .jpeg, .webp`,
      `${file}: frontmatter "gallery[0].alt" is missing or empty`,
      `${file}: frontmatter "gallery[0].device" is "tablet", expected one of desktop, phone`,
    ])
  })
})
