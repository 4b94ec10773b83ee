import React from "react"
import styled from "styled-components"
import { TitledSection } from "../../components/ui/titled-section"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { paragraphs } from "../portfolio/projects"
import type { Testimonial } from "./entries"
import { fill } from "../../i18n/fill"
import type { AboutContent } from "./types"
import { DemoBadge } from "../proof/demo-badge"
import { quoteRows } from "../proof/quote-card"

const List = styled.ul`
  display: grid;
  gap: ${theme.space[5]};
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;

  ${media.lg} {
    grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));

    ${quoteRows}
    /* Level with the row's other names, not at the foot of the tallest one's row. */
    li > figure > figcaption {
      margin-top: 0;
    }
  }
`

const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  height: 100%;
  margin: 0;
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};

  blockquote {
    margin: 0 0 ${theme.space[4]};
    font-size: ${theme.fontSizes.md};
  }
  [data-demo] + blockquote {
    margin-top: ${theme.space[3]};
  }
  figcaption {
    margin-top: auto;
  }
  figcaption p {
    margin: 0;
  }
`

const Consent = styled.p`
  && {
    margin-top: ${theme.space[2]};
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.muted};
  }
`

type TestimonialsSectionProps = {
  strings: AboutContent["testimonials"]
  testimonials: readonly Testimonial[]
}

/** Clients' words with their names and the date they agreed to publication; absent without any. */
export const TestimonialsSection = ({ strings, testimonials }: TestimonialsSectionProps) => {
  if (testimonials.length === 0) return null
  return (
    <TitledSection id="testimonials-title" title={strings.title} lead={strings.lead} tone="tinted">
      <List>
        {testimonials.map(testimonial => (
          <li key={testimonial.id}>
            <Quote>
              <DemoBadge demo={testimonial.demo} />
              <blockquote>
                {paragraphs(testimonial.quote).map(paragraph => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </blockquote>
              <figcaption>
                <p>
                  <strong>{testimonial.name}</strong>
                </p>
                <p>
                  {testimonial.role}, {testimonial.company}
                </p>
                <Consent>{fill(strings.consent, { date: testimonial.consentDisplay })}</Consent>
              </figcaption>
            </Quote>
          </li>
        ))}
      </List>
    </TitledSection>
  )
}
