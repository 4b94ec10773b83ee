import type { CmsField } from "../types"

/** A whole number that places an entry among its collection's entries on `page`: 1 comes first. */
export const orderField = (page: string): CmsField => ({
  name: "order",
  label: "Order",
  widget: "number",
  value_type: "int",
  min: 1,
  i18n: "duplicate",
  hint: `Position on the ${page}: 1 comes first`,
})
