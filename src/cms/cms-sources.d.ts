/** The repository's files the admin is generated from, bundled by scripts/build-cms.ts. */
declare module "cms:sources" {
  const sources: import("./config").CmsSources
  export default sources
}

/** Decap's prebuilt bundle (React and ReactDOM external); see scripts/build-cms.ts. */
declare module "decap-cms-app/dist/decap-cms-app.js" {
  type EventHandler = (data: { entry: unknown; author: unknown }) => unknown
  const CMS: {
    init: (options: { config: import("./types").CmsConfig }) => void
    registerCustomFormat: (
      name: string,
      extension: string,
      formatter: import("./types").Formatter
    ) => void
    registerPreviewStyle: (style: string, options?: { raw: boolean }) => void
    registerPreviewTemplate: (
      name: string,
      component: import("react").ComponentType<import("./previews/preview-frame").PreviewProps>
    ) => void
    registerEventListener: (listener: { name: "preSave"; handler: EventHandler }) => void
  }
  export default CMS
}
