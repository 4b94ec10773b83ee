import { fontStack } from "./font-metrics"
import { fluid, fluidStep } from "./type-scale"

/**
 * The fixed header plus breathing room: anchors land this many pixels below the top (the spec's
 * 116 px), whether the site scrolls (src/lib/scroll.ts), the browser jumps (scroll-padding) or a
 * post's heading links are made (gatsby-remark-autolink-headers).
 */
export const anchorOffset = 116

/**
 * The palette, one value per scheme. Neutrals carry the page; primary is for actions and links;
 * accent (warm) is for small emphasis only. Dark is its own palette, not an inversion: surfaces
 * step up in lightness as they rise (page < surface < white, the raised card), text is about 87%
 * and 60% white, and primary is a step lighter so links and buttons keep AA contrast. Every text
 * pair used on the site has at least 4.5:1 in both (colors.test.ts checks them).
 */
export const palette = {
  light: {
    page: "#fcfbf8",
    ink: "#101a18",
    inkSoft: "#3a4542",
    muted: "#57625f",
    line: "#e5e0d5",
    lineStrong: "#cbc3b2",
    surface: "#f4f1e9",
    surfaceAlt: "#e4efea",
    white: "#ffffff",
    primary: "#0d5e50",
    primaryDark: "#09483d",
    primarySoft: "#dcebe5",
    onPrimary: "#ffffff",
    /** The accent is also the main action's button, everywhere: vermilion, a marker's red, with dark text. */
    accent: "#e85a2a",
    accentHover: "#f0784e",
    onAccent: "#101a18",
    accentSoft: "#fbe3d8",
    focus: "#c2410c",
    danger: "#b91c1c",
    success: "#047857",
    band: "#113c35",
    onBand: "#ffffff",
    onBandSoft: "#cfe3dc",
    night: "#0a1815",
    nightText: "#c1ccc8",
    nightHeading: "#ffffff",
    nightLine: "rgb(255 255 255 / 0.12)",
    /** Opaque: at 94 % the text scrolling under it showed through as a smudge. */
    headerBackground: "#fcfbf8",
    /** What the open phone menu lays over the page below it. */
    scrim: "rgb(13 20 36 / 0.5)",
    /** What a client's logo stands on: logos are drawn for a light ground. */
    logoGround: "#ffffff",
    shadowTint: "40 32 16",
  },
  dark: {
    page: "#0d1312",
    ink: "#e2e8e6",
    inkSoft: "#bcc6c2",
    muted: "#98a59f",
    line: "#24302d",
    lineStrong: "#36463f",
    surface: "#131b19",
    surfaceAlt: "#15221f",
    white: "#1a2421",
    primary: "#7dd3bf",
    primaryDark: "#a9e3d5",
    primarySoft: "#173a33",
    onPrimary: "#0a1a16",
    accent: "#f26b3a",
    accentHover: "#ff8a5c",
    onAccent: "#101a18",
    accentSoft: "#3d2218",
    focus: "#ffa94d",
    danger: "#ff8a8a",
    success: "#5ad1a4",
    band: "#123f35",
    onBand: "#ffffff",
    onBandSoft: "#c7ddd6",
    // A step up from the page, as a raised surface is: a step down (#0a110f) left the footer
    // all but one with the page above it (a reviewer of round 58).
    night: "#16201e",
    nightText: "#b4c0bb",
    nightHeading: "#ffffff",
    nightLine: "rgb(255 255 255 / 0.14)",
    headerBackground: "#0d1312",
    scrim: "rgb(0 0 0 / 0.6)",
    logoGround: "#e4e8ef",
    shadowTint: "0 0 0",
  },
} as const

export type ColorName = keyof typeof palette.light

const cssVariable = (name: string) =>
  `--color-${name.replace(/[A-Z]/g, c => `-${c.toLowerCase()}`)}`

/** Each colour as a CSS custom property (global-style.ts defines them for both schemes). */
const colorVariables = Object.fromEntries(
  Object.keys(palette.light).map(name => [name, `var(${cssVariable(name)})`])
) as { [name in ColorName]: string }

type Scheme = keyof typeof palette

const declarations = (values: Partial<Record<ColorName, string>>) =>
  Object.entries(values)
    .map(([name, value]) => `${cssVariable(name)}:${value};`)
    .join("")

/** `--color-ink: #0d1424; ...` for one scheme. */
export const colorDeclarations = (scheme: Scheme) => declarations(palette[scheme])

