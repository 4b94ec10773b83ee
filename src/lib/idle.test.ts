import { describe, expect, it, vi } from "vitest"
import { afterNextPaint, whenIdle, whenSettled } from "./idle"

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

/** A window whose timers, idle callbacks, frames and events the test runs by hand. */
const manualWindow = (readyState: DocumentReadyState, hasBeenActive = false) => {
  const timers: { callback: () => void; ms: number }[] = []
  const idle: (() => void)[] = []
  const listeners = new Map<string, Set<() => void>>()
  return {
    timers,
    idle,
    listeners,
    fire: (type: string) => [...(listeners.get(type) ?? [])].forEach(listener => listener()),
    document: { readyState },
    navigator: { userActivation: { hasBeenActive } },
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    clearTimeout: (handle: number) => (timers[handle - 1].callback = () => undefined),
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      callback(0)
      return 0
    },
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    cancelIdleCallback: (handle: number) => (idle[handle - 1] = () => undefined),
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: () => void) =>
      listeners.get(type)?.delete(listener),
  }
}

describe("whenSettled", () => {
  it("runs once the page has loaded, the browser been idle and the delay passed", () => {
    const win = manualWindow("interactive")
    const callback = vi.fn()
    whenSettled(callback, 3000, win as unknown as Window)
    expect(win.idle).toHaveLength(0)
    win.fire("load")
    win.idle[0]()
    expect(win.timers.map(timer => timer.ms)).toEqual([3000])
    expect(callback).not.toHaveBeenCalled()
    win.timers[0].callback()
    expect(callback).toHaveBeenCalledTimes(1)
    // Done: the interaction listeners are gone.
    win.fire("pointerdown")
    expect(callback).toHaveBeenCalledTimes(1)
    expect(win.listeners.get("pointerdown")?.size).toBe(0)
  })

  it("runs sooner, after the paint that answers the first interaction, and only once", async () => {
    const win = manualWindow("complete")
    const callback = vi.fn()
    whenSettled(callback, 3000, win as unknown as Window)
    win.fire("keydown")
    expect(callback).not.toHaveBeenCalled()
    // afterNextPaint: the frame, then a task.
    win.timers.at(-1)!.callback()
    await Promise.resolve()
    expect(callback).toHaveBeenCalledTimes(1)
    win.idle[0]()
    win.timers.forEach(timer => timer.callback())
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it("counts an interaction that came before it was asked, such as the click that consented", async () => {
    const win = manualWindow("complete", true)
    const callback = vi.fn()
    whenSettled(callback, 3000, win as unknown as Window)
    win.timers.at(-1)!.callback()
    await Promise.resolve()
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it("can be cancelled, for a visitor who withdraws consent before", () => {
    const win = manualWindow("complete")
    const callback = vi.fn()
    const cancel = whenSettled(callback, 3000, win as unknown as Window)
    cancel()
    win.idle[0]()
    win.fire("pointerdown")
    win.timers.forEach(timer => timer.callback())
    expect(callback).not.toHaveBeenCalled()
  })
})
