import { generatedPost } from "./generate-content"
import { editPost, gatsbySteps, gatsbyTotal } from "./builds"

const output = [
  "\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess source and transform nodes - 1.871s",
  "success Building production JavaScript and CSS bundles - 30.345s",
  "success gatsby-plugin-react-i18next: create node: en/websites-headless-cms -",
  "success Building HTML renderer - 12.5s",
  "success run queries in workers - 43.182s - 2059/2059 6.00/s",
  "success Checking for changed pages - 0.001s",
  "success Checking for changed pages - 0.002s",
  "info Done building in 61.234 sec",
].join("\n")

describe("build output", () => {
  it("gives Gatsby's steps, longest first, repeated steps summed, cut-off lines left out", () => {
    const steps = gatsbySteps(output)
    expect(steps.slice(0, 3)).toEqual([
      { step: "run queries in workers", seconds: 43.182 },
      { step: "Building production JavaScript and CSS bundles", seconds: 30.345 },
      { step: "Building HTML renderer", seconds: 12.5 },
    ])
    expect(steps.find(s => s.step === "Checking for changed pages")?.seconds).toBeCloseTo(0.003)
    expect(steps.some(s => s.step.includes("headless-cms"))).toBe(false)
  })

  it("gives Gatsby's total", () => {
    expect(gatsbyTotal(output)).toBe(61.234)
    expect(gatsbyTotal("nothing")).toBeUndefined()
  })

  it("edits one sentence of a generated post's text", () => {
    const post = generatedPost("en", 0)
    const edited = editPost(post)
    expect(edited).not.toBe(post)
    expect(edited.split("\n---\n")[0]).toBe(post.split("\n---\n")[0])
    expect(() => editPost("no such sentence")).toThrow()
  })
})
