import path from "path"
import type { Reporter } from "gatsby"

/** A page or slice template, by its file's name in src/templates/. */
export const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

/** A file as the build's messages name it: relative to the project. */
export const relativeFile = (file: string) => path.relative(process.cwd(), file)

/** A build message: a heading, then each problem on a line of its own. */
export const problemList = (heading: string, problems: readonly string[]) =>
  `${heading}:\n${problems.join("\n")}`

/** The data of one of the build's queries; a failed query stops the build, naming what it reads. */
export const dataOf = <Data>(
  result: { errors?: unknown; data?: Data },
  reporter: Reporter,
  what: string
): Data | null => {
  if (!result.errors && result.data) return result.data
  reporter.panicOnBuild(`Could not read ${what}`, result.errors as Error[] | undefined)
  return null
}

/** The context with the `proof` namespace added when the page shows proof (the shared strings). */
export const withProofStrings = <Context extends { ns: string[] }>(
  context: Context,
  shows: unknown
) => (shows ? { ...context, ns: [...context.ns, "proof"] } : context)

/** Stops the build when there are problems, listed under the heading; true when it did. */
export const stopsOn = (reporter: Reporter, heading: string, problems: readonly string[]) => {
  if (!problems.length) return false
  reporter.panicOnBuild(problemList(heading, problems))
  return true
}
