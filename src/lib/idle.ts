type IdleWindow = Pick<Window, "setTimeout" | "clearTimeout" | "requestAnimationFrame"> &
  Partial<Pick<Window, "requestIdleCallback" | "cancelIdleCallback">>

/**
 * Runs `callback` when the browser is idle, or after `timeout` ms at the latest; where there is no
 * requestIdleCallback (Safari), after the timeout's tenth. Returns a function that cancels it.
 */
export const whenIdle = (
  callback: () => void,
  timeout = 2000,
  win: IdleWindow = window
): (() => void) => {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const handle = win.requestIdleCallback(callback, { timeout })
    return () => win.cancelIdleCallback?.(handle)
  }
  const handle = win.setTimeout(callback, timeout / 10)
  return () => win.clearTimeout(handle)
}

/**
 * Resolves in the task after the next frame: work that follows it does not hold up the paint
 * that answers an input, which is what interaction latency (INP) measures.
 */
export const afterNextPaint = (win: IdleWindow = window): Promise<void> =>
  new Promise(resolve => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)))
