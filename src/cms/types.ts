/**
 * The part of Decap CMS's configuration this site generates (decap-cms-app 3.6). Decap's own type
 * declarations ship with a newer core than the prebuilt bundle we use, so these few are ours.
 */

type I18nSetting = boolean | "translate" | "duplicate" | "none"

type FieldBase = {
  name: string
  label: string
  hint?: string
  required?: boolean
  i18n?: I18nSetting
  /** A regular expression (as source) and the message shown when the value does not match it. */
  pattern?: [string, string]
  default?: unknown
}

export type CmsField = FieldBase &
  (
    | { widget: "string" | "text" | "hidden" }
    | { widget: "markdown"; modes?: ("raw" | "rich_text")[]; editor_components?: string[] }
    | {
        widget: "select"
        options: ({ label: string; value: string } | string)[]
        multiple?: boolean
        min?: number
      }
    | { widget: "boolean" }
    | {
        widget: "datetime"
        format: string
        date_format: string | boolean
        time_format: string | boolean
        picker_utc?: boolean
      }
    | { widget: "number"; value_type: "int" | "float"; min?: number; max?: number }
    | { widget: "image"; choose_url?: boolean }
    | { widget: "object"; fields: CmsField[]; collapsed?: boolean; summary?: string }
    | {
        widget: "list"
        field?: CmsField
        fields?: CmsField[]
        min?: number
        max?: number
        allow_add?: boolean
        collapsed?: boolean
        summary?: string
        label_singular?: string
      }
  )

type CmsFile = { name: string; label: string; file: string; fields: CmsField[] }

type CollectionBase = {
  name: string
  label: string
  label_singular?: string
  description?: string
  format?: string
  extension?: string
  editor?: { preview: boolean }
}

export type CmsFolderCollection = CollectionBase & {
  folder: string
  path?: string
  slug: string
  /** The field that names an entry and its file, when it is not `title`. */
  identifier_field?: string
  create: boolean
  i18n?: boolean
  summary?: string
  sortable_fields?: string[]
  view_groups?: { label: string; field: string }[]
  media_folder?: string
  public_folder?: string
  fields: CmsField[]
}

export type CmsFileCollection = CollectionBase & { files: CmsFile[] }

type CmsCollection = CmsFolderCollection | CmsFileCollection

export type CmsConfig = {
  load_config_file: false
  backend: {
    name: "github"
    repo: string
    branch: string
    base_url?: string
    auth_endpoint?: string
  }
  local_backend: boolean | { url: string }
  site_url: string
  display_url: string
  logo_url: string
  media_folder: string
  public_folder: string
  slug: { encoding: "ascii"; clean_accents: boolean; sanitize_replacement: string }
  i18n: { structure: "multiple_folders"; locales: string[]; default_locale: string }
  collections: CmsCollection[]
}

/** Decap's reading and writing of one file format. */
export type Formatter = {
  fromFile: (content: string) => unknown
  toFile: (data: unknown) => string
}

/** An entry as Decap hands it to previews and event handlers: an Immutable.js map. */
export type CmsEntry = { get: (key: string) => unknown; getIn: (path: string[]) => unknown }
