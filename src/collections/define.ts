/**
 * The building blocks of a content collection's one definition. Each helper makes a zod schema
 * (the build's check, with a message an editor can act on, and the TypeScript type) and records
 * beside it what the other readers need: the field's GraphQL type and its content-manager field
 * with label and hint. `derive.ts` reads a collection's definition into each of those.
 */
import { z } from "zod"
import type { CmsField } from "../cms/types"

type I18nSetting = boolean | "translate" | "duplicate" | "none"

/** Decap's field, without the name: the name is the field's key in the collection's shape. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
export type EditorField = DistributiveOmit<CmsField, "name">

/** What a field's definition carries beside its schema. */
export type FieldMeta = {
  /** The field's GraphQL type on its collection's type, e.g. `String!` or `File @fileByRelativePath`. */
  graphql: string
  /** The content manager's field; none for a field only the build writes (`demo`). */
  editor: EditorField | null
  /** The objects of a list or a group: their own GraphQL type, by name. */
  nested?: { typeName: string; shape: Shape }
  /** A file beside the entry that must exist (an image, a logo). */
  file?: true
}

export type Shape = Record<string, z.ZodType>

/** Where `derive.ts` reads each field's GraphQL type and editor field from. */
const metas = new WeakMap<z.ZodType, FieldMeta>()
export const fieldMeta = {
  get: (schema: z.ZodType): FieldMeta | undefined => metas.get(schema),
  set: <S extends z.ZodType>(schema: S, meta: FieldMeta): S => {
    metas.set(schema, meta)
    return schema
  },
}

/** What every field is given: the editor's label and hint, and whether it may be left out. */
type Common = {
  label: string
  hint?: string
  /** Whether each language has its own value (true) or shares one ("duplicate"). */
  i18n?: I18nSetting
  /** Required unless `false`. */
  required?: boolean
}

const blank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0)

/**
 * An empty value counts as left out: YAML writes an empty field as null, Decap as "", and a list
 * whose items were all removed as [].
 */
const absentIfBlank = (value: unknown) => (blank(value) ? undefined : value)

const editorBase = ({ label, hint, i18n, required }: Common) => ({
  label,
  ...(hint === undefined ? {} : { hint }),
  ...(i18n === undefined ? {} : { i18n }),
  ...(required === false ? { required: false } : {}),
})

/** A schema that accepts only what `check` lets through, with `check`'s message. */
const checked = <T>(schema: z.ZodType<T>, check: (value: T) => string | undefined): z.ZodType<T> =>
  schema.superRefine((value, context) => {
    const message = check(value)
    if (message) context.addIssue({ code: "custom", message })
  })

/** A field's schema: its value, or undefined when it may be left out. */
export type Field<T, O extends Common> = z.ZodType<
  O extends { required: false } ? T | undefined : T
>

/** Left out when optional: required fields say so, optional ones are checked only when given. */
const finish = <T, O extends Common>(
  schema: z.ZodType<T>,
  common: O,
  meta: FieldMeta,
  missing = "is missing or empty"
): Field<T, O> => {
  const field =
    common.required === false
      ? z.preprocess(absentIfBlank, schema.optional())
      : z.preprocess(
          absentIfBlank,
          (z.unknown().refine(v => v !== undefined, missing) as z.ZodType<unknown>).pipe(schema)
        )
  return fieldMeta.set(field as z.ZodType, {
    ...meta,
    // Non-null goes on the type, before any directive: `File! @fileByRelativePath`.
    graphql: common.required === false ? meta.graphql : meta.graphql.replace(/^\S+/, "$&!"),
  }) as Field<T, O>
}

const mustBeText = z.string({ error: "must be text" })

/**
 * Text: a line, or paragraphs (`long`). `max` and `min` count characters; `pattern` is a regular
 * expression and what the editor is told when the value does not match it.
 */
export const text = <
  O extends Common & {
    long?: boolean
    min?: number
    max?: number
    pattern?: [RegExp, string]
    /** What a value that does not match `pattern` is told; defaults to the pattern's message. */
    patternProblem?: (value: string) => string
    /** What a missing value is told. */
    missing?: string
  },
