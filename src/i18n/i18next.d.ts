import "i18next"
import type { Namespaces } from "./namespaces"

// `t()` is for `common` (the rule is in ./locale-data.ts), and for `proof`, which the shared proof
// components read and only pages with proof load (every page's data would pay for it in common).
// Their keys are typed from the files.
declare module "i18next" {
  interface CustomTypeOptions {
    // Missing keys fall back to the key itself, never null.
    returnNull: false
    defaultNS: "common"
    // The spec's flat keys: "nav.home" is one key, not a path (./i18next-options.ts).
    keySeparator: false
    nsSeparator: false
    resources: { common: Namespaces["common"]; proof: Namespaces["proof"] }
  }
}
