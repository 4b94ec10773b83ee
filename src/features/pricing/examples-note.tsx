import React from "react"
import styled from "styled-components"
import { theme } from "../../styles/theme"

const Note = styled.p`
  display: inline-block;
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
`

type ExamplesNoteProps = { show: boolean; text: string }

/** Says the figures are examples while any of them is still marked so in the pricing file. */
export const ExamplesNote = ({ show, text }: ExamplesNoteProps) =>
  show ? <Note data-testid="example-prices">{text}</Note> : null
