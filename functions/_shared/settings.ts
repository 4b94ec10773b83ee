/**
 * The GitHub sign-in's settings, from the Pages project's environment (Cloudflare Pages →
 * Settings → Variables and Secrets; `wrangler pages dev --binding KEY=VALUE` or `.dev.vars`
 * locally). Only strings reach these functions; anything else counts as not set.
 */
export type OAuthEnv = {
  GITHUB_OAUTH_CLIENT_ID?: string
  GITHUB_OAUTH_CLIENT_SECRET?: string
  /** `repo` (the default: public and private repositories) or `public_repo`. */
  GITHUB_OAUTH_SCOPE?: string
  /** GitHub's web address: `https://github.com`, or a GitHub Enterprise Server's. */
  GITHUB_OAUTH_BASE_URL?: string
}

/** What a Pages Function receives that these handlers use. */
export type OAuthContext = { request: Request; env: OAuthEnv }

export type OAuthSettings = {
  clientId: string
  clientSecret: string
  scope: "repo" | "public_repo"
  /** GitHub's origin, without a trailing slash. */
  github: string
}

export const defaultGitHub = "https://github.com"

const scopes = ["repo", "public_repo"] as const

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "")

const loopback = new Set(["127.0.0.1", "localhost", "[::1]"])

/**
 * GitHub's origin: HTTPS, or plain HTTP on this machine only (the end-to-end test's stand-in; the
 * local Pages runtime refuses a self-signed upstream). A path, query or credentials make it
 * invalid rather than quietly dropped.
 */
const gitHubOrigin = (value: string): string | undefined => {
  if (!value) return defaultGitHub
  try {
    const url = new URL(value)
    const secure =
      url.protocol === "https:" || (url.protocol === "http:" && loopback.has(url.hostname))
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username
    return secure && bare ? url.origin : undefined
  } catch {
    return undefined
  }
}

/** The settings, or `undefined` when a secret is missing or a setting is not a valid value. */
export const readSettings = (env: OAuthEnv): OAuthSettings | undefined => {
  const clientId = text(env.GITHUB_OAUTH_CLIENT_ID)
  const clientSecret = text(env.GITHUB_OAUTH_CLIENT_SECRET)
  const scopeSetting = text(env.GITHUB_OAUTH_SCOPE) || "repo"
  const scope = scopes.find(s => s === scopeSetting)
  const github = gitHubOrigin(text(env.GITHUB_OAUTH_BASE_URL))
  if (!clientId || !clientSecret || !scope || !github) return undefined
  return { clientId, clientSecret, scope, github }
}

/** The sign-in's two addresses on the site, and the cookie that carries `state` between them. */
export const authPath = "/admin/auth"
export const callbackPath = "/admin/callback"
export const stateCookie = "cms_oauth_state"
/** Long enough to sign in to GitHub, short enough that a stale state is of no use. */
export const stateMaxAge = 600
