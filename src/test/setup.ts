import React from "react"
import { afterEach, vi } from "vitest"

// The DOM's matchers and Testing Library's clean-up only where there is a document (the files
// that ask for jsdom): importing them cost the other 87 files 0.4 s each.
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest")
  const { cleanup } = await import("@testing-library/react")
  // The files that use a document share one within a worker (vitest.config.mts): each test
  // leaves it as it found it.
  afterEach(() => {
    cleanup()
    window.localStorage.clear()
    window.sessionStorage.clear()
    for (const cookie of document.cookie.split(";")) {
      const name = cookie.split("=")[0]?.trim()
      if (name) document.cookie = `${name}=; max-age=0; path=/`
    }
  })
}

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

vi.mock("gatsby", () => ({
  graphql: () => "",
  useStaticQuery: vi.fn(),
  navigate: vi.fn(),
  withPrefix: (path: string) => path,
  // A slice's content comes from its own query at build time; tests see where it goes.
  Slice: ({ alias }: { alias: string }) => React.createElement("div", { "data-slice": alias }),
  // Follows no link: jsdom cannot navigate, and tests only look at where links point.
  Link: React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
    { to, onClick, ...rest },
    ref
  ) {
    const click = (event: React.MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event)
      event.preventDefault()
    }
    return React.createElement("a", { ...rest, href: to, onClick: click, ref })
  }),
}))
