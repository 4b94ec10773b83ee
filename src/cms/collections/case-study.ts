import { shotDevices } from "../../features/portfolio/case-study"
import type { CmsField } from "../types"

const optional = (
  name: string,
  label: string,
  hint: string,
  i18n: true | "duplicate" = true
): CmsField => ({ name, label, widget: "string", i18n, required: false, hint })

/**
 * A case study's optional parts (src/features/portfolio/case-study.ts): each shows on the
 * project's page only when it is filled in. Nothing here may be invented: figures need their
 * source, screenshots must be of the real site.
 */
export const caseStudyFields: CmsField[] = [
  optional("industry", "Industry (optional)", "E.g. Healthcare, Construction"),
  {
    name: "year",
    label: "Year (optional)",
    widget: "number",
    value_type: "int",
    min: 1990,
    required: false,
    i18n: "duplicate",
    hint: "The year the project went live",
  },
  optional("duration", "Duration (optional)", "E.g. 6 weeks"),
  {
    ...optional("liveUrl", "Live site (optional)", "The address of the live site", "duplicate"),
    pattern: ["^https://\\S+$", "An address starting with https://"],
  },
  {
    name: "results",
    label: "Results (optional)",
    widget: "list",
    required: false,
    i18n: true,
    collapsed: false,
    summary: "{{fields.value}} {{fields.label}}",
    hint: "Measured figures only, each with where it comes from",
    fields: [
      { name: "value", label: "Figure", widget: "string", hint: "E.g. +58%" },
      { name: "label", label: "What it measures", widget: "string" },
      {
        name: "source",
        label: "Source",
        widget: "string",
        hint: "E.g. Google Analytics, three months after launch",
      },
    ],
  },
  {
    name: "gallery",
    label: "Screenshots (optional)",
    widget: "list",
    required: false,
    i18n: true,
    collapsed: false,
    summary: "{{fields.device}}: {{fields.alt}}",
    hint: "Screenshots of the real site, desktop and phone",
    fields: [
      { name: "image", label: "Screenshot", widget: "image", choose_url: false },
      {
        name: "dark",
        label: "Dark-scheme screenshot (optional)",
        widget: "image",
        choose_url: false,
        required: false,
      },
      { name: "alt", label: "What it shows", widget: "string" },
      { name: "device", label: "Device", widget: "select", options: [...shotDevices] },
    ],
  },
]
