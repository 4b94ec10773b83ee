import { describe, expect, it } from "vitest"
import { fill, placeholdersIn } from "./fill"

describe("fill", () => {
  it("fills every placeholder it knows, numbers included, and leaves an unknown one as written", () => {
    expect(fill("{{name}} ({{name}}) {{count}} {{nope}}", { name: "Poczta", count: 0 })).toBe(
      "Poczta (Poczta) 0 {{nope}}"
    )
  })
})

describe("placeholdersIn", () => {
  it("lists the names a string uses", () => {
    expect(placeholdersIn("{{used}} of {{max}} characters")).toEqual(["used", "max"])
  })
})
