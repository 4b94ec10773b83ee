/**
 * Builds the floor (bench/floor/, see floor.ts) the way the site is built and served: a
 * production `gatsby build` with the root's node_modules, then the files nginx serves the site
 * with: gzip and brotli copies of every text file (scripts/postbuild/precompress.ts) and the CDN's
 * `_headers`. The site's own page stages (its deferred bundles and its per-page
 * Content-Security-Policy with the hashes of its inline scripts) are the site's work, not the
 * stack's: the floor keeps Gatsby's pages as they are, and nginx's header policy
 * (deploy/nginx.conf) restricts no script, so nothing of the site's policy blocks the floor's.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { renderHeaders } from "../serving/render"
import { immutableFiles } from "../scripts/postbuild/cdn-addresses"
import { precompress } from "../scripts/postbuild/precompress"
import { walk } from "../src/lib/files"

export const floorDir = path.resolve("bench/floor")
export const floorPublic = path.join(floorDir, "public")

const gatsby = path.resolve("node_modules/.bin/gatsby")

/** Whether a build of the floor is there to serve. */
export const floorBuilt = (): boolean =>
  fs.existsSync(path.join(floorPublic, "index.html")) &&
  fs.existsSync(path.join(floorPublic, "_headers"))

/** A clean production build of the floor in bench/floor/public, ready for nginx. */
export const buildFloor = (env: NodeJS.ProcessEnv): void => {
  const run = (command: string) =>
    execFileSync(gatsby, [command], { cwd: floorDir, env, stdio: "inherit" })
  run("clean")
  run("build")
  // As for the site: Gatsby copies Partytown's library on every build, and nothing uses it.
  fs.rmSync(path.join(floorPublic, "~partytown"), { recursive: true, force: true })
  const files = walk(floorPublic)
  const immutable = immutableFiles(files.map(file => `/${path.relative(floorPublic, file)}`))
  fs.writeFileSync(path.join(floorPublic, "_headers"), renderHeaders(immutable))
  precompress(files)
}
