import "i18next"
import type { Namespaces } from "./namespaces"

// `t()` is for `common` only (the rule is in ./locale-data.ts): its keys are typed from the file.
declare module "i18next" {
  interface CustomTypeOptions {
    // Missing keys fall back to the key itself, never null.
    returnNull: false
    defaultNS: "common"
    // The spec's flat keys: "nav.home" is one key, not a path (./i18next-options.ts).
    keySeparator: false
    nsSeparator: false
    resources: { common: Namespaces["common"] }
  }
}
