import fs from "fs"
import http from "http"
import path from "path"

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".xml": "application/xml",
}

/** A plain static server over a folder: the content manager's test serves the built admin with it. */
export const serveFolder = (root: string, port: number) =>
  new Promise<http.Server>(resolve => {
    const server = http.createServer((request, response) => {
      const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)
      let file = path.join(root, pathname)
      if (!file.startsWith(root)) file = root
      if (fs.existsSync(file) && fs.statSync(file).isDirectory())
        file = path.join(file, "index.html")
      else if (!path.extname(file) && fs.existsSync(path.join(file, "index.html")))
        file = path.join(file, "index.html")
      const found = fs.existsSync(file)
      const body = fs.readFileSync(found ? file : path.join(root, "404.html"))
      response.writeHead(found ? 200 : 404, {
        "content-type": types[path.extname(found ? file : ".html")] ?? "application/octet-stream",
        "cache-control": "no-cache",
      })
      response.end(body)
    })
    server.listen(port, "127.0.0.1", () => resolve(server))
  })
