import React from "react"

/** `[text](https://…)` becomes a link, `` `name` `` a code span; everything else stays text. */
const token = /\[([^\]]+)\]\((https:\/\/[^)\s]+)\)|`([^`]+)`/g

type RichTextProps = {
  text: string
  /** Read out after each link's text: that it opens in a new tab (`newTab` in `common`). */
  newTab: string
}

/**
 * A policy string with its links and storage names marked up; links open in a new tab, as
 * elsewhere. Plain markup without hooks: it also renders inside the policy's slice.
 */
export const RichText = ({ text, newTab }: RichTextProps) => {
  const parts: React.ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(token)) {
    const index = match.index ?? 0
    if (index > last) parts.push(text.slice(last, index))
    const [, label, href, code] = match
    parts.push(
      code !== undefined ? (
        <code key={index}>{code}</code>
      ) : (
        <a key={index} href={href} rel="noopener noreferrer" target="_blank">
          {label}
          <span className="visually-hidden"> {newTab}</span>
        </a>
      )
    )
    last = index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return <>{parts}</>
}
