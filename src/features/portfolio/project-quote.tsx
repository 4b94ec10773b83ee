import React from "react"
import styled from "styled-components"
import { theme } from "../../styles/theme"
import { QuoteCard } from "../proof/quote-card"
import type { Quote } from "../proof/proof"

const Section = styled.section`
  margin-top: ${theme.space[7]};

  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
`

type ProjectQuoteProps = { quote?: Quote; title: string }

/** The client's words from the testimonial that names this project; absent without one. */
export const ProjectQuote = ({ quote, title }: ProjectQuoteProps) =>
  quote ? (
    <Section aria-labelledby="quote-title">
      <h2 id="quote-title">{title}</h2>
      <QuoteCard quote={quote} />
    </Section>
  ) : null
