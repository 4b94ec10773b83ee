import fs from "fs"
import path from "path"

/**
 * Every file below a folder, at any depth, as paths that start with `dir`. Folders named in `skip`
 * (paths relative to `dir`) are left out with everything in them.
 */
export const walk = (dir: string, skip: string[] = []): string[] => {
  const below = (folder: string): string[] =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
      const full = path.join(folder, entry.name)
      if (!entry.isDirectory()) return [full]
      return skip.includes(path.relative(dir, full)) ? [] : below(full)
    })
  return below(dir)
}
