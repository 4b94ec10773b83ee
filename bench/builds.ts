/**
 * Build times: cold builds with generated posts (`npm run build`: Gatsby's build and then the
 * post-build step), a warm rebuild after editing one post with Gatsby's cache, `public/`
 * and `dist/` kept (as CI keeps them), and the CDN check (`scripts/check-cdn.ts`) on the largest site.
 */
import { execSync, spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { temporaryDir, writeBlog } from "./generate-content"
import { walk } from "../src/lib/files"
import { deployDir } from "../src/lib/built-pages"

export type Step = { step: string; seconds: number }

export type TimedBuild = {
  seconds: number
  /** Gatsby's own build ("Done building in …"); the rest is the post-build step (and npm, tsx). */
  gatsbySeconds: number
  postbuildSeconds: number
  /** Gatsby's timed steps, longest first. */
  steps: Step[]
}

// eslint-disable-next-line no-control-regex
const ansi = /\x1b\[[0-9;?]*[A-Za-z]/g

/**
 * Gatsby's "success <step> - 1.234s" lines (some with a count after: " - 2059/2059 6.00/s"),
 * summed by step, longest first.
 */
export const gatsbySteps = (output: string): Step[] => {
  const totals = new Map<string, number>()
  for (const line of output.replace(ansi, "").split(/\r?\n/)) {
    const match = /^success (.+?) - (\d+(?:\.\d+)?)s(?: - .*)?$/.exec(line.trim())
    if (match) totals.set(match[1], (totals.get(match[1]) ?? 0) + Number(match[2]))
  }
  return [...totals]
    .map(([step, seconds]) => ({ step, seconds }))
    .sort((a, b) => b.seconds - a.seconds)
}

/** Gatsby's total, from "Done building in 123.45 sec". */
export const gatsbyTotal = (output: string): number | undefined => {
  const match = /Done building in (\d+(?:\.\d+)?) sec/.exec(output.replace(ansi, ""))
  return match ? Number(match[1]) : undefined
}

/** `npm run build`, timed; throws with the end of its output if it fails. */
const timedBuild = (env: NodeJS.ProcessEnv): TimedBuild => {
  const start = Date.now()
  const result = spawnSync("npm", ["run", "build"], {
    env,
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  })
  const seconds = (Date.now() - start) / 1000
  const output = `${result.stdout}\n${result.stderr}`
  if (result.status !== 0)
    throw new Error(`npm run build failed:\n${output.replace(ansi, "").slice(-4000)}`)
  const gatsbySeconds = gatsbyTotal(output) ?? seconds
  return {
    seconds,
    gatsbySeconds,
    postbuildSeconds: Math.max(0, seconds - gatsbySeconds),
    steps: gatsbySteps(output),
  }
}

const pageCount = () =>
  walk(path.resolve("public/page-data")).filter(file => file.endsWith("page-data.json")).length

/** The sentence the warm rebuild changes in one generated post. */
export const editPost = (markdown: string): string => {
  const edited = markdown.replace(
    "A plain sentence about planning",
    "An edited sentence about planning"
  )
  if (edited === markdown) throw new Error("the generated post has no sentence to edit")
  return edited
}

type ColdBuild = { posts: number; pages: number } & TimedBuild

type WarmRebuild = { posts: number; pages: number; build: TimedBuild }

type CdnCheck = { passed: boolean; output: string }

/** `tsx scripts/check-cdn.ts` over dist/: Cloudflare's limits and wrangler's own acceptance. */
const cdnCheck = (env: NodeJS.ProcessEnv): CdnCheck => {
  const result = spawnSync("npx", ["tsx", "scripts/check-cdn.ts", deployDir], {
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = `${result.stdout}${result.stderr}`
    .replace(ansi, "")
    .split("\n")
    .filter(line => line.trim() && !/^npm warn/i.test(line))
    .join("\n")
  return { passed: result.status === 0, output }
}

/**
 * Cold builds (`gatsby clean` first) with each number of generated posts per language. After the
 * largest, unless `warm` is false: one post's text edited and `npm run build` run again with the
 * cache, `public/` and `dist/` kept, then the CDN check on that site.
 */
export const buildTimes = (
  sizes: number[],
  env: NodeJS.ProcessEnv,
  warm: boolean
): { cold: ColdBuild[]; warm?: WarmRebuild; cdn?: CdnCheck } => {
  const cold: ColdBuild[] = []
  let warmRebuild: WarmRebuild | undefined
  let cdn: CdnCheck | undefined
  const largest = Math.max(...sizes)
  for (const posts of sizes) {
    const dir = temporaryDir("bench-blog")
    try {
      writeBlog(dir, posts)
      const buildEnv = { ...env, BLOG_CONTENT_DIR: dir }
      execSync("npx gatsby clean", { env, stdio: "ignore" })
      const build = timedBuild(buildEnv)
      cold.push({ posts, pages: pageCount(), ...build })
      console.log(
        `${posts} posts per language: ${build.seconds.toFixed(1)} s (Gatsby ${build.gatsbySeconds.toFixed(1)} s), ${cold.at(-1)!.pages} pages`
      )
      if (posts !== largest || !warm) continue
      const post = path.join(dir, "en", "apps", "bench-post-0.md")
      fs.writeFileSync(post, editPost(fs.readFileSync(post, "utf8")))
      const rebuild = timedBuild(buildEnv)
      warmRebuild = { posts, pages: pageCount(), build: rebuild }
      console.log(
        `warm rebuild after one edit: ${rebuild.seconds.toFixed(1)} s (Gatsby ${rebuild.gatsbySeconds.toFixed(1)} s, post-build ${rebuild.postbuildSeconds.toFixed(1)} s)`
      )
      cdn = cdnCheck(env)
      console.log(cdn.output)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  return { cold, warm: warmRebuild, cdn }
}
