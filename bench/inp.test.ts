import { durationThreshold, interactionLatency, type EventEntry } from "./inp"

const entry = (name: string, duration: number, interactionId = 7): EventEntry => ({
  name,
  duration,
  interactionId,
  startTime: 1000,
  processingStart: 1010,
  processingEnd: 1030,
})

describe("an interaction's latency", () => {
  it("is its longest entry, split into delay, handlers and paint", () => {
    expect(
      interactionLatency([entry("pointerdown", 24), entry("click", 56), entry("mouseover", 200, 0)])
    ).toEqual({ total: 56, delay: 10, processing: 20, presentation: 26 })
  })

  it("is at most the threshold when nothing was reported", () => {
    expect(interactionLatency([]).total).toBe(durationThreshold)
  })
})
