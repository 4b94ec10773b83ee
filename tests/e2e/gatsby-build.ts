import { spawn } from "child_process"
import fs from "fs"
import path from "path"

// eslint-disable-next-line no-control-regex
const ansi = /\x1b\[[0-9;?]*[A-Za-z]/g

export type SiteBuild = {
  /** Resolves when Gatsby stops: its exit code and everything it printed, without colours. */
  done: Promise<{ code: number | null; output: string }>
  /** Stops the build and its workers, if they are still running, and waits until they are gone. */
  stop: () => Promise<void>
}

/**
 * `gatsby build` of the site in `dir` (Gatsby's own part of `npm run build`: the content manager
 * and the post-build step do not read content), with Gatsby and the plugins from `dir`'s
 * node_modules. It runs at the lowest CPU priority, because the rest of the end-to-end suite shares
 * the cores with it and some of those tests measure time, and in a process group of its own so
 * that `stop` reaches Gatsby's workers too. The environment is the caller's (`npm test` sets the
 * GATSBY_* variables) with `extraEnv` over it (SITE_DEMO), and `dir`'s own content folders.
 */
export const gatsbyBuild = (dir: string, extraEnv: NodeJS.ProcessEnv = {}): SiteBuild => {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv, GATSBY_TELEMETRY_DISABLED: "1" }
  delete env.BLOG_CONTENT_DIR
  delete env.PORTFOLIO_CONTENT_DIR
  const gatsby = path.join(dir, "node_modules/gatsby/cli.js")
  const child = spawn("nice", ["-n", "19", process.execPath, gatsby, "build"], {
    cwd: dir,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const done = new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    child.on("error", reject)
    child.on("close", code => resolve({ code, output: output.replace(ansi, "") }))
  })
  const group = child.pid
  /** Signal 0 only asks whether any process of the group is left. */
  const signal = (name: NodeJS.Signals | 0) => {
    if (!group) return false
    try {
      process.kill(-group, name)
      return true
    } catch {
      return false
    }
  }
  const stop = async () => {
    signal("SIGTERM")
    // Removing the folder while a worker still writes to .cache fails.
    for (let waited = 0; waited < 15_000 && signal(0); waited += 100) {
      if (waited === 10_000) signal("SIGKILL")
      await new Promise(resolve => setTimeout(resolve, 100))
    }
  }
  // Also when the test's worker goes away mid-build: the group outlives it otherwise.
  process.once("exit", () => signal("SIGTERM"))
  return { done, stop }
}

/**
 * Gives the clone in `dir` the last production build of `root` (Gatsby's cache and `public/`,
 * which the post-build step leaves as Gatsby wrote it), the way CI keeps them between builds, so
 * that its `gatsby build` is incremental: it rebuilds what the clone's files changed, not the
 * whole site. The copy is a real one, never links: Gatsby rewrites files in place. Without a
 * build in `root`, the clone's build is a cold one.
 */
export const seedFromLastBuild = (dir: string, root: string) => {
  for (const folder of [".cache", "public"])
    if (fs.existsSync(path.join(root, folder)))
      fs.cpSync(path.join(root, folder), path.join(dir, folder), { recursive: true })
}

/**
 * What to show of a failed build: from Gatsby's first error (it names the file and the field) on,
 * else the end of its output.
 */
export const failureReport = (output: string) => {
  const lines = output.trimEnd().split("\n")
  const error = lines.findIndex(line => /^\s*ERROR\b/.test(line))
  return error >= 0 ? lines.slice(error, error + 80).join("\n") : lines.slice(-60).join("\n")
}
