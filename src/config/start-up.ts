/**
 * The start-up machinery a build can leave out, so that the benchmark's A/B mode
 * (`npm run bench -- --ab=…`) can measure what each piece is worth against the same build
 * without it. `GATSBY_START_UP_WITHOUT` lists the pieces to leave out, comma-separated; the
 * production build leaves it unset and gets every piece. The GATSBY_ prefix makes Gatsby inline
 * it into the browser bundle too (written out literally for that reason).
 */
export const startUpPieces = {
  deferral: "bundles loaded after the first paint (scripts/serving/bundle-loader.ts)",
  transition: "hydration inside a transition (gatsby-browser.tsx)",
} as const

export type StartUpPiece = keyof typeof startUpPieces

const isPiece = (name: string): name is StartUpPiece => name in startUpPieces

/** The pieces a value of `GATSBY_START_UP_WITHOUT` leaves out; an unknown name is an error. */
export const parseWithout = (value: string | undefined): StartUpPiece[] => {
  const names = (value ?? "")
    .split(",")
    .map(name => name.trim())
    .filter(Boolean)
  const unknown = names.filter(name => !isPiece(name))
  if (unknown.length)
    throw new Error(
      `GATSBY_START_UP_WITHOUT: unknown ${unknown.join(", ")} (one of ${Object.keys(startUpPieces).join(", ")})`
    )
  return names as StartUpPiece[]
}

/** Whether a build with these pieces left out uses `piece`. */
export const usesPiece = (piece: StartUpPiece, without: StartUpPiece[]): boolean =>
  !without.includes(piece)

const without = parseWithout(process.env.GATSBY_START_UP_WITHOUT)

/** Whether this build uses `piece`. */
export const startsUpWith = (piece: StartUpPiece): boolean => usesPiece(piece, without)
