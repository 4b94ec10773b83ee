import { useEffect, useState } from "react"

/** Scroll threshold of the navigation bar's "scrolled" state, in pixels. */
const scrolledThreshold = 50

export const useScrolled = (threshold = scrolledThreshold): boolean => {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [threshold])
  return scrolled
}
