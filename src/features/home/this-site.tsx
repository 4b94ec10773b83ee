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

// Each fact under a rule: its figure in large type with what it counts, then what it means. On a
// tablet the figure takes a column of its own beside the text; from laptops the three facts stand
// side by side under the heading, a row of figures across the page.
const Facts = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    align-content: start;
    gap: ${theme.space[3]} ${theme.space[6]};
    padding: ${theme.space[5]} 0;
    border-top: 1px solid ${theme.colors.lineStrong};
  }
  ${media.md} {
    li {
      grid-template-columns: 15rem minmax(0, 1fr);
    }
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space[3]} ${theme.space[6]};

    li {
      grid-template-columns: none;
      border-top-width: 2px;
      border-top-color: ${theme.colors.ink};
    }
    /* The three share their rows: each heading starts on one line, however long the line under
       the figure before it. */
    @supports (grid-template-rows: subgrid) {
      li {
        grid-row: span 2;
        grid-template-rows: subgrid;
      }
    }
  }
  h3 {
    margin: 0 0 ${theme.space[1]};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`

// The figure in large type, and under it, small, what it counts: a bare "0" or "125 KB" says
// nothing to an owner.
const Figure = styled.p`
  && {
    display: grid;
    gap: ${theme.space[1]};
    align-content: start;
  }
  strong {
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes["2xl"]};
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
            <Figure>
              <strong>{fill(item.figure, values)}</strong>
              <span>{item.unit}</span>
            </Figure>
            <div>
              <h3>{item.title}</h3>
              <p>{fill(item.text, values)}</p>
            </div>
          </li>
        ))}
      </Facts>
    </TitledSection>
  )
}