>(
  options: O
) => {
  const { long, min, max, pattern, patternProblem, missing = "is missing or empty" } = options
  const schema = checked(mustBeText.trim(), value => {
    if (value === "") return missing
    if (min !== undefined && max !== undefined && (value.length < min || value.length > max))
      return `has ${value.length} characters, expected ${min}–${max}`
    if (max !== undefined && value.length > max)
      return `is ${value.length} characters, at most ${max}`
    if (pattern && !pattern[0].test(value))
      return patternProblem?.(value) ?? `is "${value}": ${pattern[1].toLowerCase()}`
    return undefined
  })
  const length =
    min !== undefined || max !== undefined
      ? ([
          `^[\\s\\S]{${min ?? 1},${max ?? ""}}$`,
          min !== undefined && max !== undefined
            ? `Between ${min} and ${max} characters`
            : `At most ${max ?? ""} characters`,
        ] as [string, string])
      : undefined
  return finish(
    schema,
    options,
    {
      graphql: "String",
      editor: {
        ...editorBase(options),
        widget: long ? "text" : "string",
        ...(pattern
          ? { pattern: [pattern[0].source, pattern[1]] as [string, string] }
          : length
            ? { pattern: length }
            : {}),
      },
    },
    missing
  )
}

/** A whole number from `min` (and up to `max`, a number or a function of today). */
export const whole = <
  O extends Common & { min?: number; max?: () => number; problem?: (value: unknown) => string },
>(
  options: O
) => {
  const { min, max, problem } = options
  const schema = checked(z.unknown(), (value): string | undefined =>
    Number.isInteger(value) &&
    (min === undefined || Number(value) >= min) &&
    (max === undefined || Number(value) <= max())
      ? undefined
      : (problem?.(value) ?? "must be a whole number")
  ) as z.ZodType<number>
  return finish(
    schema,
    options,
    {
      graphql: "Int",
      editor: {
        ...editorBase(options),
        widget: "number",
        value_type: "int",
        ...(min === undefined ? {} : { min }),
      },
    },
    problem?.(undefined) ?? "must be a whole number"
  )
}

/** Yes or no; left out, it is no, unless `required` says it must be written. */
export const flag = <O extends Common & { default?: boolean }>(options: O) => {
  const common = { ...options, required: options.required === true }
  return finish(
    z.boolean({ error: "must be true or false" }),
    common as O extends { required: true } ? O : O & { required: false },
    {
      graphql: "Boolean",
      editor: {
        ...editorBase(common),
        widget: "boolean",
        ...(options.default === undefined ? {} : { default: options.default }),
      },
    },
    "must be true or false"
  )
}

/** A number above `above` (a price factor: 1.3 adds 30%). */
export const decimal = <O extends Common & { above: number }>(options: O) => {
  const problem = `must be a number above ${options.above}`
  return finish(
    checked(z.unknown(), value =>
      typeof value === "number" && Number.isFinite(value) && value > options.above
        ? undefined
        : problem
    ) as z.ZodType<number>,
    options,
    {
      graphql: "Float",
      editor: {
        ...editorBase(options),
        widget: "number",
        value_type: "float",
        min: options.above + 0.1,
      },
    },
    problem
  )
}

/** A field the build reads and the content manager never shows (the demo content's mark). */
export const buildOnly = () =>
  fieldMeta.set(
    z.preprocess(absentIfBlank, z.boolean({ error: "must be true or false" }).optional()),
    { graphql: "Boolean", editor: null }
  )

/** File names, ids and address slugs: lowercase letters, digits and single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Dates are written YYYY-MM-DD. */
export const datePattern = /^\d{4}-\d{2}-\d{2}$/

/** YAML turns an unquoted date into a Date; editors may write either. */
const normalizeDate = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value

const isCalendarDate = (value: unknown): value is string =>
  typeof value === "string" &&
  datePattern.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

/** Today's date as dates are written, in UTC. */
const isoToday = (now = new Date()) => now.toISOString().slice(0, 10)

/** A day, YYYY-MM-DD. `past` is what a day still to come is told; without it, any day is taken. */
export const date = <
  O extends Common & { past?: string; missing?: string; editorDefault?: string },
>(
  options: O
) => {
  const schema = z.preprocess(
    normalizeDate,
    checked(z.unknown(), value => {
      if (!isCalendarDate(value)) return `is not a valid date (YYYY-MM-DD): ${String(value)}`
      if (options.past && value > isoToday()) return `is ${value}, ${options.past}`
      return undefined
    })
  ) as z.ZodType<string>
  return finish(
    schema,
    options,
    {
      graphql: "Date @dateformat",
      editor: {
        ...editorBase(options),
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "YYYY-MM-DD",
        time_format: false,
        pattern: [datePattern.source, "A date written YYYY-MM-DD"],
        ...(options.editorDefault ? { default: options.editorDefault } : {}),
      },
    },
    options.missing ?? "is missing"
  )
}

/** Whether a file name ends in one of the extensions, in any case. */
const endsIn = (value: string, extensions: readonly string[]) =>
  extensions.includes(value.split(".").pop()?.toLowerCase() ?? "")

/**
 * A file beside the entry, named relative to it: an image the build processes or a logo. The
 * build also checks that it exists (`derive.ts`).
 */
