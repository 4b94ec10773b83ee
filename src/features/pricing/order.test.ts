import { describe, expect, it } from "vitest"
import { websiteTypes } from "../../website-types"
import { languages } from "../../i18n/languages"
import { readNamespace } from "../../i18n/locale-files"
import { pricedServices } from "./pricing-data"

/** The website types in the order a list names them, by their links (`websites-one-page`). */
const typesOf = (links: string[]) => links.map(link => link.replace(/^websites-/, ""))

describe("one order of the website types everywhere", () => {
  const order = [...websiteTypes]

  it("is the price comparison's, smallest package first", () => {
    expect(
      typesOf(pricedServices.filter(id => id.startsWith("websites-")) as unknown as string[])
    ).toEqual(order)
  })

  it.each(languages)("is the services hub's cards and the home page's list (%s)", language => {
    const hub = readNamespace(language, "websites") as { offers: { link: string }[] }
    const home = readNamespace(language, "home") as { types: { items: { link: string }[] } }
    expect(typesOf(hub.offers.map(offer => offer.link))).toEqual(order)
    expect(typesOf(home.types.items.map(item => item.link))).toEqual(order)
  })
})
