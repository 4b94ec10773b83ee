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
 * Removes Partytown's library from the built site. Fails, naming what to update, when Gatsby no
 * longer writes it where this step expects it, or when a Partytown file is left anywhere else.
 */
export const removePartytown = (publicDir: string): void => {
  const dir = path.join(publicDir, partytownDir)
  if (!fs.existsSync(dir))
    throw new Error(
      `Post-build: Gatsby did not copy Partytown's library into public/${partytownDir}/, ` +
        `which this step removes. If Gatsby stopped copying it, remove the step from ` +
        `scripts/postbuild/run.ts; if it moved, ${whatToUpdate}.`
    )
  fs.rmSync(dir, { recursive: true })
  const left = walk(publicDir).filter(file => /partytown/i.test(path.relative(publicDir, file)))
  if (left.length)
    throw new Error(
      `Post-build: Partytown's files are still in public/ after removing ${partytownDir}/ ` +
        `(${left.map(file => path.relative(publicDir, file)).join(", ")}): ${whatToUpdate}.`
    )
}
