import React, { type CSSProperties, type ReactElement, type ReactNode } from "react"
import { shareImageSize } from "../../config/share-image"
import { palette } from "./palette"
import { markShapes, markSize } from "../../components/layout/brand-mark"
import { typeset } from "../../i18n/typeset"

/** What a share image says: the page's title, its section and the brand, in the page's language. */
export type ShareCard = {
  title: string
  /** Where the page belongs, e.g. "Blog · Aplikacje". */
  section: string
  brand: string
}

/** The font family satori draws with: Plus Jakarta Sans's latin subset, then latin-ext. */
export const fontFamily = "Jakarta, JakartaExt"

const el = (type: string, style: CSSProperties, ...children: ReactNode[]): ReactElement =>
  React.createElement(type, { style }, ...children)

/**
 * How the title is set: the largest size at which it fits (two lines at the largest, three
 * below), balanced; a title too long for three lines at the smallest size is cut with an
 * ellipsis, unbalanced (satori balances the whole text before it cuts).
 */
export type TitleFit = { fontSize: number; balance: boolean }

/** The title's sizes, largest first, and how many lines each may take. */
export const titleSizes = [
  { fontSize: 88, maxLines: 2 },
  { fontSize: 76, maxLines: 2 },
  { fontSize: 66, maxLines: 3 },
  { fontSize: 58, maxLines: 3 },
] as const

export const titleLineHeight = 1.12
const titleMaxLines = 3

/** The title's box: as wide as the card's content. */
export const titleWidth = 1040

/** The title's element; satori lays it out here and, alone, to measure it. */
export const titleElement = (title: string, { fontSize, balance }: TitleFit): ReactElement =>
  el(
    "div",
    {
      display: "block",
      width: titleWidth,
      fontSize,
      fontWeight: 800,
      lineHeight: titleLineHeight,
      letterSpacing: fontSize * -0.015,
      color: palette.ink,
      ...(balance ? { textWrap: "balance" } : { lineClamp: titleMaxLines }),
    },
    typeset(title)
  )

/** The site's wordmark (src/components/layout/logo.tsx): the mark, then the brand's name. */
const wordmark = (brand: string) =>
  el(
    "div",
    { display: "flex", alignItems: "center", gap: 20 },
    React.createElement(
      "svg",
      { width: 48, height: 48, viewBox: `0 0 ${markSize} ${markSize}` },
      ...markShapes()
    ),
    el("div", { fontSize: 34, fontWeight: 800, color: palette.ink, letterSpacing: -0.5 }, brand)
  )

/**
 * Abstract interface pieces in the top right corner, in the style of the site's illustrations:
 * a window with a header bar, text lines and a button, over a soft rounded square.
 */
const corner = () =>
  el(
    "div",
    { position: "absolute", top: 0, right: 0, width: 420, height: 300, display: "flex" },
    el("div", {
      position: "absolute",
      top: -190,
      right: -120,
      width: 420,
      height: 420,
      borderRadius: 72,
      backgroundColor: palette.soft,
    }),
    // The window's shadow, drawn flat: a blurred box-shadow costs resvg half a second an image.
    el("div", {
      position: "absolute",
      top: 64,
      right: 64,
      width: 268,
      height: 168,
      borderRadius: 18,
      backgroundColor: palette.ink,
      opacity: 0.06,
    }),
    el(
      "div",
      {
        position: "absolute",
        top: 52,
        right: 72,
        width: 268,
        height: 168,
        display: "flex",
        flexDirection: "column",
        borderRadius: 18,
        backgroundColor: palette.white,
        border: `1px solid ${palette.soft}`,
        overflow: "hidden",
      },
      el(
        "div",
        {
          display: "flex",
          gap: 7,
          padding: "12px 14px",
          borderBottom: `1px solid ${palette.soft}`,
        },
        ...[palette.soft, palette.soft, palette.soft].map(color =>
          el("div", { width: 9, height: 9, borderRadius: 9, backgroundColor: color })
        )
      ),
      el(
        "div",
        { display: "flex", flexDirection: "column", gap: 10, padding: "18px 18px" },
        el("div", { width: 150, height: 12, borderRadius: 6, backgroundColor: palette.ink }),
        el("div", { width: 200, height: 8, borderRadius: 4, backgroundColor: palette.soft }),
        el("div", { width: 170, height: 8, borderRadius: 4, backgroundColor: palette.soft }),
        el(
          "div",
          { display: "flex", alignItems: "center", gap: 10, marginTop: 6 },
          el("div", { width: 84, height: 24, borderRadius: 12, backgroundColor: palette.primary }),
          el("div", { width: 12, height: 12, borderRadius: 12, backgroundColor: palette.accent })
        )
      )
    )
  )

/** The share image's element tree for satori: 1200x630, light, the title large. */
export const shareCardElement = (
  { title, section, brand }: ShareCard,
  fit: TitleFit
): ReactElement =>
  el(
    "div",
    {
      width: shareImageSize.width,
      height: shareImageSize.height,
      boxSizing: "border-box",
      position: "relative",
      display: "flex",
      flexDirection: "column",
      padding: "72px 80px 64px",
      backgroundColor: palette.surface,
      fontFamily,
    },
    corner(),
    el(
      "div",
      {
        display: "flex",
        alignItems: "center",
        gap: 14,
        fontSize: 26,
        fontWeight: 700,
        color: palette.primary,
      },
      el("div", { width: 28, height: 4, borderRadius: 2, backgroundColor: palette.primary }),
      section
    ),
    // The title sits above the wordmark, clear of the corner's shapes however many lines it takes.
    el("div", { display: "flex", marginTop: "auto", marginBottom: 44 }, titleElement(title, fit)),
    el(
      "div",
      {
        display: "flex",
        alignItems: "center",
        paddingTop: 32,
        borderTop: `2px solid ${palette.soft}`,
      },
      wordmark(brand)
    )
  )
