import { pricingFile } from "../../features/pricing/pricing-ids"
import { pricingShape } from "../../collections/pricing"
import { editorFields } from "../../collections/define"
import type { CmsFileCollection } from "../types"

/** Prices, durations and the planner's factors: one file, the one the pages and planner read. */
export const pricingCollection: CmsFileCollection = {
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
      fields: editorFields(pricingShape),
    },
  ],
}
