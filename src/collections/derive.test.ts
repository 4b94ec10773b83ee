import { describe, expect, it } from "vitest"
import { buildOnly, date, file, flag, oneOf, records, text, whole } from "./define"
import { checkEntry, cmsFields, defineCollection, graphqlTypes, type FrontmatterOf } from "./derive"

/** A collection of every kind of field, as a new one would be defined. */
const events = defineCollection({
  name: "events",
  type: "Event",
  entry: "an event",
  shape: {
    title: text({ label: "Title", hint: "The event's name", i18n: true, max: 40 }),
    kind: oneOf(["talk", "workshop"] as const, { label: "Kind" }),
    day: date({ label: "Day" }),
    seats: whole({ label: "Seats", min: 1, required: false }),
    online: flag({ label: "Online", default: false }),
    poster: file({ label: "Poster", extensions: ["png"], kinds: "A PNG file" }),
    talks: records(
      "EventTalk",
      { speaker: text({ label: "Speaker" }) },
      { label: "Talks", required: false, what: "talks", summary: "{{fields.speaker}}" }
    ),
    demo: buildOnly(),
  },
  rules: event =>
    event.online && event.seats ? [{ field: "seats", message: "is for events on site" }] : [],
  retired: { place: 'write the address in "title"' },
})

const good = {
  title: "Gatsby in practice",
  kind: "talk",
  day: new Date("2026-05-04"),
  poster: "poster.png",
}

describe("a collection's one definition", () => {
  it("checks an entry and gives its frontmatter, typed, with dates as written", () => {
    const checked = checkEntry(events, "e.md", good, () => true)
    expect(checked).toEqual({
      problems: [],
      frontmatter: { ...good, day: "2026-05-04" },
    })
    // The TypeScript type comes from the same definition.
    const frontmatter: FrontmatterOf<typeof events> | null = checked.frontmatter
    expect(frontmatter?.kind).toBe("talk")
  })

  it("names the file and the field of every problem, nested fields included", () => {
    expect(
      checkEntry(
        events,
        "e.md",
        {
          title: "x".repeat(41),
          kind: "party",
          day: "2026-02-30",
          seats: 0,
          online: "yes",
          poster: "poster.gif",
          talks: [{ speaker: " " }],
          place: "Kraków",
          venue: "Hall",
        },
        () => true
      ).problems
    ).toEqual([
      'e.md: frontmatter "place" is no longer read; write the address in "title"',
      'e.md: frontmatter "venue" is not a field of an event (its fields: title, kind, day, seats, online, poster, talks, demo)',
      'e.md: frontmatter "title" is 41 characters, at most 40',
      'e.md: frontmatter "kind" is "party", expected one of talk, workshop',
      'e.md: frontmatter "day" is not a valid date (YYYY-MM-DD): 2026-02-30',
      'e.md: frontmatter "seats" must be a whole number',
      'e.md: frontmatter "online" must be true or false',
      'e.md: frontmatter "poster" is "poster.gif", expected a file ending in .png',
      'e.md: frontmatter "talks[0].speaker" is missing or empty',
    ])
  })

  it("applies the rules between fields, and checks that named files exist", () => {
    expect(
      checkEntry(events, "e.md", { ...good, online: true, seats: 20 }, () => false).problems
    ).toEqual([
      'e.md: frontmatter "seats" is for events on site',
      'e.md: frontmatter "poster" names "poster.png", which does not exist',
    ])
  })

  it("takes an empty optional field as left out, and an empty required one as missing", () => {
    expect(checkEntry(events, "e.md", { ...good, seats: null, talks: "" }).problems).toEqual([])
    expect(checkEntry(events, "e.md", { ...good, title: "", day: null }).problems).toEqual([
      'e.md: frontmatter "title" is missing or empty',
      'e.md: frontmatter "day" is missing',
    ])
  })

  it("declares the GraphQL types: the node, its derived fields and its frontmatter", () => {
    const types = graphqlTypes(events, "  slug: String!")
    expect(types).toContain(
      "type Event implements Node @dontInfer {\n  frontmatter: EventFrontmatter!\n  fields: EventFields!\n}"
    )
    expect(types).toContain("type EventFields {\n  slug: String!\n}")
    expect(types).toContain(
      [
        "type EventFrontmatter {",
        "  title: String!",
        "  kind: String!",
        "  day: Date! @dateformat",
        "  seats: Int",
        "  online: Boolean",
        "  poster: File! @fileByRelativePath",
        "  talks: [EventTalk!]",
        "  demo: Boolean",
        "}",
      ].join("\n")
    )
    expect(types).toContain("type EventTalk {\n  speaker: String!\n}")
  })

  it("gives the content manager the fields in order, with labels, hints and the same rules", () => {
    const fields = cmsFields(events)
    expect(fields.map(field => field.name)).toEqual([
      "title",
      "kind",
      "day",
      "seats",
      "online",
      "poster",
      "talks",
    ])
    expect(fields[0]).toEqual({
      name: "title",
      label: "Title",
      hint: "The event's name",
      i18n: true,
      widget: "string",
      pattern: ["^[\\s\\S]{1,40}$", "At most 40 characters"],
    })
    expect(fields[1]).toMatchObject({ widget: "select", options: ["talk", "workshop"] })
    expect(fields[2]).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD" })
    expect(fields[3]).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      required: false,
    })
    expect(fields[4]).toMatchObject({ widget: "boolean", default: false, required: false })
    expect(fields[5]).toMatchObject({ widget: "image", pattern: ["\\.(png|PNG)$", "A PNG file"] })
    expect(fields[6]).toMatchObject({
      widget: "list",
      required: false,
      fields: [{ name: "speaker", label: "Speaker", widget: "string" }],
    })
  })
})
