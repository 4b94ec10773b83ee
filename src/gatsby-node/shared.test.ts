import path from "path"
import { describe, expect, it, vi } from "vitest"
import type { Reporter } from "gatsby"
import { dataOf, problemList, relativeFile, stopsOn, template, withProofStrings } from "./shared"

const reporter = () => {
  const panicOnBuild = vi.fn()
  return { panicOnBuild, reporter: { panicOnBuild } as unknown as Reporter }
}

describe("the build's shared steps", () => {
  it("names templates and files from the project's folder", () => {
    expect(template("blog")).toBe(path.resolve("src/templates/blog.tsx"))
    expect(relativeFile(path.resolve("content/blog/pl/a.md"))).toBe(
      path.join("content/blog/pl/a.md")
    )
  })

  it("lists problems under their heading, and stops the build only when there are some", () => {
    expect(problemList("Prices with errors", ["a", "b"])).toBe("Prices with errors:\na\nb")
    const quiet = reporter()
    expect(stopsOn(quiet.reporter, "Prices with errors", [])).toBe(false)
    expect(quiet.panicOnBuild).not.toHaveBeenCalled()
    const stopped = reporter()
    expect(stopsOn(stopped.reporter, "Prices with errors", ["a"])).toBe(true)
    expect(stopped.panicOnBuild).toHaveBeenCalledWith("Prices with errors:\na")
  })

  it("gives a query's data, or stops the build naming what it reads", () => {
    const ok = reporter()
    expect(dataOf({ data: { n: 1 } }, ok.reporter, "the posts")).toEqual({ n: 1 })
    const failed = reporter()
    const errors = [new Error("bad field")]
    expect(dataOf({ errors, data: { n: 1 } }, failed.reporter, "the posts")).toBeNull()
    expect(failed.panicOnBuild).toHaveBeenCalledWith("Could not read the posts", errors)
  })

  it("adds the proof namespace only to a page that shows proof", () => {
    const context = { language: "pl", ns: ["common", "blog"] }
    expect(withProofStrings(context, null)).toBe(context)
    expect(withProofStrings(context, 0)).toBe(context)
    expect(withProofStrings(context, { id: "anna" })).toEqual({
      language: "pl",
      ns: ["common", "blog", "proof"],
    })
    expect(context.ns).toEqual(["common", "blog"])
  })
})
