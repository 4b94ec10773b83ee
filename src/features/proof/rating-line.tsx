import React from "react"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { usePageContext } from "../../components/layout/page-context"
import { company, type Rating } from "../../config/company"
import { theme } from "../../styles/theme"
import { DemoBadge } from "./demo-badge"

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[2]};
  margin: 0;
  color: ${theme.colors.inkSoft};
  font-size: ${theme.fontSizes.sm};

  /* Five stars in the accent: decoration, the figure beside them says it. */
  &::before {
    content: "★★★★★";
    content: "★★★★★" / "";
    color: ${theme.colors.accent};
    letter-spacing: 0.1em;
  }
  strong {
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.md};
    font-variant-numeric: tabular-nums;
  }
  a {
    display: inline-block;
    padding: ${theme.space[1]} 0;
    color: inherit;
    font-weight: ${theme.fontWeights.semibold};
  }
`

type RatingLineProps = {
  /** The company's own rating by default (null until it has one). */
  rating?: Rating | null
  className?: string
}

/**
 * The agency's rating on an independent review site, beside a main action: the average out of 5,
 * the site's name, and a link to the reviews with their number, so a visitor can read them. Only
 * when company data holds one; nothing is shown, or invented, before that.
 */
export const RatingLine = ({ rating = company.rating, className }: RatingLineProps) => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  if (!rating) return null
  // One decimal, as the language writes it (4,9 / 4.9): the build allows no more.
  const value = rating.value.toLocaleString(language, { minimumFractionDigits: 1 })
  return (
    <Line className={className} data-rating="">
      <span>
        <strong>{t("rating.value", { value })}</strong>{" "}
        {t("rating.source", { source: rating.source })}
      </span>
      <a href={rating.url}>{t("rating.link", { count: rating.count })}</a>
      <DemoBadge demo={rating.demo} />
    </Line>
  )
}
