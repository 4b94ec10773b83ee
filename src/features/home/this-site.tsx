import React from "react"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { MoreLine } from "../../components/ui/more-line"
import { TitledSection } from "../../components/ui/titled-section"
import { usePageContext } from "../../components/layout/page-context"
import { homeScriptBudgetKb } from "../../config/budgets"
import { absoluteUrl } from "../../config/site"
import { fill } from "../../i18n/fill"
import { localizedPath } from "../../i18n/paths"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import type { HomeContent } from "./types"

// Each fact a row under a rule: its figure in large type, then what it means. From tablets the
// figure takes a column of its own, so the three read down one line of figures.
const Facts = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${theme.space[2]} ${theme.space[6]};
    padding: ${theme.space[5]} 0;
    border-top: 1px solid ${theme.colors.lineStrong};
  }
  li:last-child {
    border-bottom: 1px solid ${theme.colors.lineStrong};
  }
  ${media.md} {
    li {
      grid-template-columns: 11rem minmax(0, 1fr);
      align-items: baseline;
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

const Figure = styled.p`
  && {
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes["2xl"]};
    font-weight: ${theme.fontWeights.heavy};
    line-height: ${theme.lineHeights.heading};
    font-variant-numeric: tabular-nums;
  }
`

/** The URL that opens Google's PageSpeed Insights on a page of the site. */
export const pageSpeedUrl = (page: string): string =>
  `https://pagespeed.web.dev/analysis?url=${encodeURIComponent(absoluteUrl(page))}`

type ThisSiteProps = { strings: HomeContent["thisSite"] }

/**
 * The one piece of work every visitor can check before any real project is shown: the site
 * itself, by the limits its build holds it to and what its code does without consent.
 */
export const ThisSite = ({ strings }: ThisSiteProps) => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  const values = { kb: homeScriptBudgetKb, accept: t("cookies.accept") }
  return (
    <TitledSection
      id="this-site-title"
      title={strings.title}
      lead={strings.lead}
      layout="split"
      aside={
        <MoreLine>
          <a href={pageSpeedUrl(localizedPath("home", language))}>{strings.measure}</a>
        </MoreLine>
      }
    >
      <Facts>
        {strings.items.map(item => (
          <li key={item.title}>
            <Figure>{fill(item.figure, values)}</Figure>
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
