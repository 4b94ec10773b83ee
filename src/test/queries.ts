import { screen, within } from "@testing-library/react"

/** Where the link of that accessible name leads: within `container`, or anywhere on the page. */
export const hrefOf = (name: string | RegExp, container?: HTMLElement) =>
  (container ? within(container) : screen).getByRole("link", { name }).getAttribute("href")
