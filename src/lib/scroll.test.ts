import { afterEach, describe, expect, it, vi } from "vitest"
import { anchorLinkProblem, easeOutCirc, scrollToElement, targetY } from "./scroll"

const fakeWindow = (reducedMotion: boolean, scrollY = 0) => {
  let now = 0
  const frames: FrameRequestCallback[] = []
  const win = {
    scrollY,
    scrollTo: vi.fn((_x: number, y: number) => (win.scrollY = y)),
    matchMedia: () => ({ matches: reducedMotion }),
    performance: { now: () => now },
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
  }
  const runFrames = (stepMs: number) => {
    while (frames.length) {
      now += stepMs
      frames.shift()!(now)
    }
  }
  return { win: win as unknown as Window & typeof win, runFrames }
}

const elementAt = (top: number) =>
  ({ getBoundingClientRect: () => ({ top }) }) as unknown as Element

afterEach(() => vi.restoreAllMocks())

describe("scrolling to an anchor", () => {
  it("eases out in a circle: fast start, soft landing", () => {
    expect(easeOutCirc(0)).toBe(0)
    expect(easeOutCirc(1)).toBe(1)
    expect(easeOutCirc(0.5)).toBeCloseTo(0.866, 3)
  })

  it("lands the target 116 px below the top of the window", () => {
    const { win } = fakeWindow(false, 200)
    expect(targetY(elementAt(500), win)).toBe(584)
    expect(targetY(elementAt(-400), win)).toBe(0)
  })

  it("takes 1000 ms along the curve", async () => {
    const { win, runFrames } = fakeWindow(false)
    const done = scrollToElement(elementAt(1116), { win })
    runFrames(500)
    await done
    const positions = win.scrollTo.mock.calls.map(call => call[1])
    expect(positions).toHaveLength(2)
    expect(positions[0]).toBeCloseTo(1000 * easeOutCirc(0.5), 6)
    expect(positions[1]).toBe(1000)
  })

  it("jumps at once when the visitor prefers reduced motion", async () => {
    const { win } = fakeWindow(true)
    await scrollToElement(elementAt(1116), { win })
    expect(win.scrollTo).toHaveBeenCalledTimes(1)
    expect(win.scrollTo).toHaveBeenCalledWith(0, 1000)
  })
})

describe("anchor links", () => {
  it("accept a root slash and a hash", () => {
    expect(anchorLinkProblem("/kontakt#formularz-kontaktowy")).toBeNull()
    expect(anchorLinkProblem("/en/contact/#contact-form")).toBeNull()
    expect(anchorLinkProblem("#section")).toBeNull()
    expect(anchorLinkProblem("https://example.com/a#b")).toBeNull()
  })

  it("name a link without the root slash or with an empty hash", () => {
    expect(anchorLinkProblem("kontakt#formularz-kontaktowy")).toContain(
      '"/kontakt#formularz-kontaktowy"'
    )
    expect(anchorLinkProblem("/about#")).toContain("empty hash")
  })
})
