import type { CreatePagesArgs } from "gatsby"
import type { Language } from "../../i18n/languages"
import {
  collectProof,
  personPhoto,
  proofEntriesQuery,
  type ProofEntries,
  type ProofEntriesData,
} from "./collect"
import { authorProblems, type ProjectRef } from "./proof"

/**
 * The proof entries of every collection for gatsby-node's createPages, with their references
 * checked (a testimonial's `project`, a post's `author`): a broken one stops the build, naming
 * the file and the field; then the result is null.
 */
export const readProof = async (
  { graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">,
  projects: readonly ProjectRef[],
  posts: readonly { file: string; language: Language; author: string | null }[]
): Promise<ProofEntries | null> => {
  const result = await graphql<ProofEntriesData>(proofEntriesQuery, {
    photoWidth: personPhoto.width,
    photoHeight: personPhoto.height,
  })
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Could not read the team, testimonials and client logos",
      result.errors as Error[] | undefined
    )
    return null
  }
  const { entries, problems } = collectProof(result.data, projects)
  const all = [
    ...problems,
    ...authorProblems(
      posts.map(post => ({ file: post.file, value: post.author, language: post.language })),
      entries.members
    ),
  ]
  if (all.length) {
    reporter.panicOnBuild(`Entries referring to what does not exist:\n${all.join("\n")}`)
    return null
  }
  return entries
}
