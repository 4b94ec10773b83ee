/**
 * Polish typesetting, for headings on the pages and on the share images: a dash never starts a
 * line and a one-letter word ("i", "w", "z", "o") never ends one; no-break spaces hold them to
 * their neighbours. What it reads is unchanged: assistive technology and text matching treat a
 * no-break space as a space.
 */
export const typeset = (title: string): string =>
  title.replace(/ (?=[–—] )/g, "\u00a0").replace(/(^|\s)(\p{L}) /gu, "$1$2\u00a0")
