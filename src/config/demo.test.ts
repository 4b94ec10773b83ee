import { describe, expect, it } from "vitest"
import { demoDeployProblem, demoMarkProblem, isDemo } from "./demo"

describe("demo content", () => {
  it("is on with SITE_DEMO set, off without it or at 0", () => {
    expect(isDemo({ SITE_DEMO: "1" })).toBe(true)
    expect(isDemo({ SITE_DEMO: "0" })).toBe(false)
    expect(isDemo({})).toBe(false)
  })

  it("stops a deploying build", () => {
    expect(demoDeployProblem({ SITE_DEMO: "1", SITE_DEPLOY: "1" })).toContain(
      "SITE_DEMO=1 with SITE_DEPLOY=1"
    )
    expect(demoDeployProblem({ SITE_DEMO: "1" })).toBeNull()
    expect(demoDeployProblem({ SITE_DEPLOY: "1" })).toBeNull()
  })

  it("keeps the demo mark to the fixtures, naming a file of content/ that has it", () => {
    expect(demoMarkProblem("fixtures/demo/team/pl/anna.md", { demo: true })).toEqual([])
    expect(demoMarkProblem(".demo-content/portfolio/pl/a.md", { demo: true })).toEqual([])
    expect(demoMarkProblem("content/team/pl/anna.md", {})).toEqual([])
    expect(demoMarkProblem("content/team/pl/anna.md", { demo: true })).toEqual([
      'content/team/pl/anna.md: frontmatter "demo" marks the fixtures of fixtures/demo only; remove it',
    ])
  })
})
