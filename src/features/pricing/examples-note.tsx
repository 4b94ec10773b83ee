import React from "react"
import styled from "styled-components"
import { exampleMark } from "../../styles/shapes"

const Note = styled.p`
  ${exampleMark}
  margin: 0;
`

type ExamplesNoteProps = { show: boolean; text: string; className?: string }

/** Says the figures are examples while any of them is still marked so in the pricing file. */
export const ExamplesNote = ({ show, text, className }: ExamplesNoteProps) =>
  show ? (
    <Note className={className} data-testid="example-prices">
      {text}
    </Note>
  ) : null
