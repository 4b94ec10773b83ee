import { pricingFile } from "../../features/pricing/pricing-ids"
import type { CmsField, CmsFileCollection } from "../types"

/** Prices, durations and the planner's factors: one file, the one the pages and planner read. */
export const pricingCollection = (fields: CmsField[]): CmsFileCollection => ({
  name: "pricing",
  label: "Prices",
  format: "json",
  extension: "json",
  editor: { preview: false },
  files: [
    {
      name: "prices",
      label: "Prices and the project planner",
      file: pricingFile,
      // From the file's definition (src/collections/pricing.ts).
      fields,
    },
  ],
})
