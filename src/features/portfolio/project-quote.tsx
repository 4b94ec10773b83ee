import React from "react"
import styled from "styled-components"
import { QuoteCard } from "../proof/quote-card"
import type { Quote } from "../proof/proof"
import { studyPart } from "./project-story"

const Section = styled.section`
  ${studyPart}
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
