/**
 * Serves the build the way the CDN does: Cloudflare's Pages runtime (`wrangler pages dev`), which
 * reads `_headers` and `_redirects` as production does. `PORT=9000 npm run serve:cloudflare`.
 */
import fs from "fs"
import path from "path"
import { startWrangler } from "./wrangler"
import { deployDir } from "../src/lib/built-pages"

const root = path.resolve(process.env.SITE_ROOT ?? deployDir)
const port = Number(process.env.PORT ?? 9000)

if (!fs.existsSync(path.join(root, "index.html"))) {
  console.error("No build found: run 'npm run build' first.")
  process.exit(1)
}

startWrangler(root, port).then(
  ({ process: child }) => {
    console.log(`Serving ${root} with Cloudflare's Pages runtime on http://localhost:${port}`)
    child.stdout?.resume()
    child.stderr?.resume()
    const stop = () => child.kill()
    process.on("SIGINT", stop)
    process.on("SIGTERM", stop)
    child.on("exit", code => process.exit(code ?? 0))
  },
  (error: Error) => {
    console.error(error.message)
    process.exit(1)
  }
)
