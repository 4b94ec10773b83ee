/**
 * What is read out of a collection's one definition (`define.ts`): its GraphQL types, its
 * content-manager fields and the build's check of an entry, each problem naming file and field.
 */
import { z } from "zod"
import { editorFields, fieldMeta, type Shape } from "./define"

/** A Markdown collection: one folder of files, each an entry whose frontmatter is `shape`. */
export type Collection<S extends Shape = Shape> = {
  /** The folder's name, as gatsby-source-filesystem's instance and the content manager call it. */
  name: string
  /** The GraphQL node type of an entry, e.g. `BlogPost`; its frontmatter is `<type>Frontmatter`. */
  type: string
  /** What one entry is called in messages, e.g. "a blog post". */
  entry: string
  shape: S
  /** Rules between fields: each problem as the field it is about and the message. */
  // A method, so a collection of any shape is a Collection.
  rules?(data: z.infer<z.ZodObject<S>>): { field: string; message: string }[]
  /** Fields no longer read, and what to write instead. */
  retired?: Record<string, string>
}

export const defineCollection = <S extends Shape>(collection: Collection<S>) => collection

/** The frontmatter of an entry that passed the build's check. */
export type FrontmatterOf<C extends Collection> = z.infer<z.ZodObject<C["shape"]>>

/** A path inside the frontmatter as messages write it: `gallery[0].alt`. */
const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index ? "." : ""}${String(part)}`
    )
    .join("")

/** Zod's issues as the build's messages: a field inside a group or list it does not have, by name. */
const issueMessages = (
  issues: readonly z.core.$ZodIssue[],
  at: (field: string, message: string) => string
) =>
  issues.flatMap(issue =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map(key => at(fieldName([...issue.path, key]), "is not a field here"))
      : [at(fieldName(issue.path), issue.message)]
  )

/**
 * Checks a data file (JSON) against its shape: each problem names the file and the field's path,
 * `content/pricing.json: services.apps.priceTo must not be below priceFrom`.
 */
export const checkData = <S extends Shape>(
  shape: S,
  file: string,
  data: unknown
): { data: z.infer<z.ZodObject<S>>; problems: [] } | { data: null; problems: string[] } => {
  const result = z.strictObject(shape, { error: "must be a JSON object" }).safeParse(data)
  if (result.success) return { data: result.data, problems: [] }
  return {
    data: null,
    problems: issueMessages(result.error.issues, (field, message) =>
      field ? `${file}: ${field} ${message}` : `${file}: ${message}`
    ),
  }
}

/** The files the entry names beside itself (images, logos), with their field. */
const filesIn = (shape: Shape, data: Record<string, unknown>, at: PropertyKey[] = []) =>
  Object.entries(shape).flatMap(([name, schema]): { field: string; value: string }[] => {
    const meta = fieldMeta.get(schema)
    const value = data[name]
    if (meta?.file && typeof value === "string") return [{ field: fieldName([...at, name]), value }]
    if (meta?.nested && Array.isArray(value))
      return value.flatMap((item: Record<string, unknown>, index) =>
        filesIn(meta.nested?.shape ?? {}, item, [...at, name, index])
      )
    return []
  })

export type Checked<C extends Collection> =
  { frontmatter: FrontmatterOf<C>; problems: [] } | { frontmatter: null; problems: string[] }

/**
 * Checks an entry's frontmatter against its collection's definition. Every problem names the file
 * and the field. `exists` tells whether a file the entry names, relative to it, is there.
 */
export const checkEntry = <C extends Collection>(
  collection: C,
  file: string,
  frontmatter: Record<string, unknown>,
  exists?: (relative: string) => boolean
): Checked<C> => {
  const at = (field: string, message: string) => `${file}: frontmatter "${field}" ${message}`
  const known = Object.keys(collection.shape)
  const problems: string[] = []
  for (const [field, instead] of Object.entries(collection.retired ?? {}))
    if (field in frontmatter) problems.push(at(field, `is no longer read; ${instead}`))
  const unknown = Object.keys(frontmatter).filter(
    field => !known.includes(field) && !(field in (collection.retired ?? {}))
  )
  for (const field of unknown)
    problems.push(
      at(field, `is not a field of ${collection.entry} (its fields: ${known.join(", ")})`)
    )
  // The shape's own fields: one not in it, or retired, is named above.
  const result = z.object(collection.shape).safeParse(frontmatter)
  if (!result.success) problems.push(...issueMessages(result.error.issues, at))
  else {
    const data = result.data as FrontmatterOf<C>
    problems.push(
      ...(collection.rules?.(data) ?? []).map(({ field, message }) => at(field, message))
    )
    if (exists)
      for (const { field, value } of filesIn(collection.shape, data))
        if (!exists(value)) problems.push(at(field, `names "${value}", which does not exist`))
    if (!problems.length) return { frontmatter: data, problems: [] }
  }
  return { frontmatter: null, problems }
}

/** The GraphQL type of an entry's frontmatter, and the types of the objects in its lists. */
const frontmatterTypes = (typeName: string, shape: Shape): string[] => {
  const nested: string[] = []
  const lines = Object.entries(shape).map(([name, schema]) => {
    const meta = fieldMeta.get(schema)
    if (!meta) throw new Error(`${typeName}.${name} has no GraphQL type: define it with define.ts`)
    if (meta.nested) nested.push(...frontmatterTypes(meta.nested.typeName, meta.nested.shape))
    return `  ${name}: ${meta.graphql}`
  })
  return [`type ${typeName} {\n${lines.join("\n")}\n}`, ...nested]
}

/**
 * The collection's GraphQL types: the entry node (`extra` adds the fields the build derives, such
 * as the address) and its frontmatter. Declared, not inferred, so an empty collection still
 * queries.
 */
export const graphqlTypes = (collection: Collection, fields: string, extra = ""): string =>
  [
    `type ${collection.type} implements Node @dontInfer {\n  frontmatter: ${collection.type}Frontmatter!\n  fields: ${collection.type}Fields!${extra}\n}`,
    `type ${collection.type}Fields {\n${fields}\n}`,
    ...frontmatterTypes(`${collection.type}Frontmatter`, collection.shape),
  ].join("\n")

/** The content manager's fields of a collection, in the order the files write them. */
export const cmsFields = (collection: Collection) => editorFields(collection.shape)
