import type { Language } from "../../i18n/languages"
import type { Namespace } from "../../i18n/namespaces"

/** The policy body's slice alias: its text travels in the slice's data, not in the page data. */
export const privacyPolicySlice = "privacy-policy"

/** The slice of one language, and what its query reads. */
export const privacyPolicySliceId = (language: Language): string =>
  `${privacyPolicySlice}-${language}`

export type PrivacyPolicySliceContext = { language: Language; ns: Namespace[] }

export const privacyPolicySliceContext = (language: Language): PrivacyPolicySliceContext => ({
  language,
  ns: ["common", "privacy-policy"],
})
