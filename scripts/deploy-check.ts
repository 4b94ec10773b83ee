import fs from "fs"
import path from "path"

/**
 * One deploying-run check of a JSON content file (scripts/check-deploy-settings.sh): reads the
 * file, and exits non-zero with the rule's message (naming the file and each field), or with why
 * the file cannot be read.
 */
export const checkJsonFile = (
  file: string,
  problemOf: (json: unknown, file: string) => string | null
) => {
  let json: unknown
  try {
    json = JSON.parse(fs.readFileSync(path.resolve(file), "utf8"))
  } catch (error) {
    console.error(`${file}: cannot be read as JSON (${(error as Error).message})`)
    process.exit(1)
  }
  const problem = problemOf(json, file)
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}
