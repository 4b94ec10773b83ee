import { describe, expect, it } from "vitest"
import { colorDeclarations, palette, sheetPalette, theme, type ColorName } from "./theme"

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map(i => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** Text colour on background colour, as the site uses them. */
const textPairs: [ColorName, ColorName][] = [
  ...(["ink", "inkSoft", "muted", "primary", "primaryDark"] as const).flatMap(text =>
    (["page", "surface", "surfaceAlt", "white"] as const).map(
      background => [text, background] as [ColorName, ColorName]
    )
  ),
  ["ink", "primarySoft"],
  // Every example mark (src/styles/shapes.ts, exampleMark).
  ["ink", "accentSoft"],
  ["primary", "primarySoft"],
  ["onPrimary", "primary"],
  ["onPrimary", "primaryDark"],
  ["onAccent", "accent"],
  ["onAccent", "accentHover"],
  ["onBand", "band"],
  ["onBandSoft", "band"],
  ["band", "onBand"],
  ["band", "onBandSoft"],
  ["nightText", "night"],
  ["nightHeading", "night"],
  ["danger", "white"],
  ["success", "white"],
]

describe("the palette", () => {
  for (const scheme of ["light", "dark"] as const) {
    it(`gives every text pair at least 4.5:1 in the ${scheme} scheme`, () => {
      const weak = textPairs
        .map(([text, background]) => ({
          pair: `${text} on ${background}`,
          ratio: contrast(palette[scheme][text], palette[scheme][background]),
        }))
        .filter(({ ratio }) => ratio < 4.5)
      expect(weak).toEqual([])
    })

    it(`sets the green sheet and band apart from the page in the ${scheme} scheme`, () => {
      // In the dark at 1.3:1 the hero and the principle band merged with the page around them.
      for (const green of [sheetPalette[scheme].page, palette[scheme].band])
        expect(contrast(green, palette[scheme].page)).toBeGreaterThanOrEqual(1.5)
    })

    it(`sets the footer apart from the page above it in the ${scheme} scheme`, () => {
      // In the dark, a footer a shade below the page (1.03:1) read as the page going on.
      expect(contrast(palette[scheme].night, palette[scheme].page)).toBeGreaterThanOrEqual(1.1)
    })

    it(`makes surfaces rise in the ${scheme} scheme as the dark palette steps up in lightness`, () => {
      const { page, surface, white } = palette[scheme]
      if (scheme === "dark") {
        expect(luminance(surface)).toBeGreaterThan(luminance(page))
        expect(luminance(white)).toBeGreaterThan(luminance(surface))
      } else {
        expect(luminance(surface)).toBeLessThan(luminance(page))
      }
    })
  }

  for (const scheme of ["light", "dark"] as const) {
    it(`keeps text on the plan sheet at 4.5:1 and its focus ring at 3:1 in the ${scheme} scheme`, () => {
      const onSheet = { ...palette[scheme], ...sheetPalette[scheme] }
      const ratio = (text: ColorName, background: ColorName) =>
        contrast(onSheet[text], onSheet[background])
      const weak = (["ink", "inkSoft", "muted", "primary"] as const)
        .flatMap(text =>
          (["page", "surface", "surfaceAlt", "white"] as const).map(background => ({
            pair: `${text} on ${background}`,
            ratio: ratio(text, background),
          }))
        )
        .concat({ pair: "onPrimary on primary", ratio: ratio("onPrimary", "primary") })
        .concat({ pair: "onAccent on accent", ratio: ratio("onAccent", "accent") })
        .concat({ pair: "onAccent on accentHover", ratio: ratio("onAccent", "accentHover") })
        .filter(({ ratio }) => ratio < 4.5)
      expect(weak).toEqual([])
      expect(ratio("focus", "page")).toBeGreaterThanOrEqual(3)
    })
  }

  it("keeps the main action the brand's vermilion in the dark, not a pale salmon", () => {
    // A reviewer of round 52 read the dark scheme's lighter button (#ff8a5c) as off the brand.
    const hueAndLightness = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16) / 255) as [
        number,
        number,
        number,
      ]
      const max = Math.max(r, g, b)
      const min = Math.min(r, g, b)
      const h =
        max === r
          ? (g - b) / (max - min)
          : max === g
            ? 2 + (b - r) / (max - min)
            : 4 + (r - g) / (max - min)
      return { hue: (h * 60 + 360) % 360, lightness: (max + min) / 2 }
    }
    const light = hueAndLightness(palette.light.accent)
    const dark = hueAndLightness(palette.dark.accent)
    expect(Math.abs(dark.hue - light.hue)).toBeLessThan(6)
    // A step lighter at most, where #ff8a5c was 0.15 lighter than the light scheme's.
    expect(dark.lightness - light.lightness).toBeLessThan(0.08)
  })

  it("has the same names in both schemes, each a custom property components use", () => {
    expect(Object.keys(palette.dark).sort()).toEqual(Object.keys(palette.light).sort())
    expect(theme.colors.inkSoft).toBe("var(--color-ink-soft)")
    expect(colorDeclarations("dark")).toContain(`--color-ink-soft:${palette.dark.inkSoft};`)
  })
})
