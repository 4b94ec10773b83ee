import type { CmsEntry } from "./types"

/**
 * Stops a change of an existing post's category before it is saved. Decap keeps an entry's files
 * where they are, so the post would sit in one category's folder while naming another, which the
 * build rejects. A new post goes to its category's folder as it should.
 */
export const categoryGuard = ({ entry }: { entry: unknown }) => {
  const post = entry as CmsEntry
  if (post.get("collection") !== "blog" || post.get("newRecord")) return undefined
  const folder = String(post.get("path") ?? "")
    .split("/")
    .at(-2)
  const category = post.getIn(["data", "category"])
  if (folder && category !== folder)
    throw new Error(
      `This post is filed under "${folder}". To move it to "${String(category)}", ` +
        "create it anew in that category and delete this one."
    )
  return undefined
}
