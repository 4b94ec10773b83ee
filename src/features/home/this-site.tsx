import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { MoreLine } from "../../components/ui/more-line"
import { TitledSection } from "../../components/ui/titled-section"
import { usePageContext } from "../../components/layout/page-context"
import { homeScriptBudgetKb } from "../../config/budgets"
import { absoluteUrl } from "../../config/site"
import { fill } from "../../i18n/fill"
import { localizedPath } from "../../i18n/paths"
import { thisSiteSectionId } from "../../routes"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import type { HomeContent } from "./types"

// Each fact under a rule: what it means for the owner first, as its heading, then how, and at its
// foot the figure that proves it, with what that figure counts. The figures used to lead in large
// type, and "125 KB" or "0" on top read as a developer's talk (reviewers, rounds 45 and 48). From
// laptops the three facts stand side by side, sharing their rows, so the figures line up.
const Facts = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${theme.space[2]};
    padding: ${theme.space[5]} 0;
    border-top: 1px solid ${theme.colors.lineStrong};
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 0 ${theme.space[6]};

    li {
      border-top-width: 2px;
      border-top-color: ${theme.colors.ink};
    }
    /* The three share their rows: each text starts on one line, and each figure too, however
       long the heading or the text before it. */
    @supports (grid-template-rows: subgrid) {
      li {
        grid-row: span 3;
        grid-template-rows: subgrid;
      }
    }
  }
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`

// The proof at the fact's foot: the figure in the brand's colour and, under it, small, what it
// counts: a bare "0" or "125 KB" says nothing to an owner.
const Figure = styled.p`
  && {
    display: grid;
    align-content: start;
    gap: ${theme.space[1]};
    padding-top: ${theme.space[3]};
    border-top: 1px dashed ${theme.colors.lineStrong};
  }
  strong {
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.heavy};
    line-height: ${theme.lineHeights.heading};
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${theme.colors.inkSoft};
    font-size: ${theme.fontSizes.sm};
    line-height: ${theme.lineHeights.snug};
  }
`

/** The case study first, then the measurement, one under the other. */
const Links = styled(MoreLine)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
`

/** The URL that opens Google's PageSpeed Insights on a page of the site. */
export const pageSpeedUrl = (page: string): string =>
  `https://pagespeed.web.dev/analysis?url=${encodeURIComponent(absoluteUrl(page))}`

type ThisSiteProps = {
  strings: HomeContent["thisSite"]
  /** The address of the case study of this site, when the portfolio has it. */
  study?: string
}

/**
 * The one piece of work every visitor can check before any real project is shown: the site
 * itself, by the limits its build holds it to and what its code does without consent.
 */
export const ThisSite = ({ strings, study }: ThisSiteProps) => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  const values = { kb: homeScriptBudgetKb, accept: t("cookies.accept") }
  return (
    <TitledSection
      id={thisSiteSectionId}
      title={strings.title}
      lead={strings.lead}
      aside={
        <Links>
          {study && <Link to={study}>{strings.study}</Link>}
          <a href={pageSpeedUrl(localizedPath("home", language))}>{strings.measure}</a>
        </Links>
      }
    >
      <Facts>
        {strings.items.map(item => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{fill(item.text, values)}</p>
            <Figure>
              <strong>{fill(item.figure, values)}</strong>
              <span>{item.unit}</span>
            </Figure>
          </li>
        ))}
      </Facts>
    </TitledSection>
  )
}
