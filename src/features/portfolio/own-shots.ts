/**
 * The site's own case study shows screenshots of the site itself: the project planner, the
 * websites' packages and the home page on a phone. `npm run own-shots` takes them from the last build
 * and records here what they were taken with, because a deploying run cannot look inside a
 * picture: while the prices were examples when the screenshots were taken, the pictures carry
 * example prices, and a deploy stops until they are taken again with the agency's own.
 */
export const ownShotsFile = "content/portfolio/images/this-site/shots.json"

export type OwnShots = {
  /** The day the screenshots were taken, YYYY-MM-DD. */
  taken: string
  /** Whether content/pricing.json held any example entry then (pricing-rules.ts). */
  examplePrices: boolean
  /**
   * The heading at the top of each picture, by `<route id> <language>`, as the page read then: a
   * unit test fails once the page's heading has changed and the pictures are out of date.
   */
  headings?: Record<string, string>
}

/**
 * A heading's text as words, as the locale file and the page both give it: no-break spaces as
 * spaces, no soft hyphens, the page's typographic apostrophe as the file's straight one.
 */
export const headingWords = (text: string) =>
  text
    .replace(/\u00ad/g, "")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, " ")
    .trim()

const isOwnShots = (value: unknown): value is OwnShots =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as OwnShots).taken === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test((value as OwnShots).taken) &&
  typeof (value as OwnShots).examplePrices === "boolean"

/** Why a deploying run stops, or null: screenshots taken with example prices, or no record. */
export const ownShotsDeployProblem = (shots: unknown, file = ownShotsFile): string | null => {
  const retake =
    "Take them again from a build with the agency's own prices: npm run build, then npm run own-shots."
  if (!isOwnShots(shots))
    return [
      `This build is deployed, but ${file} does not say what the site's own screenshots show`,
      '(it needs "taken": "YYYY-MM-DD" and "examplePrices": true or false).',
      retake,
    ].join("\n")
  if (!shots.examplePrices) return null
  return [
    `This build is deployed, but the site's own screenshots (${file}, taken ${shots.taken})`,
    "show example prices:",
    "  examplePrices: true",
    retake,
  ].join("\n")
}
