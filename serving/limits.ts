import { cdnLimits, unsafeRedirectTarget } from "./rules"

/**
 * Checks `_headers` and `_redirects` against Cloudflare Pages' documented limits, so a rule the
 * host would reject (and silently ignore) fails the build instead. Each finding names the file,
 * the line and the limit.
 */
export const headerProblems = (text: string): string[] => {
  const problems: string[] = []
  const lines = text.split("\n")
  let rules = 0
  lines.forEach((line, index) => {
    if (line.length > cdnLimits.lineLength)
      problems.push(
        `_headers:${index + 1}: ${line.length} characters, over the limit of ${cdnLimits.lineLength} a line`
      )
    if (line && !/^\s/.test(line) && !line.startsWith("#")) rules++
    else if (line.trim() && !line.trim().startsWith("#") && !/^\s+!?\s*[\w-]+(:|$)/.test(line))
      problems.push(`_headers:${index + 1}: not a "Name: value" header line`)
  })
  if (rules > cdnLimits.headerRules)
    problems.push(`_headers: ${rules} rules, over the limit of ${cdnLimits.headerRules}`)
  return problems
}

export const redirectProblems = (text: string): string[] => {
  const problems: string[] = []
  let staticRules = 0
  let dynamicRules = 0
  text.split("\n").forEach((line, index) => {
    const where = `_redirects:${index + 1}`
    if (!line.trim() || line.trim().startsWith("#")) return
    if (line.length > cdnLimits.redirectLineLength)
      problems.push(
        `${where}: ${line.length} characters, over the limit of ${cdnLimits.redirectLineLength} a rule`
      )
    const [from, to, status = "302", ...rest] = line.trim().split(/\s+/)
    if (!to || rest.length) problems.push(`${where}: expected "from to [status]"`)
    if (!cdnLimits.redirectStatuses.includes(Number(status)))
      problems.push(
        `${where}: status ${status} is not one of ${cdnLimits.redirectStatuses.join(", ")}`
      )
    if (to && unsafeRedirectTarget(to))
      problems.push(
        `${where}: the target ${to} does not start with a fixed path segment, so a request could ` +
          "make it protocol-relative (//other.host) and send visitors to another site"
      )
    if (/[*:]/.test(from)) dynamicRules++
    else staticRules++
  })
  if (staticRules > cdnLimits.staticRedirects)
    problems.push(
      `_redirects: ${staticRules} static rules, over the limit of ${cdnLimits.staticRedirects}`
    )
  if (dynamicRules > cdnLimits.dynamicRedirects)
    problems.push(
      `_redirects: ${dynamicRules} dynamic rules, over the limit of ${cdnLimits.dynamicRedirects}`
    )
  return problems
}

/** What `wrangler pages dev` reports about rules it rejects or ignores, from its output. */
export const wranglerRejections = (output: string): string[] =>
  output
    .split("\n")
    .filter(line => /invalid (header|redirect) rule|Ignoring line|maximum allowed/i.test(line))
    // eslint-disable-next-line no-control-regex -- wrangler colours its output.
    .map(line => line.replace(/\x1b\[[0-9;]*m/g, "").trim())
