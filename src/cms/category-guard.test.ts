import { describe, expect, it } from "vitest"
import { categoryGuard } from "./category-guard"

const entry = (values: Record<string, unknown>, category: string) => ({
  get: (key: string) => values[key],
  getIn: (path: string[]) => (path.join(".") === "data.category" ? category : undefined),
})

describe("categoryGuard", () => {
  it("lets a post be saved in its own category, and a new post anywhere", () => {
    const path = "content/blog/apps/types-of-web-applications.md"
    expect(categoryGuard({ entry: entry({ collection: "blog", path }, "apps") })).toBeUndefined()
    expect(
      categoryGuard({ entry: entry({ collection: "blog", newRecord: true, path }, "websites") })
    ).toBeUndefined()
  })

  it("stops moving an existing post to another category, saying what to do", () => {
    const path = "content/blog/apps/types-of-web-applications.md"
    expect(() => categoryGuard({ entry: entry({ collection: "blog", path }, "websites") })).toThrow(
      /filed under "apps".*create it anew/
    )
  })
})
