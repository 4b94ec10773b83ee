/**
 * `npm run cms`: edit content on this machine. Starts decap-server (Decap's local backend, which
 * reads and writes the files of this working copy), the content manager rebuilt on every change
 * and served at http://localhost:8001/admin/, and `gatsby develop` at http://localhost:8000/,
 * which shows each saved change. Stop everything with Ctrl+C.
 */
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import path from "path"
import * as esbuild from "esbuild"
import { buildOptions } from "./build-cms"
import { localBackend } from "../serving/admin-csp"

const root = path.resolve(__dirname, "..")
const servedir = path.join(root, ".cache/cms")
const adminPort = 8001

const children: ChildProcess[] = []
const start = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const child = spawn(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  })
  child.on("exit", code => {
    if (code) console.error(`${command} ${args.join(" ")} stopped with code ${code}`)
  })
  children.push(child)
}

const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exit(0)
}

const main = async () => {
  fs.rmSync(servedir, { recursive: true, force: true })
  fs.mkdirSync(path.join(servedir, "admin"), { recursive: true })
  // The admin page's icon and the CMS logo.
  fs.cpSync(path.join(root, "static/images"), path.join(servedir, "images"), { recursive: true })
  const context = await esbuild.context(buildOptions(path.relative(root, `${servedir}/admin`)))
  await context.watch()
  await context.serve({ servedir, port: adminPort, host: "localhost" })

  start(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    GIT_REPO_DIRECTORY: root,
    PORT: new URL(localBackend).port,
  })
  // Gatsby itself, not through npx, so that stopping it reaches its own children.
  start(process.execPath, [require.resolve("gatsby/cli.js"), "develop"], {
    GATSBY_TELEMETRY_DISABLED: "1",
  })
  console.log(
    `\nContent manager: http://localhost:${adminPort}/admin/ (saves go to the files here; commit them with git)\n` +
      "Site (updates as you save): http://localhost:8000/\n"
  )
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}

main().catch(error => {
  console.error(error)
  stop()
})
