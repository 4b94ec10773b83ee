/**
 * The CDN's view of a build: `_headers` and `_redirects` within Cloudflare Pages' documented
 * limits, and Cloudflare's own runtime (`wrangler pages dev`) accepting every rule.
 * `tsx scripts/check-cdn.ts [folder]` (default `dist`); the benchmark runs it on its
 * 1,000-posts-per-language site too. A failure names the file, the line and the limit.
 */
import fs from "fs"
import path from "path"
import { headerProblems, redirectProblems, wranglerRejections } from "../serving/limits"
import { startWrangler } from "./wrangler"
import { deployDir } from "../src/lib/built-pages"

const root = path.resolve(process.argv[2] ?? deployDir)
const port = Number(process.env.CDN_CHECK_PORT ?? 8798)

const main = async () => {
  const headers = fs.readFileSync(path.join(root, "_headers"), "utf8")
  const redirects = fs.readFileSync(path.join(root, "_redirects"), "utf8")
  const problems = [...headerProblems(headers), ...redirectProblems(redirects)]

  const wrangler = await startWrangler(root, port)
  wrangler.process.kill()
  problems.push(...wranglerRejections(wrangler.output()).map(line => `wrangler: ${line}`))

  if (problems.length) {
    console.error(
      `CDN rules check failed (${path.relative(".", root)}):\n- ${problems.join("\n- ")}`
    )
    process.exit(1)
  }
  const headerRules = headers.split("\n").filter(line => /^\//.test(line)).length
  const longest = Math.max(...headers.split("\n").map(line => line.length))
  console.log(
    `CDN rules check passed: ${headerRules} header rules (longest line ${longest} characters), ` +
      `${redirects.trim().split("\n").length} redirects; wrangler accepted them all.`
  )
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
