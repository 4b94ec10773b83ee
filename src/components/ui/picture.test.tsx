// @vitest-environment jsdom
import React from "react"
import { render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { describe, expect, it } from "vitest"
import { Picture } from "./picture"

const data = (name: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 1200,
  height: 800,
  images: {
    fallback: { src: `/static/${name}.webp`, srcSet: `/static/${name}.webp 1200w`, sizes: "100vw" },
    sources: [],
  },
})

describe("Picture", () => {
  it("is one image with its size set, lazy unless eager", () => {
    render(<Picture image={data("light")} alt="The blog" />)
    const image = screen.getByRole("img", { name: "The blog" })
    expect(image).toHaveAttribute("src", "/static/light.webp")
    expect(image).toHaveAttribute("width", "1200")
    expect(image).toHaveAttribute("loading", "lazy")
    expect(image.parentElement?.querySelector("source")).toBeNull()
  })

  it("shows the dark variant in the dark scheme, from its first source", () => {
    render(<Picture image={data("light")} dark={data("dark")} alt="The blog" eager />)
    const image = screen.getByRole("img", { name: "The blog" })
    const source = image.parentElement?.querySelector("source")
    expect(source).toHaveAttribute("media", "(prefers-color-scheme: dark)")
    expect(source).toHaveAttribute("srcset", "/static/dark.webp 1200w")
    expect(image.parentElement?.firstElementChild).toBe(source)
    expect(image).toHaveAttribute("loading", "eager")
  })
})
