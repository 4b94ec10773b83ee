import { spawn } from "child_process"
import net from "net"
import path from "path"
import { startWrangler } from "../../scripts/wrangler"

export type ServerKind = "nginx" | "cloudflare"

const waitUntilServing = async (url: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>(resolve => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/**
 * Serves a copy of the build with the production server of the given kind (nginx with the
 * project's configuration, or Cloudflare's Pages runtime), for tests that change what is
 * deployed. Resolves to a function that stops it.
 */
export const serveSite = async (
  kind: ServerKind,
  root: string,
  port: number
): Promise<() => Promise<void>> => {
  if (kind === "cloudflare") {
    const { process: child } = await startWrangler(root, port)
    return async () => {
      child.kill()
    }
  }
  const child = spawn("bash", [path.resolve("scripts/serve-nginx.sh")], {
    env: { ...process.env, PORT: String(port), SITE_ROOT: root, RUNTIME_DIR: `${root}-nginx` },
    stdio: ["ignore", "ignore", "inherit"],
  })
  await waitUntilServing(`http://localhost:${port}/`)
  return async () => {
    child.kill()
  }
}
