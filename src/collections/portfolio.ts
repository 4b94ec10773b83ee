/**
 * Portfolio projects: `content/portfolio/<language>/<file>.md`, one file name for both language
 * versions, with the case study's optional parts (src/features/portfolio/case-study.ts), each
 * shown only when filled in. Nothing here may be invented: figures need their source, screenshots
 * must be of the real site.
 */
import { serviceIds } from "../routes"
import { maxNameLength, maxSummaryLength, projectFileName } from "../features/portfolio/projects"
import { shotDevices, shotExtensions } from "../features/portfolio/case-study"
import {
  buildOnly,
  file,
  flag,
  oneOf,
  records,
  someOf,
  text,
  texts,
  whole,
  slugPattern,
} from "./define"
import { checkEntry, defineCollection, type FrontmatterOf } from "./derive"

const story = (label: string) =>
  text({
    label,
    long: true,
    i18n: true,
    hint: "Plain paragraphs; a blank line starts a new one. No invented figures.",
  })

const optional = (label: string, hint: string) =>
  text({ label: `${label} (optional)`, hint, i18n: true, required: false })

export const portfolio = defineCollection({
  name: "portfolio",
  type: "PortfolioProject",
  entry: "a portfolio project",
  shape: {
    name: text({
      label: "Name",
      i18n: true,
      max: maxNameLength,
      hint: `What was built, for whom: the page's heading, at most ${maxNameLength} characters`,
    }),
    slug: text({
      label: "Address",
      i18n: true,
      required: false,
      hint: "The end of this language's address, e.g. system-rezerwacji-dla-gabinetu-fizjoterapii. Empty: the file name. Changing a published address needs a redirect (serving/rules.ts).",
      pattern: [
        slugPattern,
        "Lowercase letters, digits and single hyphens, e.g. strona-firmowa-dla-firmy-budowlanej",
      ],
      patternProblem: value => `is "${value}"; it must be lowercase letters, digits and hyphens`,
    }),
    client: text({ label: "Client", i18n: true, hint: "The kind of client, without a name" }),
    summary: text({
      label: "Summary",
      long: true,
      i18n: true,
      max: maxSummaryLength,
      hint: `The card's text and the page's description, at most ${maxSummaryLength} characters`,
    }),
    // Decap translates lists or leaves them out; it cannot copy them to the other language.
    technologies: texts({
      label: "Technologies",
      i18n: true,
      what: "names",
      item: "Technology",
    }),
    image: file({
      label: "Image",
      i18n: "duplicate",
      extensions: ["png", "jpg", "jpeg", "webp"],
      kinds: "A PNG, JPG or WebP file",
      hint: "3:2, 1200×800 or larger (PNG); the site publishes it as WebP",
    }),
    imageDark: file({
      label: "Image, dark scheme (optional)",
      i18n: true,
      required: false,
      extensions: ["png", "jpg", "jpeg", "webp"],
      kinds: "A PNG, JPG or WebP file",
      hint: "The same picture in the dark colour scheme, at the same size: a screenshot of a site with a dark scheme",
    }),
    imageAlt: text({
      label: "Image description",
      i18n: true,
      hint: "What the image shows, for readers who cannot see it",
    }),
    order: whole({
      label: "Order",
      i18n: "duplicate",
      min: 1,
      hint: "Position on the portfolio page: 1 comes first",
    }),
    services: someOf(serviceIds, {
      label: "Related services",
      i18n: "duplicate",
      what: "service pages",
      hint: "The service pages the project page links to",
    }),
    real: flag({
      label: "Real project",
      i18n: "duplicate",
      default: false,
      hint: "On only for work done for a real client who agreed to be shown. Off: the card and the page say it is an example.",
    }),
    challenge: story("Challenge"),
    solution: story("Solution"),
    result: story("Result"),
    industry: optional("Industry", "E.g. Healthcare, Construction"),
    year: whole({
      label: "Year (optional)",
      i18n: "duplicate",
      required: false,
      min: 1990,
      max: () => new Date().getUTCFullYear(),
      problem: value =>
        `is "${String(value)}", expected a year up to ${new Date().getUTCFullYear()}`,
      hint: "The year the project went live",
    }),
    duration: optional("Duration", "E.g. 6 weeks"),
    liveUrl: text({
      label: "Live site (optional)",
      i18n: "duplicate",
      required: false,
      hint: "The address of the live site",
      pattern: [/^https:\/\/\S+$/, "An address starting with https://"],
      patternProblem: value => `is "${value}", expected an address starting with https://`,
    }),
    results: records(
      "PortfolioProjectResult",
      {
        value: text({ label: "Figure", hint: "E.g. +58%" }),
        label: text({ label: "What it measures" }),
        source: text({
          label: "Source",
          hint: "E.g. Google Analytics, three months after launch",
          missing: "is missing or empty: a figure is shown only with where it comes from",
        }),
      },
      {
        label: "Results (optional)",
        i18n: true,
        required: false,
        what: "figures",
        summary: "{{fields.value}} {{fields.label}}",
        hint: "Measured figures only, each with where it comes from",
      }
    ),
    sitemap: records(
      "PortfolioProjectPage",
      {
        page: text({ label: "Page", hint: "Its name in the site's menu, e.g. Oferta" }),
        address: text({
          label: "Address (optional)",
          required: false,
          hint: "Its address on the live site, e.g. /oferta",
          pattern: [/^\/\S*$/, "An address starting with /, e.g. /oferta"],
          patternProblem: value => `is "${value}", expected an address starting with /`,
        }),
        purpose: text({
          label: "What it says",
          long: true,
          hint: "One or two sentences from the plan: what this page must tell its visitor",
        }),
        subpages: texts({
          label: "Subpages (optional)",
          required: false,
          what: "page names",
          item: "Subpage",
        }),
      },
      {
        label: "Site map (optional)",
        i18n: true,
        required: false,
        what: "pages",
        summary: "{{fields.page}}",
        hint: "The pages as the project's plan agreed them, the home page first: the map branches from it",
      }
    ),
    gallery: records(
      "PortfolioProjectShot",
      {
        image: file({
          label: "Screenshot",
          extensions: shotExtensions,
          kinds: "A PNG, JPG or WebP file",
        }),
        dark: file({
          label: "Dark-scheme screenshot (optional)",
          required: false,
          extensions: shotExtensions,
          kinds: "A PNG, JPG or WebP file",
        }),
        alt: text({ label: "What it shows" }),
        device: oneOf(shotDevices, { label: "Device" }),
      },
      {
        label: "Screenshots (optional)",
        i18n: true,
        required: false,
        what: "screenshots",
        summary: "{{fields.device}}: {{fields.alt}}",
        hint: "Screenshots of the real site, desktop and phone",
      }
    ),
    demo: buildOnly(),
  },
  retired: {
    example: 'a project is shown as an example unless it has "real: true"',
  },
})

export type ProjectFrontmatter = FrontmatterOf<typeof portfolio>

/**
 * Checks one portfolio project: its file name, its frontmatter and that the text after the
 * frontmatter is empty. Each problem names the file and the field. `exists` tells whether a file
 * the project names (its image, its screenshots) is there, relative to it.
 */
export const validateProject = (
  file: string,
  frontmatter: Record<string, unknown>,
  body = "",
  exists?: (relative: string) => boolean
): { problems: string[]; frontmatter?: ProjectFrontmatter } => {
  const fileName = projectFileName(file)
  const problems = slugPattern.test(fileName)
    ? []
    : [`${file}: the file name "${fileName}" must be lowercase letters, digits and hyphens`]
  const checked = checkEntry(portfolio, file, frontmatter, exists)
  problems.push(...checked.problems)
  if (body.trim() !== "")
    problems.push(
      `${file}: the text after the frontmatter is not shown; write the story in "challenge", "solution" and "result"`
    )
  return problems.length || !checked.frontmatter
    ? { problems }
    : { problems, frontmatter: checked.frontmatter }
}
