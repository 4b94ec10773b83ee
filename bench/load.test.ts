import { describe, expect, it } from "vitest"
import { loadSchedule, summarize } from "./load"

describe("load test", () => {
  it("sends each page in turn, as many requests as asked", () => {
    const schedule = loadSchedule(["/a", "/b", "/c"], 1000)
    expect(schedule).toHaveLength(1000)
    expect(schedule.slice(0, 4)).toEqual(["/a", "/b", "/c", "/a"])
    expect(schedule.filter(path => path === "/a")).toHaveLength(334)
  })

  it("counts every answer but 200 as an error, no answer included", () => {
    const summary = summarize(
      [
        { path: "/a", status: 200, ms: 4 },
        { path: "/b", status: 200, ms: 2 },
        { path: "/c", status: 404, ms: 1 },
        { path: "/d", status: 0, ms: 10 },
      ],
      2
    )
    expect(summary).toMatchObject({
      requests: 4,
      errors: 2,
      statuses: { 200: 2, 404: 1, 0: 1 },
      p50: 2,
      p95: 10,
      max: 10,
      perSecond: 2,
    })
  })
})
