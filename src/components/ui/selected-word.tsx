import React from "react"
import styled from "styled-components"
import { anchorSquare } from "../../styles/shapes"
import { theme } from "../../styles/theme"

// A square handle in the accent at one corner of the frame.
const handle = (x: string, y: string) => anchorSquare(`${x} ${y}`, "0.14em")

// Selected as on the plan: a thin accent frame with a square handle at each corner, the mark's
// selected anchor and the drawings' selection frame, set on the words.
const Selected = styled.span`
  display: inline-block;
  padding: 0 0.1em 0.04em;
  border: 1.5px solid ${theme.colors.accent};
  background:
    ${handle("left", "top")}, ${handle("right", "top")}, ${handle("left", "bottom")},
    ${handle("right", "bottom")};
  background-origin: border-box;
`

/** The text with its last word apart (after the last ordinary space); one word stays whole. */
export const lastWordApart = (text: string): [rest: string, last: string] => {
  const cut = text.lastIndexOf(" ")
  return cut < 0 ? ["", text] : [text.slice(0, cut + 1), text.slice(cut + 1)]
}

/**
 * A promise (a selling page's `h1`) with its last word drawn selected: the signature of the pages
 * on the green sheet. The words read as one sentence; the frame is for the eye only.
 */
export const SelectedLastWord = ({ text }: { text: string }) => {
  const [rest, last] = lastWordApart(text)
  return (
    <>
      {rest}
      <Selected data-selected="">{last}</Selected>
    </>
  )
}
