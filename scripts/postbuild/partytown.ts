import fs from "fs"
import path from "path"
import { walk } from "../../src/lib/files"

/**
 * Where Gatsby copies Partytown's library on every build (its internal partytown plugin,
 * `onPreBootstrap`). The site runs no script through Partytown, so the folder is not deployed.
 */
export const partytownDir = "~partytown"

const whatToUpdate = "update partytownDir in scripts/postbuild/partytown.ts"

/**
 * The folder of `public/` that holds Partytown's library, which the deploy leaves out. Fails,
 * naming what to update, when Gatsby no longer writes it there, or writes a Partytown file
 * anywhere else.
 */
export const partytownFolder = (publicDir: string): string => {
  const dir = path.join(publicDir, partytownDir)
  if (!fs.existsSync(dir))
    throw new Error(
      `Post-build: Gatsby did not copy Partytown's library into public/${partytownDir}/, ` +
        `which this step leaves out of the deploy. If Gatsby stopped copying it, remove the step ` +
        `from scripts/postbuild/run.ts; if it moved, ${whatToUpdate}.`
    )
  const elsewhere = walk(publicDir, [partytownDir]).filter(file =>
    /partytown/i.test(path.relative(publicDir, file))
  )
  if (elsewhere.length)
    throw new Error(
      `Post-build: Partytown's files are in public/ outside ${partytownDir}/ ` +
        `(${elsewhere.map(file => path.relative(publicDir, file)).join(", ")}): ${whatToUpdate}.`
    )
  return partytownDir
}
