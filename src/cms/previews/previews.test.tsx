// @vitest-environment jsdom
import React from "react"
import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { namespaceOf } from "../../test/render"
import { postPreview } from "./post-preview"
import { projectPreview } from "./project-preview"
import type { CmsEntry } from "../types"
import type { PreviewStrings } from "./preview-frame"

const strings: PreviewStrings = {
  pl: {
    common: namespaceOf("pl", "common"),
    blog: namespaceOf("pl", "blog"),
    project: namespaceOf("pl", "project"),
  },
  en: {
    common: namespaceOf("en", "common"),
    blog: namespaceOf("en", "blog"),
    project: namespaceOf("en", "project"),
  },
}

/** An entry as Decap passes it: Immutable-like, with the shown language's data in `data`. */
const entry = (data: Record<string, unknown>, english?: boolean): CmsEntry => {
  const map = { get: (key: string) => data[key], getIn: (path: string[]) => data[path[1]] }
  const i18nData = english ? map : { get: () => undefined, getIn: () => undefined }
  return {
    get: key => (key === "data" ? map : undefined),
    getIn: path =>
      path[0] === "i18n" ? (path[1] === "en" ? i18nData : undefined) : map.getIn(path),
  }
}

const props = (data: Record<string, unknown>, english = false) => ({
  entry: entry(data, english),
  widgetFor: (name: string) => <div data-testid={name}>{String(data[name])}</div>,
  getAsset: (path: string) => ({ toString: () => `/media/${path}` }),
  document,
})

describe("post preview", () => {
  const Post = postPreview(strings)
  const post = {
    title: "Rodzaje stron",
    category: "websites",
    date: "2025-04-08",
    body: "## Wstęp\n\nTekst.",
  }

  it("shows the post as the site does, in Polish", () => {
    render(<Post {...props(post)} />)
    expect(screen.getByRole("heading", { level: 1, name: "Rodzaje stron" })).toBeInTheDocument()
    expect(screen.getByText("Kategoria: Strony internetowe")).toBeInTheDocument()
    expect(screen.getByText("8 kwietnia 2025")).toHaveAttribute("datetime", "2025-04-08")
    expect(screen.getByTestId("body")).toHaveTextContent("Tekst.")
  })

  it("uses the English strings for the English version", () => {
    render(<Post {...props({ ...post, title: "Types of websites" }, true)} />)
    expect(screen.getByText("Category: Websites")).toBeInTheDocument()
    expect(screen.getByText("8 April 2025")).toBeInTheDocument()
  })
})

describe("project preview", () => {
  it("shows the project's page with its image, facts and story", () => {
    const Project = projectPreview(strings)
    const technologies = { toJS: () => ["React", "Node.js"] }
    render(
      <Project
        {...props({
          name: "System rezerwacji",
          client: "Gabinet",
          summary: "Aplikacja",
          technologies,
          image: "../images/booking.png",
          imageAlt: "Kalendarz",
          challenge: "Telefon dzwonił bez przerwy.",
          solution: "Zbudowaliśmy kalendarz online.",
          result: "Pacjenci rezerwują sami.",
        })}
      />
    )
    expect(screen.getByRole("heading", { level: 1, name: "System rezerwacji" })).toBeInTheDocument()
    expect(screen.getByRole("img", { name: "Kalendarz" })).toHaveAttribute(
      "src",
      "/media/../images/booking.png"
    )
    expect(screen.getByText("Node.js")).toBeInTheDocument()
    expect(screen.getByText("Klient")).toBeInTheDocument()
    expect(screen.getByText("Zbudowaliśmy kalendarz online.")).toBeInTheDocument()
    expect(screen.getByText("Pacjenci rezerwują sami.")).toBeInTheDocument()
  })
})
