import { companyFile, companyRules } from "../../config/company-rules"
import type { CmsField, CmsFileCollection } from "../types"

export const companyFormat = "company-json"

/** The company details: one file, a field per detail with the build's own rules. */
export const companyCollection: CmsFileCollection = {
  name: "company",
  label: "Company details",
  format: companyFormat,
  extension: "json",
  editor: { preview: false },
  files: [
    {
      name: "details",
      label: "Company details",
      file: companyFile,
      fields: Object.entries(companyRules).map(([name, rule]): CmsField => ({
        name,
        label: rule.label,
        ...(rule.hint ? { hint: rule.hint } : {}),
        ...(rule.optional ? { required: false } : {}),
        ...(rule.image
          ? { widget: "image", choose_url: false }
          : rule.options
            ? { widget: "select", options: rule.options.map(option => ({ ...option })) }
            : {
                widget: "string",
                ...(rule.pattern
                  ? { pattern: [rule.pattern.source, rule.message ?? "Not valid"] }
                  : {}),
              }),
      })),
    },
  ],
}
