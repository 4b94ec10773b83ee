/**
 * The optional parts of a case study: the facts at a glance (industry, year, duration, live
 * link), results as figures with their source, and screenshots. Each shows only when the
 * project's file has it; the build checks what is there and names the file and the field.
 */

/** Devices a screenshot is taken on: the gallery shows each at its own proportions. */
export const shotDevices = ["desktop", "phone"] as const
export type ShotDevice = (typeof shotDevices)[number]

/** Screenshots go through the build's image processing, which reads these. */
export const shotExtensions = ["png", "jpg", "jpeg", "webp"] as const

/** The width a screenshot is served at, by device (its height follows its proportions). */
export const shotWidth: Record<ShotDevice, number> = { desktop: 960, phone: 320 }

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""
const isAbsent = (value: unknown) => value === undefined || value === null || value === ""

const textProblem = (file: string, field: string, value: unknown): string[] =>
  isAbsent(value) || isText(value) ? [] : [`${file}: frontmatter "${field}" must be text`]

const imageProblem = (file: string, field: string, value: unknown): string[] => {
  if (!isText(value)) return [`${file}: frontmatter "${field}" is missing or empty`]
  const extension = value.split(".").pop()?.toLowerCase() ?? ""
  return (shotExtensions as readonly string[]).includes(extension)
    ? []
    : [
        `${file}: frontmatter "${field}" is "${value}", expected a file ending in ${shotExtensions.map(e => `.${e}`).join(", ")}`,
      ]
}

const listOf = (value: unknown): Record<string, unknown>[] | null =>
  Array.isArray(value) && value.every(item => item !== null && typeof item === "object")
    ? (value as Record<string, unknown>[])
    : null

/** The case study's optional fields, as validateProject checks them. */
export const caseStudyProblems = (
  file: string,
  frontmatter: Record<string, unknown>,
  thisYear = new Date().getUTCFullYear()
): string[] => {
  const { year, liveUrl, results, gallery } = frontmatter
  const problems = [
    ...textProblem(file, "industry", frontmatter.industry),
    ...textProblem(file, "duration", frontmatter.duration),
  ]
  if (
    !isAbsent(year) &&
    !(Number.isInteger(year) && Number(year) >= 1990 && Number(year) <= thisYear)
  )
    problems.push(
      `${file}: frontmatter "year" is "${String(year)}", expected a year up to ${thisYear}`
    )
  if (!isAbsent(liveUrl) && !(typeof liveUrl === "string" && /^https:\/\/\S+$/.test(liveUrl)))
    problems.push(
      `${file}: frontmatter "liveUrl" is "${String(liveUrl)}", expected an address starting with https://`
    )
  if (!isAbsent(results)) {
    const list = listOf(results)
    if (!list) problems.push(`${file}: frontmatter "results" must be a list of figures`)
    else
      list.forEach((result, index) => {
        for (const field of ["value", "label", "source"])
          if (!isText(result[field]))
            problems.push(
              `${file}: frontmatter "results[${index}].${field}" is missing or empty` +
                (field === "source" ? ": a figure is shown only with where it comes from" : "")
            )
      })
  }
  if (!isAbsent(gallery)) {
    const list = listOf(gallery)
    if (!list) problems.push(`${file}: frontmatter "gallery" must be a list of screenshots`)
    else
      list.forEach((shot, index) => {
        const at = `gallery[${index}]`
        problems.push(...imageProblem(file, `${at}.image`, shot.image))
        if (!isAbsent(shot.dark)) problems.push(...imageProblem(file, `${at}.dark`, shot.dark))
        if (!isText(shot.alt)) problems.push(`${file}: frontmatter "${at}.alt" is missing or empty`)
        if (!(shotDevices as readonly unknown[]).includes(shot.device))
          problems.push(
            `${file}: frontmatter "${at}.device" is "${String(shot.device)}", expected one of ${shotDevices.join(", ")}`
          )
      })
  }
  return problems
}
