import React from "react"
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

type PolicySectionProps = {
  section: PolicySectionContent
  /** `newTab` from `common`: read out after each link. */
  newTab: string
  children?: React.ReactNode
}

/**
 * A titled section: paragraphs, then a list and described entries, then closing paragraphs.
 * Plain markup (it renders inside the policy's slice); the page's `PolicyBody` styles it.
 */
export const PolicySection = ({ section, newTab, children }: PolicySectionProps) => {
  const rich = (text: string) => <RichText text={text} newTab={newTab} />
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{section.title}</h2>
      {children}
      {section.paragraphs.map(paragraph => (
        <p key={paragraph}>{rich(paragraph)}</p>
      ))}
      {section.items && section.items.length > 0 && (
        <ul>
          {section.items.map(item => (
            <li key={item}>{rich(item)}</li>
          ))}
        </ul>
      )}
      {section.entries && section.entries.length > 0 && (
        <dl>
          {section.entries.map(entry => (
            <div key={entry.term}>
              <dt>{rich(entry.term)}</dt>
              {entry.details.map(detail => (
                <dd key={detail}>{rich(detail)}</dd>
              ))}
            </div>
          ))}
        </dl>
      )}
      {section.after?.map(paragraph => (
        <p key={paragraph}>{rich(paragraph)}</p>
      ))}
    </section>
  )
}