export const file = <O extends Common & { extensions: readonly string[]; kinds: string }>(
  options: O
) => {
  const { extensions, kinds } = options
  const schema = checked(mustBeText.trim(), value =>
    endsIn(value, extensions)
      ? undefined
      : `is "${value}", expected a file ending in ${extensions.map(e => `.${e}`).join(", ")}`
  )
  return finish(schema, options, {
    graphql: "File @fileByRelativePath",
    file: true,
    editor: {
      ...editorBase(options),
      widget: "image",
      choose_url: false,
      pattern: [
        `\\.(${extensions.join("|")}|${extensions.map(e => e.toUpperCase()).join("|")})$`,
        kinds,
      ],
    },
  })
}

/** One of a few values: a select in the content manager. */
export const oneOf = <T extends readonly string[], O extends Common>(values: T, options: O) =>
  finish(
    checked(z.unknown(), value =>
      (values as readonly unknown[]).includes(value)
        ? undefined
        : `is "${String(value)}", expected one of ${values.join(", ")}`
    ) as z.ZodType<T[number]>,
    options,
    {
      graphql: "String",
      editor: { ...editorBase(options), widget: "select", options: [...values] },
    },
    `is "", expected one of ${values.join(", ")}`
  )

/** Some of a few values, at least one: a select of several in the content manager. */
export const someOf = <T extends readonly string[], O extends Common & { what: string }>(
  values: T,
  options: O
) => {
  const problem = `must be a non-empty list of ${options.what} (${values.join(", ")})`
  const schema = z
    .array(z.unknown(), { error: problem })
    .min(1, problem)
    .superRefine((list, context) => {
      for (const value of list.filter(item => !(values as readonly unknown[]).includes(item)))
        context.addIssue({
          code: "custom",
          message: `names "${String(value)}", expected one of ${values.join(", ")}`,
        })
    }) as unknown as z.ZodType<T[number][]>
  return finish(
    schema,
    options,
    {
      graphql: "[String!]",
      editor: {
        ...editorBase(options),
        widget: "select",
        multiple: true,
        min: 1,
        options: [...values],
      },
    },
    problem
  )
}

/** A list of short texts, at least one. */
export const texts = <O extends Common & { what: string; item: string; problem?: string }>(
  options: O
) => {
  const problem = options.problem ?? `must be a non-empty list of ${options.what}`
  const schema = z
    .array(z.string({ error: problem }).trim().min(1, problem), { error: problem })
    .min(1, problem)
  return finish(
    schema,
    options,
    {
      graphql: "[String!]",
      editor: {
        ...editorBase(options),
        widget: "list",
        min: 1,
        collapsed: false,
        field: { name: options.item.toLowerCase(), label: options.item, widget: "string" },
      },
    },
    problem
  )
}

/** A list of objects, each with the fields of `shape`; its GraphQL type is `typeName`. */
export const records = <S extends Shape, O extends Common & { what: string; summary: string }>(
  typeName: string,
  shape: S,
  options: O
) => {
  const problem = `must be a list of ${options.what}`
  return finish(z.array(z.strictObject(shape), { error: problem }), options, {
    graphql: `[${typeName}!]`,
    nested: { typeName, shape },
    editor: {
      ...editorBase(options),
      widget: "list",
      collapsed: false,
      summary: options.summary,
      fields: editorFields(shape),
    },
  })
}

/**
 * An object of fields, shown as a group in the content manager; its GraphQL type is `typeName`.
 * `rules` relate its fields: each problem as the field it is about and the message.
 */
export const group = <S extends Shape, O extends Common & { collapsed?: boolean }>(
  typeName: string,
  shape: S,
  options: O,
  rules?: (data: z.infer<z.ZodObject<S>>) => { field: string; message: string }[]
) => {
  const schema = z.strictObject(shape, { error: "is missing" }).superRefine((data, context) => {
    for (const { field, message } of rules?.(data) ?? [])
      context.addIssue({ code: "custom", path: [field], message })
  })
  return finish(
    schema,
    options,
    {
      graphql: typeName,
      nested: { typeName, shape },
      editor: {
        ...editorBase(options),
        widget: "object",
        ...(options.collapsed ? { collapsed: true } : {}),
        fields: editorFields(shape),
      },
    },
    "is missing"
  )
}

/** The content manager's fields of a shape, in its order; fields only the build writes left out. */
export const editorFields = (shape: Shape): CmsField[] =>
  Object.entries(shape).flatMap(([name, schema]) => {
    const editor = fieldMeta.get(schema)?.editor
    return editor ? [{ name, ...editor } as CmsField] : []
  })
