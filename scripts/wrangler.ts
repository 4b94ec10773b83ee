import { spawn, type ChildProcess } from "child_process"
import path from "path"

/**
 * The compatibility date handed to the local Cloudflare runtime: wrangler defaults to today's,
 * which the workerd it ships may not support yet. Keep it at or before the installed workerd.
 */
const compatibilityDate = "2026-05-01"

/**
 * Starts `wrangler pages dev` over a folder; resolves once it serves, with all it printed. It runs
 * the Pages Functions in `./functions` (wrangler looks for them in its working directory, the
 * project's root), with `bindings` as their environment, in addition to a `.dev.vars` file there.
 */
export const startWrangler = (
  root: string,
  port: number,
  bindings: Record<string, string> = {}
): Promise<{ process: ChildProcess; output: () => string }> =>
  new Promise((resolve, reject) => {
    let output = ""
    const child = spawn(
      path.resolve("node_modules/.bin/wrangler"),
      [
        "pages",
        "dev",
        root,
        "--port",
        String(port),
        "--ip",
        "127.0.0.1",
        "--compatibility-date",
        compatibilityDate,
        ...Object.entries(bindings).flatMap(([name, value]) => ["--binding", `${name}=${value}`]),
      ],
      {
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", CI: "true" },
        stdio: ["ignore", "pipe", "pipe"],
      }
    )
    const timer = setTimeout(() => {
      child.kill()
      reject(new Error(`wrangler did not start within 60 s:\n${output}`))
    }, 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Ready on|Listening on/i.test(output)) {
        clearTimeout(timer)
        resolve({ process: child, output: () => output })
      }
    }
    child.stdout.on("data", read)
    child.stderr.on("data", read)
    child.on("exit", code => {
      clearTimeout(timer)
      reject(new Error(`wrangler exited with ${code}:\n${output}`))
    })
  })
