import React from "react"
import { Link } from "gatsby"
import styled, { css } from "styled-components"
import { useTranslation } from "react-i18next"
import { theme } from "../../styles/theme"
import { paragraphs } from "../portfolio/projects"
import { DemoBadge } from "./demo-badge"
import type { Quote } from "./proof"

/**
 * A list of quote cards whose quotes share their rows (CSS subgrid): mark, words, and the name
 * under them start level across a row, however long the words or the role. The list's items each
 * hold one card (a figure: its mark, blockquote and figcaption); the list gives the gaps.
 */
export const quoteRows = css`
  li,
  li > figure {
    display: grid;
    grid-row: span 3;
    grid-template-rows: subgrid;
    row-gap: 0;
  }
  li > figure > [data-demo] {
    grid-row: 1;
    justify-self: start;
    align-self: start;
  }
  li > figure > blockquote {
    grid-row: 2;
  }
  li > figure > figcaption {
    grid-row: 3;
  }
`

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  height: 100%;
  margin: 0;
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};

  /* A step below the heading over the quotes: at its size the words read as a second title. */
  blockquote {
    margin: 0;
    font-size: ${theme.fontSizes.lead};
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    margin-top: auto;
  }
  figcaption p {
    margin: 0;
  }
`

const Small = styled.p`
  && {
    margin-top: ${theme.space[2]};
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.muted};
  }
`

const CaseLink = styled(Link)`
  display: inline-block;
  margin-top: ${theme.space[2]};
  padding: ${theme.space[1]} 0;
  font-weight: ${theme.fontWeights.semibold};
`

type QuoteCardProps = { quote: Quote }

/** A client's words with their name, role, company and consent date; its case study if any. */
export const QuoteCard = ({ quote }: QuoteCardProps) => {
  const { t } = useTranslation("proof")
  return (
    <Figure>
      <DemoBadge demo={quote.demo} />
      <blockquote>
        {paragraphs(quote.quote).map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </blockquote>
      <figcaption>
        <p>
          <strong>{quote.name}</strong>
        </p>
        <p>
          {quote.role}, {quote.company}
        </p>
        <Small>{t("consent", { date: quote.consentDisplay })}</Small>
        {quote.project && (
          <CaseLink to={quote.project.path}>
            {t("caseStudy", { name: quote.project.name })}
          </CaseLink>
        )}
      </figcaption>
    </Figure>
  )
}
