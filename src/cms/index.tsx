/**
 * The content manager at /admin/: Decap CMS with a configuration generated from the repository,
 * formats that write files as the repository has them, and previews made of the site's own
 * components. Built apart from the site by scripts/build-cms.ts; no page of the site loads it.
 */
import CMS from "decap-cms-app/dist/decap-cms-app.js"
import sources from "cms:sources"
import { globalCss } from "../styles/global-style"
import { cmsConfig, cmsFormats } from "./config"
import { categoryGuard } from "./category-guard"
import { postPreview } from "./previews/post-preview"
import { projectPreview } from "./previews/project-preview"
import type { PreviewStrings } from "./previews/preview-frame"
import type { Language } from "../i18n/languages"
import type { Namespaces } from "../i18n/namespaces"

/** The namespaces the previews read, as the locale files hold them (the locale tests check both). */
const previewStrings = (language: Language): PreviewStrings[Language] => {
  const { common, blog, project } = sources.locales[language]
  return { common, blog, project } as Partial<Namespaces> as PreviewStrings[Language]
}

const strings: PreviewStrings = { pl: previewStrings("pl"), en: previewStrings("en") }

for (const { name, extension, formatter } of cmsFormats(sources))
  CMS.registerCustomFormat(name, extension, formatter)
CMS.registerPreviewStyle(globalCss, { raw: true })
CMS.registerPreviewTemplate("blog", postPreview(strings))
CMS.registerPreviewTemplate("portfolio", projectPreview(strings))
CMS.registerEventListener({ name: "preSave", handler: categoryGuard })
CMS.init({ config: cmsConfig(sources, window.location.origin) })
