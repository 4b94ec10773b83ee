import React from "react"
import styled from "styled-components"
import type { Namespaces } from "../../i18n/namespaces"
import { theme } from "../../styles/theme"
import { DemoBadge } from "../proof/demo-badge"
import { studyPart } from "./project-story"

const Section = styled.section`
  ${studyPart}
`

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: ${theme.space[5]};
  margin: ${theme.space[5]} 0 0;
  padding: 0;
  list-style: none;

  /* Figure, what it measures, and its source at the card's foot: the sources of a row line up
     however long the labels above them run. */
  li {
    display: grid;
    grid-template-rows: auto 1fr auto;
    gap: ${theme.space[2]};
    padding: ${theme.space[5]};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.lg};
  }
  p {
    margin: 0;
  }
`

const Figure = styled.p`
  font-size: ${theme.fontSizes["3xl"]};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.heading};
  color: ${theme.colors.primary};
`

const Source = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.xs};
`

export type ProjectResult = { value: string; label: string; source: string }

type ProjectResultsProps = {
  results: readonly ProjectResult[]
  demo?: boolean | null
  strings: Pick<Namespaces["project"], "results.title" | "results.source">
}

/** Results as figures, each with where it comes from; absent without any. */
export const ProjectResults = ({ results, demo, strings }: ProjectResultsProps) =>
  results.length === 0 ? null : (
    <Section aria-labelledby="results-title">
      <h2 id="results-title">
        {strings["results.title"]} <DemoBadge demo={Boolean(demo)} />
      </h2>
      <List>
        {results.map(result => (
          <li key={`${result.value} ${result.label}`}>
            <Figure>{result.value}</Figure>
            <p>{result.label}</p>
            <Source>
              {strings["results.source"]} {result.source}
            </Source>
          </li>
        ))}
      </List>
    </Section>
  )
