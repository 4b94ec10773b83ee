import { describe, expect, it } from "vitest"
import { validateProject } from "./projects"

const file = "content/portfolio/en/shop.md"
const good = {
  name: "Shop",
  client: "Retailer",
  summary: "An online shop",
  technologies: ["Gatsby"],
  image: "../images/shop.png",
  imageAlt: "A shop",
  order: 1,
}

describe("validateProject", () => {
  it("accepts a complete project", () => {
    expect(validateProject(file, good)).toEqual([])
  })

  it("names the file and each broken field", () => {
    expect(
      validateProject(file, { ...good, imageAlt: "", technologies: [], order: "first" })
    ).toEqual([
      `${file}: frontmatter "imageAlt" is missing or empty`,
      `${file}: frontmatter "technologies" must be a non-empty list of names`,
      `${file}: frontmatter "order" must be a whole number`,
    ])
  })
})
