import React from "react"
import styled from "styled-components"
import { theme } from "../../styles/theme"
import { RichText } from "./rich-text"

/** A described item: a recipient of data or a browser-storage entry. */
type PolicyEntry = { term: string; details: string[] }

/** One section of the privacy policy as the locale file holds it. */
export type PolicySectionContent = {
  id: string
  title: string
  paragraphs: string[]
  items?: string[]
  entries?: PolicyEntry[]
  /** Paragraphs after the list. */
  after?: string[]
}

const Article = styled.section`
  & + & {
    margin-top: ${theme.space[7]};
  }
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
  li + li {
    margin-top: ${theme.space[2]};
  }
  code {
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
`

const Entries = styled.dl`
  margin: 0 0 ${theme.space[5]};

  dt {
    margin-top: ${theme.space[4]};
    font-weight: ${theme.fontWeights.semibold};
  }
  dd {
    margin: ${theme.space[1]} 0 0;
  }
`

type PolicySectionProps = { section: PolicySectionContent; children?: React.ReactNode }

/** A titled section: paragraphs, then a list and described entries, then closing paragraphs. */
export const PolicySection = ({ section, children }: PolicySectionProps) => (
  <Article id={section.id} aria-labelledby={`${section.id}-title`}>
    <h2 id={`${section.id}-title`}>{section.title}</h2>
    {children}
    {section.paragraphs.map(paragraph => (
      <p key={paragraph}>
        <RichText text={paragraph} />
      </p>
    ))}
    {section.items && section.items.length > 0 && (
      <ul>
        {section.items.map(item => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    )}
    {section.entries && section.entries.length > 0 && (
      <Entries>
        {section.entries.map(entry => (
          <div key={entry.term}>
            <dt>
              <RichText text={entry.term} />
            </dt>
            {entry.details.map(detail => (
              <dd key={detail}>
                <RichText text={detail} />
              </dd>
            ))}
          </div>
        ))}
      </Entries>
    )}
    {section.after?.map(paragraph => (
      <p key={paragraph}>
        <RichText text={paragraph} />
      </p>
    ))}
  </Article>
)
