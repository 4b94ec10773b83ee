import { describe, expect, it } from "vitest"
import { pricing, pricedServices } from "../../features/pricing/pricing-data"
import { collectionEditorFields } from "../../collections/editor"
import { pricingCollection } from "./pricing"

describe("the content manager's prices collection", () => {
  const [file] = pricingCollection(collectionEditorFields().pricing).files
  const byName = (name: string) => file.fields.find(field => field.name === name)

  it("edits content/pricing.json, with a field for every package and the planner", () => {
    expect(file.file).toBe("content/pricing.json")
    const services = byName("services")
    const names = services && "fields" in services ? services.fields?.map(f => f.name) : []
    expect(names).toEqual([...pricedServices])
    expect(Object.keys(pricing.services).sort()).toEqual([...pricedServices].sort())
    expect(byName("planner")).toBeDefined()
  })

  it("explains the example flag to the editor", () => {
    expect(JSON.stringify(file.fields)).toContain("a deploying build stops")
  })
})
