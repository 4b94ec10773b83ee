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

type SettleWindow = IdleWindow &
  Pick<Window, "addEventListener" | "removeEventListener"> & {
    document: Pick<Document, "readyState">
    navigator: { userActivation?: { hasBeenActive: boolean } }
  }

/** The events that count as the visitor's first interaction. */
const interactionEvents = ["pointerdown", "keydown"] as const

/**
 * Runs `callback` once, when the page has settled: the page has loaded, the browser has been idle
 * and `delay` ms have passed since; or sooner, after the paint that answers the visitor's first
 * interaction (so that paint is never held up), also one that came before the call (the click
 * that gave consent, say: the User Activation API tells). Returns a function that cancels it.
 */
export const whenSettled = (
  callback: () => void,
  delay: number,
  win: SettleWindow = window
): (() => void) => {
  let done = false
  let timer: number | undefined
  let cancelIdle: (() => void) | undefined
  const options = { capture: true, passive: true }
  const stop = () => {
    done = true
    win.removeEventListener("load", afterLoad)
    for (const type of interactionEvents) win.removeEventListener(type, onInteraction, options)
    cancelIdle?.()
    if (timer !== undefined) win.clearTimeout(timer)
  }
  const run = () => {
    if (done) return
    stop()
    callback()
  }
  function onInteraction() {
    void afterNextPaint(win).then(run)
  }
  function afterLoad() {
    if (done) return
    cancelIdle = whenIdle(
      () => {
        if (!done) timer = win.setTimeout(run, delay)
      },
      2000,
      win
    )
  }
  for (const type of interactionEvents) win.addEventListener(type, onInteraction, options)
  if (win.navigator.userActivation?.hasBeenActive) onInteraction()
  if (win.document.readyState === "complete") afterLoad()
  else win.addEventListener("load", afterLoad, { once: true })
  return stop
}