/**
 * The brand's signature: the top of every page is a plan sheet, the brand's deep green ruled with a
 * fine grid, the way the agency works (a plan and a scope before any code). Inside the sheet the
 * same tokens take these values, so the heading, the buttons and the illustration's shapes turn
 * into light lines on green without knowing where they are. Surfaces step up in lightness as they
 * rise, as in the dark palette.
 */
export const sheetPalette = {
  light: {
    page: "#113c35",
    surface: "#15443c",
    surfaceAlt: "#194b42",
    white: "#1e5349",
    line: "#3c6b60",
    lineStrong: "#80aa9e",
    ink: "#ffffff",
    inkSoft: "#e0efe9",
    muted: "#c2dad2",
    primary: "#ffffff",
    primaryDark: "#cfe3dc",
    primarySoft: "#1b4b42",
    onPrimary: "#113c35",
    accentSoft: "#5a3a2c",
    focus: "#ffb347",
  },
  dark: {
    page: "#123f35",
    surface: "#16463b",
    surfaceAlt: "#1a4c40",
    white: "#1e5346",
    line: "#356658",
    lineStrong: "#66958a",
    ink: "#ffffff",
    inkSoft: "#d9ebe5",
    muted: "#bad5cc",
    primary: "#ffffff",
    primaryDark: "#c7ddd6",
    primarySoft: "#18473c",
    onPrimary: "#123f35",
    accentSoft: "#4a3328",
    focus: "#ffb347",
  },
} as const satisfies Record<Scheme, Partial<Record<ColorName, string>>>

/** The sheet's values of the tokens for one scheme. */
export const sheetDeclarations = (scheme: Scheme) => declarations(sheetPalette[scheme])

/**
 * Design tokens. Components import them as this module, never as raw values and never through
 * styled-components' theme prop: a style that reads no props is then computed once per
 * component, not once per element.
 */
export const theme = {
  colors: colorVariables,
  fonts: {
    // One variable family in two roles, text at 400-500 and headings at 700-800; labels in mono.
    body: fontStack,
    heading: fontStack,
    // The labels' monospaced face, as a drawing's annotations (declared once, in global-style).
    label: "var(--font-label)",
  },
  // Scale steps: 1.25 on phones (17 px body), 1.333 from tablets (18 px body), fluid between.
  fontSizes: {
    xs: fluid(13, 14),
    sm: fluid(15, 16),
    md: fluidStep(0),
    lead: fluid(18, 20),
    lg: fluidStep(1),
    xl: fluidStep(2),
    "2xl": fluidStep(3),
    // Page headings; phones keep them at 34-36 px so long Polish words fit 390 px.
    "3xl": fluid(34, 52),
    display: fluid(36, 64),
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 },
  lineHeights: { tight: 1.1, heading: 1.2, snug: 1.35, body: 1.6 },
  letterSpacings: { display: "-0.025em", heading: "-0.015em", label: "0.02em" },
  // A 4/8 px rhythm.
  space: {
    0: "0",
    1: "0.25rem",
    2: "0.5rem",
    3: "0.75rem",
    4: "1rem",
    5: "1.5rem",
    6: "2rem",
    7: "3rem",
    8: "4rem",
    9: "6rem",
    10: "8rem",
  },
  // Drawn, not moulded: the plan's corners are near-square, like its handles and ruled cells.
  // control: buttons, tags and other controls with text; pill: only what is round (dots, photos).
  radii: {
    control: "0.25rem",
    sm: "0.25rem",
    md: "0.375rem",
    lg: "0.5rem",
    xl: "0.75rem",
    pill: "999px",
  },
  shadows: {
    // A card is a ruled sheet on the paper: its border draws it; the shadow only lifts it a hair.
    card: "0 1px 0 rgb(var(--color-shadow-tint) / 0.08)",
    raised:
      "0 2px 6px rgb(var(--color-shadow-tint) / 0.08), 0 16px 40px rgb(var(--color-shadow-tint) / 0.14)",
  },
  sizes: {
    content: "76rem",
    text: "44rem",
    // Measure of running text: about 65 characters.
    measure: "65ch",
    header: "4.5rem",
    anchorOffset: `${anchorOffset}px`,
    // Sections' vertical padding: 56 px on phones up to 112 px on laptops.
    sectionY: fluid(56, 112),
    gutter: fluid(20, 32),
  },
  breakpoints: { sm: "36em", md: "48em", lg: "64em" },
  zIndices: { header: 50, menu: 60, notice: 70, progress: 90, skip: 100 },
  durations: { fast: "150ms", base: "250ms" },
} as const
