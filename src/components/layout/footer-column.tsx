import React from "react"
import styled from "styled-components"
import { theme } from "../../styles/theme"

const Title = styled.h2`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.heavy};
  letter-spacing: 0;
  color: ${theme.colors.nightHeading};
  margin-bottom: ${theme.space[3]};
`

type FooterColumnProps = { id: string; title: string; children: React.ReactNode }

/** One column of the footer, named by its heading. */
export const FooterColumn = ({ id, title, children }: FooterColumnProps) => (
  <section aria-labelledby={id}>
    <Title id={id}>{title}</Title>
    {children}
  </section>
)
