import { describe, expect, it, vi } from "vitest"
import { afterNextPaint, whenIdle } from "./idle"

const fakeWindow = (withIdle: boolean) => ({
  setTimeout: vi.fn((callback: () => void) => {
    callback()
    return 1
  }),
  clearTimeout: vi.fn(),
  requestAnimationFrame: vi.fn((callback: FrameRequestCallback) => {
    callback(0)
    return 2
  }),
  ...(withIdle
    ? { requestIdleCallback: vi.fn(() => 3), cancelIdleCallback: vi.fn() }
    : { requestIdleCallback: undefined, cancelIdleCallback: undefined }),
})

describe("whenIdle", () => {
  it("waits for an idle period, at most the timeout, and can be cancelled", () => {
    const win = fakeWindow(true)
    const callback = vi.fn()
    const cancel = whenIdle(callback, 1500, win as unknown as Window)
    expect(win.requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 1500 })
    cancel()
    expect(win.cancelIdleCallback).toHaveBeenCalledWith(3)
  })

  it("falls back to a short timer without requestIdleCallback", () => {
    const win = fakeWindow(false)
    const callback = vi.fn()
    whenIdle(callback, 2000, win as unknown as Window)
    expect(win.setTimeout).toHaveBeenCalledWith(callback, 200)
    expect(callback).toHaveBeenCalled()
  })
})

describe("afterNextPaint", () => {
  it("resolves in a task queued from the next animation frame", async () => {
    const win = fakeWindow(false)
    await afterNextPaint(win as unknown as Window)
    expect(win.requestAnimationFrame).toHaveBeenCalled()
    expect(win.setTimeout).toHaveBeenCalledWith(expect.any(Function), 0)
  })
})
