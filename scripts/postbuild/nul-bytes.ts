/**
 * React 18's streaming renderer (which Gatsby uses) can leave NUL bytes where a multi-byte
 * character meets its 2 KB buffer boundary (react/react#31134), and NUL is never valid in HTML.
 * They go byte by byte, before the page is decoded: one can sit inside a split multi-byte
 * character, which decodes whole once it is gone.
 */
export const withoutNulBytes = (bytes: Uint8Array): string =>
  Buffer.from(bytes.includes(0) ? bytes.filter(byte => byte !== 0) : bytes).toString("utf8")
