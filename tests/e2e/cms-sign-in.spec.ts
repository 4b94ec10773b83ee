import path from "path"
import type { ChildProcess } from "child_process"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { freePort } from "./servers"
import {
  app,
  editor,
  standInGitHubApi,
  startGitHubStandIn,
  token,
  type GitHubStandIn,
} from "./github-stand-in"
import { startWrangler } from "../../scripts/wrangler"
import { deployDir } from "../../src/lib/built-pages"

/**
 * The content manager's GitHub sign-in on Cloudflare's runtime: the Pages Functions in
 * functions/admin/ under `wrangler pages dev` over the build, with the sign-in's secrets, against
 * a stand-in for GitHub (tests/e2e/github-stand-in.ts). The project's own Cloudflare server runs
 * without the secrets, as `npm start` does.
 */
let gitHub: GitHubStandIn
let wrangler: ChildProcess
let site: string

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  // wrangler bundles the functions and starts workerd: several seconds on a busy machine.
  test.setTimeout(90_000)
  gitHub = await startGitHubStandIn()
  const port = await freePort()
  const { process: child } = await startWrangler(path.resolve(deployDir), port, {
    GITHUB_OAUTH_CLIENT_ID: app.clientId,
    GITHUB_OAUTH_CLIENT_SECRET: app.clientSecret,
    GITHUB_OAUTH_BASE_URL: gitHub.origin,
  })
  wrangler = child
  site = `http://localhost:${port}`
})

test.afterAll(async () => {
  wrangler?.kill()
  await gitHub?.stop()
})

const signedIn = (page: Page) => page.evaluate(() => localStorage.getItem("decap-cms-user"))

/** Opens the admin and starts the sign-in; resolves with the pop-up. */
const startSignIn = async (page: Page) => {
  await page.goto(`${site}/admin/`)
  const popUp = page.waitForEvent("popup")
  await page.getByRole("button", { name: "Login with GitHub" }).click()
  return popUp
}

test("an editor signs in with GitHub through the site's own sign-in pop-up", async ({ page }) => {
  test.setTimeout(90_000)
  const apiCalls: string[] = []
  await standInGitHubApi(page.context(), apiCalls)
  const popUp = await startSignIn(page)
  await popUp.waitForEvent("close")

  // GitHub was asked for this app, the default scope, and a callback on the site's own origin.
  const [authorize] = gitHub.authorizations
  expect(authorize.get("client_id")).toBe(app.clientId)
  expect(authorize.get("scope")).toBe("repo")
  expect(authorize.get("redirect_uri")).toBe(`${site}/admin/callback`)
  expect(gitHub.exchanges).toHaveLength(1)

  // The admin holds the stand-in's token, and shows the signed-in editor's content manager.
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toHaveCount(0)
  await expect(page.getByRole("link", { name: "Contents" })).toBeVisible({ timeout: 30_000 })
  expect(JSON.parse((await signedIn(page)) ?? "{}")).toMatchObject({
    token,
    login: editor.login,
  })
  expect(apiCalls).toContain("GET /user")
  expect(apiCalls.some(call => /^GET \/repos\/[^/]+\/[^/]+$/.test(call))).toBe(true)
})

test("a forged callback is refused, and the admin stays signed out", async ({ page }) => {
  test.setTimeout(60_000)
  const exchanges = gitHub.exchanges.length
  gitHub.forgeState = "forged-state"
  const popUp = await startSignIn(page)
  await expect(popUp).toHaveURL(/\/admin\/callback\?code=.+&state=forged-state$/)
  await expect(popUp.getByRole("heading", { level: 1 })).toHaveText("Content manager sign-in")
  await expect(popUp.getByText("This sign-in has expired or was not started")).toBeVisible()
  expect(gitHub.exchanges).toHaveLength(exchanges)

  await popUp.close()
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible()
  expect(await signedIn(page)).toBeNull()
  gitHub.forgeState = undefined
})

test("no parameter sends the editor anywhere but GitHub and back to the site", async ({
  request,
}) => {
  const hostile = await request.get(
    `${site}/admin/auth?redirect_uri=https://evil.example/&scope=admin:org&base_url=//evil.example`,
    { maxRedirects: 0 }
  )
  expect(hostile.status()).toBe(302)
  const location = new URL(hostile.headers().location)
  expect(location.origin).toBe(gitHub.origin)
  expect(location.searchParams.get("redirect_uri")).toBe(`${site}/admin/callback`)
  expect(location.searchParams.get("scope")).toBe("repo")

  for (const state of ["../../", "//evil.example", "%2F%2Fevil.example"]) {
    const answer = await request.get(`${site}/admin/callback?code=x&state=${state}`, {
      maxRedirects: 0,
    })
    expect(answer.status(), state).toBe(400)
    expect(answer.headers().location, state).toBeUndefined()
    expect(answer.headers()["cache-control"], state).toBe("no-store")
  }
  const post = await request.post(`${site}/admin/callback?code=x&state=y`, { maxRedirects: 0 })
  expect(post.status()).toBe(405)
  expect(post.headers().allow).toBe("GET")
})

test("without the secrets, as `npm start` runs, the sign-in says it is not set up", async ({
  request,
}) => {
  const answer = await request.get("/admin/auth?provider=github", { maxRedirects: 0 })
  expect(answer.status()).toBe(503)
  expect(await answer.text()).toContain(
    "GitHub sign-in is not set up yet: add the GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET secrets in the Cloudflare Pages settings."
  )
})
