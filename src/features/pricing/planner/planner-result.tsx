import React from "react"
import styled from "styled-components"
import { fill } from "../../../i18n/fill"
import { typeset } from "../../../i18n/typeset"
import type { Language } from "../../../i18n/languages"
import type { Namespaces } from "../../../i18n/namespaces"
import { media } from "../../../styles/media"
import { theme } from "../../../styles/theme"
import type { Driver, Estimate } from "../estimate"
import { priceText, weeksText } from "../price-text"
import { percentText } from "./brief"

export const ResultPanel = styled.section`
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  ${media.lg} {
    position: sticky;
    top: calc(${theme.sizes.header} + ${theme.space[4]});
  }
  h2 {
    margin-top: 0;
    font-size: ${theme.fontSizes.xl};
  }
  dl {
    margin: 0;
  }
  dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0 0 ${theme.space[3]};
  }
  ul {
    margin: 0;
    padding-left: ${theme.space[5]};
  }
`

const Figure = styled.dd`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.heavy};
  line-height: ${theme.lineHeights.heading};
`

const Small = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkSoft};
`

/** Items as one sentence's list, "a, b i c" ("a, b and c"), its "i" kept off a line's end. */
const listText = (items: string[], language: Language) =>
  typeset(new Intl.ListFormat(language, { type: "conjunction" }).format(items), language)

type PlannerResultProps = {
  strings: Namespaces["estimate"]
  prices: Namespaces["pricing"]
  result: Estimate
  /** What could still raise the price (estimate.ts `headroom`), listed while nothing does. */
  headroom: Driver[]
  language: Language
}

/** The running estimate, announced politely whenever an answer changes it. */
export const PlannerResult = ({
  strings,
  prices,
  result,
  headroom,
  language,
}: PlannerResultProps) => (
  <>
    <h2 id="estimate-result-title">{strings.resultTitle}</h2>
    <div aria-live="polite" aria-atomic="true" data-testid="estimate-result">
      <dl>
        <dt>{strings.price}</dt>
        <Figure>{priceText(prices, result, language)}</Figure>
        <dt>{strings.duration}</dt>
        <Figure>{weeksText(prices, result)}</Figure>
      </dl>
    </div>
    <h3>{strings.drivers}</h3>
    {result.drivers.length === 0 ? (
      <Small>
        {strings.noDrivers}
        {headroom.length > 0 && (
          <>
            {" "}
            {strings.headroomIntro}{" "}
            <span data-testid="estimate-headroom">
              {listText(
                headroom.map(item =>
                  fill(strings.headroom, {
                    topic: strings.topics[item.question],
                    percent: percentText(item.factor, language),
                  })
                ),
                language
              )}
            </span>
            .
          </>
        )}
      </Small>
    ) : (
      <ul data-testid="estimate-drivers">
        {result.drivers.map(driver => (
          <li key={driver.question}>
            {fill(strings.driver, {
              answer: strings.answers[driver.answer],
              percent: percentText(driver.factor, language),
            })}
          </li>
        ))}
      </ul>
    )}
    <Small>{strings.disclaimer}</Small>
  </>
)
