import React, { useMemo } from "react"
import i18next from "i18next"
import { i18nextOptions } from "../../i18n/i18next-options"
import { I18nextProvider } from "react-i18next"
import { StyleSheetManager, ThemeProvider } from "styled-components"
import { defaultLanguage, languages, type Language } from "../../i18n/languages"
import type { Namespaces } from "../../i18n/namespaces"
import type { CmsEntry } from "../types"
import { theme } from "../../styles/theme"

/**
 * The locale namespaces the previews read, per language: `common` through `t()`, as on the site,
 * and the pages' own namespaces handed to the components, as the templates hand them.
 */
export type PreviewStrings = Record<Language, Pick<Namespaces, "common" | "blog" | "project">>

/** What Decap gives a preview template (decap-cms-app 3.6); entries are Immutable maps. */
export type PreviewProps = {
  entry: CmsEntry
  widgetFor: (name: string) => React.ReactNode
  getAsset: (path: string) => { toString: () => string } | undefined
  document: Document
}

/**
 * The language the preview shows. Decap swaps the entry's data for the chosen language's
 * (`i18n.<language>.data`) without saying which, so compare the two.
 */
export const previewLanguage = (entry: CmsEntry): Language =>
  languages.find(
    language =>
      language !== defaultLanguage &&
      entry.getIn(["i18n", language, "data"]) !== undefined &&
      entry.getIn(["i18n", language, "data"]) === entry.get("data")
  ) ?? defaultLanguage

/** The site's own i18n settings (gatsby-config.ts), one instance per language. */
const makeI18n = (language: Language, strings: PreviewStrings) => {
  const instance = i18next.createInstance()
  void instance.init({
    lng: language,
    resources: { [language]: strings[language] },
    ...i18nextOptions,
    react: { useSuspense: false },
    initImmediate: false,
  })
  return instance
}

type PreviewFrameProps = {
  document: Document
  language: Language
  strings: PreviewStrings
  children: React.ReactNode
}

/**
 * Renders a preview as the site does: styled-components write into the preview iframe's head
 * (not the admin page's), with the theme and the site's strings in the entry's language.
 */
export const PreviewFrame = ({ document, language, strings, children }: PreviewFrameProps) => {
  const i18n = useMemo(() => makeI18n(language, strings), [language, strings])
  return (
    <StyleSheetManager target={document.head}>
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>
          <div lang={language}>{children}</div>
        </I18nextProvider>
      </ThemeProvider>
    </StyleSheetManager>
  )
}
