/** Writes deploy/nginx.conf from the serving rules: `npm run serving:generate`. */
import fs from "fs"
import path from "path"
import { renderNginx } from "./render"

fs.writeFileSync(path.resolve("deploy/nginx.conf"), renderNginx())
console.log("deploy/nginx.conf written")
