import http from "http"
import type { AddressInfo } from "net"
import type { BrowserContext } from "@playwright/test"

/** The OAuth App the stand-in knows, and the token it hands out for its one code. */
export const app = { clientId: "e2e-client-id", clientSecret: "e2e-client-secret" }
export const token = "gho_e2eStandInToken0123456789"
export const editor = { login: "e2e-editor", name: "E2E Editor" }
const code = "e2e-code"

export type GitHubStandIn = {
  origin: string
  /** Every authorize request's query, and every token request's body, in order. */
  authorizations: URLSearchParams[]
  exchanges: Record<string, string>[]
  /** When set, the authorize page sends the editor back with this state instead of GitHub's. */
  forgeState?: string
  stop: () => Promise<void>
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>(resolve => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString()))
    request.on("end", () => resolve(body))
  })

/**
 * GitHub's web sign-in over plain HTTP on this machine (the Pages runtime's `fetch` refuses a
 * self-signed upstream): the authorize page, which at once sends the editor back to the app's
 * callback with a code and the state it was given, and the token address, which answers the
 * app's client id and secret and that code with `token`, and anything else with GitHub's error.
 */
export const startGitHubStandIn = async (): Promise<GitHubStandIn> => {
  const standIn: Omit<GitHubStandIn, "origin" | "stop"> = { authorizations: [], exchanges: [] }
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in")
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      standIn.authorizations.push(url.searchParams)
      const back = new URL(url.searchParams.get("redirect_uri") ?? "")
      back.search = new URLSearchParams({
        code,
        state: standIn.forgeState ?? url.searchParams.get("state") ?? "",
      }).toString()
      response.writeHead(302, { Location: back.href }).end()
      return
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      const body = JSON.parse(await readBody(request)) as Record<string, string>
      standIn.exchanges.push(body)
      const valid =
        body.client_id === app.clientId &&
        body.client_secret === app.clientSecret &&
        body.code === code
      response.writeHead(200, { "Content-Type": "application/json" })
      response.end(
        JSON.stringify(
          valid
            ? { access_token: token, token_type: "bearer", scope: "repo" }
            : { error: "bad_verification_code" }
        )
      )
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(standIn, {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>(resolve => server.close(() => resolve())),
  })
}

const json = (body: unknown, status = 200) => ({
  status,
  contentType: "application/json; charset=utf-8",
  body: JSON.stringify(body),
})

/**
 * GitHub's API as the content manager calls it from the browser once it has a token: the
 * signed-in user (`GET /user`) and the repository with the user's permissions
 * (`GET /repos/:owner/:repo`, Decap checks `permissions.push`), both only with the stand-in's
 * token. The repository's files are not stood in: they answer 404, which Decap reports per
 * collection without signing the editor out.
 */
export const standInGitHubApi = async (context: BrowserContext, calls: string[]) =>
  context.route("https://api.github.com/**", route => {
    const request = route.request()
    const { pathname } = new URL(request.url())
    calls.push(`${request.method()} ${pathname}`)
    const credentials = request.headers().authorization
    if (credentials !== `token ${token}` && credentials !== `Bearer ${token}`)
      return route.fulfill(json({ message: "Bad credentials" }, 401))
    if (pathname === "/user")
      return route.fulfill(json({ ...editor, id: 1, avatar_url: "", type: "User" }))
    const repo = pathname.match(/^\/repos\/([^/]+)\/([^/]+)$/)
    if (repo)
      return route.fulfill(
        json({
          name: repo[2],
          full_name: `${repo[1]}/${repo[2]}`,
          owner: { login: repo[1] },
          private: true,
          default_branch: "main",
          permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
        })
      )
    return route.fulfill(json({ message: "Not Found" }, 404))
  })
