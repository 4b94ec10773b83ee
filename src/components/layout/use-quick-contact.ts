import { useEffect, useState } from "react"
import { consentChangedEvent, noticeAnswered, openCookieSettingsEvent } from "../../lib/consent"

/** How far down (in screens) the page must go before the action appears: long pages only. */
const longPageScreens = 2

const isField = (element: EventTarget | null) =>
  element instanceof HTMLElement && element.matches("input, textarea, select")

/**
 * Whether the phone's quick contact action may show: past the first screen of a long page, never
 * while the cookie notice is up or due (it sits where the notice does), never while a form field
 * has the focus (the keyboard is open), and never while `hideWhileVisible` (the contact form) is
 * on screen.
 */
export const useQuickContact = (hideWhileVisible?: string): boolean => {
  const [scrolled, setScrolled] = useState(false)
  const [noticeClear, setNoticeClear] = useState(false)
  const [typing, setTyping] = useState(false)
  const [formInView, setFormInView] = useState(false)

  useEffect(() => {
    const update = () => {
      const long = document.documentElement.scrollHeight > window.innerHeight * longPageScreens
      setScrolled(long && window.scrollY > window.innerHeight * 0.75)
    }
    const answered = () => setNoticeClear(noticeAnswered())
    const reopened = () => setNoticeClear(false)
    const focusIn = (event: FocusEvent) => setTyping(isField(event.target))
    const focusOut = () => setTyping(false)
    update()
    answered()
    window.addEventListener("scroll", update, { passive: true })
    window.addEventListener("resize", update)
    window.addEventListener(consentChangedEvent, answered)
    window.addEventListener(openCookieSettingsEvent, reopened)
    document.addEventListener("focusin", focusIn)
    document.addEventListener("focusout", focusOut)
    return () => {
      window.removeEventListener("scroll", update)
      window.removeEventListener("resize", update)
      window.removeEventListener(consentChangedEvent, answered)
      window.removeEventListener(openCookieSettingsEvent, reopened)
      document.removeEventListener("focusin", focusIn)
      document.removeEventListener("focusout", focusOut)
    }
  }, [])

  useEffect(() => {
    const target = hideWhileVisible ? document.getElementById(hideWhileVisible) : null
    if (!target || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(([entry]) => setFormInView(entry.isIntersecting))
    observer.observe(target)
    return () => observer.disconnect()
  }, [hideWhileVisible])

  return scrolled && noticeClear && !typing && !formInView
}
