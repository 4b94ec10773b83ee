/**
 * The blog grown to 1,000 generated posts per language (all in one category, so that category's
 * list is as long as the whole blog's): the page data of every page of every blog list, against
 * the site's 15 KB budget. Before the lists had pages, `/en/blog/` carried 408 KB at this size.
 */
import { execSync } from "child_process"
import fs from "fs"
import path from "path"
import { temporaryDir, writeBlog } from "./generate-content"
import type { PageDataSize } from "./portfolio"
import { walk } from "../src/lib/files"
import { blogListIds } from "../src/features/blog/pagination"

/** Posts per language the lists are measured with. */
export const blogListPosts = 1000
export const pageDataBudgetKb = 15

/** The page data of each page of the blog's lists in the last build, largest first. */
const listPageData = (publicDir = path.resolve("public")): PageDataSize[] =>
  walk(path.join(publicDir, "page-data"))
    .filter(file => file.endsWith("page-data.json"))
    .flatMap(file => {
      const text = fs.readFileSync(file, "utf8")
      const data = JSON.parse(text) as {
        path: string
        result?: { pageContext?: { routeId?: string } }
      }
      const routeId = data.result?.pageContext?.routeId ?? ""
      return (blogListIds as readonly string[]).includes(routeId)
        ? [{ page: data.path, kb: Buffer.byteLength(text) / 1024 }]
        : []
    })
    .sort((a, b) => b.kb - a.kb || a.page.localeCompare(b.page))

type BlogListBudget = { pages: PageDataSize[]; passed: boolean }

/** Builds the site with the generated posts and measures every list page's data. */
export const blogListBudget = (env: NodeJS.ProcessEnv): BlogListBudget => {
  const dir = temporaryDir("bench-blog-lists")
  try {
    writeBlog(dir, blogListPosts)
    execSync("npx gatsby clean", { env, stdio: "ignore" })
    execSync("npm run build", { env: { ...env, BLOG_CONTENT_DIR: dir }, stdio: "ignore" })
    const pages = listPageData()
    return { pages, passed: pages.length > 0 && pages.every(({ kb }) => kb <= pageDataBudgetKb) }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
