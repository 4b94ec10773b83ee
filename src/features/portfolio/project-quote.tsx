import React from "react"
import { QuoteCard } from "../proof/quote-card"
import type { Quote } from "../proof/proof"
import { StoryRow } from "./project-story"

type ProjectQuoteProps = { quote?: Quote; title: string }

/**
 * The client's words from the testimonial that names this project, as the story's last row (its
 * heading beside the card from laptops up); absent without one.
 */
export const ProjectQuote = ({ quote, title }: ProjectQuoteProps) =>
  quote ? (
    <StoryRow aria-labelledby="quote-title" data-study-quote="">
      <h2 id="quote-title">{title}</h2>
      <QuoteCard quote={quote} />
    </StoryRow>
  ) : null
