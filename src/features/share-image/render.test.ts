import type { ReactElement, ReactNode } from "react"
import satori from "satori"
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { shareCardElement, titleSizes } from "./card"
import { typeset } from "../../i18n/typeset"
import { shareImageSize } from "../../config/share-image"
import { fitTitle, renderShareImage, shareFonts } from "./render"

const polish = {
  title: "Zażółć gęślą jaźń: ąęłńóśźż ĄĘŁŃÓŚŹŻ w tytule wpisu",
  section: "Blog · Aplikacje",
  brand: "Webnova Studio",
}

/** Every text in an element tree, in order. */
const texts = (node: ReactNode): string[] => {
  if (typeof node === "string" || typeof node === "number") return [String(node)]
  if (Array.isArray(node)) return node.flatMap(texts)
  if (node && typeof node === "object" && "props" in node)
    return texts((node as ReactElement<{ children?: ReactNode }>).props.children)
  return []
}

describe("share image", () => {
  it("is a 1200x630 PNG", async () => {
    const png = await renderShareImage(polish)
    const { width, height, format } = await sharp(png).metadata()
    expect({ width, height, format }).toEqual({ ...shareImageSize, format: "png" })
  })

  it("shows the section, the title and the brand", () => {
    const element = shareCardElement(polish, { fontSize: 66, balance: true })
    expect(texts(element)).toEqual([polish.section, typeset(polish.title), polish.brand])
    expect(typeset(polish.title).replace(/\u00a0/g, " ")).toBe(polish.title)
  })

  it("keeps a dash off the start of a line and a one-letter word off the end of one", () => {
    expect(typeset("Strona firmowa – projekt, wdrożenie i CMS w tydzień")).toBe(
      "Strona firmowa\u00a0– projekt, wdrożenie i\u00a0CMS w\u00a0tydzień"
    )
    expect(typeset("A guide — in brief")).toBe("A\u00a0guide\u00a0— in brief")
  })

  it("has every Polish letter in its fonts: satori asks for no other font", async () => {
    const missing: string[] = []
    await satori(shareCardElement(polish, { fontSize: 66, balance: true }), {
      ...shareImageSize,
      fonts: shareFonts(),
      loadAdditionalAsset: async (_code, segment) => {
        missing.push(segment)
        return []
      },
    })
    expect(missing).toEqual([])
  })

  it("sets a short title large and balanced", async () => {
    expect(await fitTitle("Polityka prywatności")).toEqual({
      fontSize: titleSizes[0].fontSize,
      balance: true,
    })
  })

  it("sets a long title smaller, and cuts one too long for three lines", async () => {
    const long = await fitTitle(
      "Rodzaje stron internetowych – jaka strona jest potrzebna Twojej firmie?"
    )
    expect(long.balance).toBe(true)
    expect(long.fontSize).toBeLessThan(titleSizes[0].fontSize)
    const tooLong = await fitTitle(`${polish.title} ${polish.title} ${polish.title}`)
    expect(tooLong).toEqual({ fontSize: titleSizes.at(-1)?.fontSize, balance: false })
  })
})
