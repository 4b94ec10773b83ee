import { describe, expect, it } from "vitest"
import { splitLead } from "./split-lead"

describe("splitLead", () => {
  it("takes the first sentence as the lead and keeps the rest", () => {
    expect(splitLead("Szybkie strony. Łatwe w obsłudze. Z opieką.")).toEqual({
      lead: "Szybkie strony.",
      rest: "Łatwe w obsłudze. Z opieką.",
    })
  })

  it("does not end a sentence at an abbreviation followed by a small letter", () => {
    expect(splitLead("Dla firm, np. sklepów i sp. z o.o. z całej Polski. Dalej.")).toEqual({
      lead: "Dla firm, np. sklepów i sp. z o.o. z całej Polski.",
      rest: "Dalej.",
    })
  })

  it("keeps a one-sentence text whole", () => {
    expect(splitLead("We build websites, e.g. shops.")).toEqual({
      lead: "We build websites, e.g. shops.",
      rest: "",
    })
  })
})
