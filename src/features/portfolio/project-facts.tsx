import React from "react"
import styled, { css } from "styled-components"
import { useTranslation } from "react-i18next"
import type { Namespaces } from "../../i18n/namespaces"
import { labelType, panel } from "../../styles/shapes"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { DemoBadge } from "../proof/demo-badge"

const Strip = styled.div`
  margin: ${theme.space[6]} 0 0;
  ${panel}
  border: 1px solid ${theme.colors.line};
`

const List = styled.dl<{ $beside: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${theme.space[4]} ${theme.space[5]};
  margin: 0;

  span + & {
    margin-top: ${theme.space[3]};
  }

  dt {
    ${labelType}
    color: ${theme.colors.inkSoft};
  }
  dd {
    margin: ${theme.space[1]} 0 0;
    font-weight: ${theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  /* On a phone two short facts share a row (industry and year, duration), so the facts take
     less than a screen before the project's picture; the long ones keep the whole width. */
  ${media.belowMd} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space[3]} ${theme.space[4]};

    [data-fact="client"],
    [data-fact="services"],
    [data-fact="live"] {
      grid-column: 1 / -1;
    }
  }
  /* The services' names are the longest: two columns' room from tablets, so none breaks. */
  ${media.md} {
    [data-fact="services"] {
      grid-column: span 2;
    }
  }
  dd ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  dd a {
    display: inline-block;
    padding: ${theme.space[1]} 0;
  }
  /* Beside the story, from laptops up: two columns in the side's width. */
  ${({ $beside }) =>
    $beside &&
    css`
      ${media.lg} {
        grid-template-columns: repeat(2, minmax(0, 1fr));

        /* The long ones across both: a client's name and an address break nowhere mid-word, and
           the duration's label ("Czas realizacji") stays on one line. */
        [data-fact="client"],
        [data-fact="duration"],
        [data-fact="live"] {
          grid-column: span 2;
        }
      }
    `}
`

export type CaseFacts = {
  client: string
  industry?: string | null
  year?: number | null
  duration?: string | null
  /** The project's services, linked to their pages (ServiceNames); the CMS preview has none. */
  services?: React.ReactNode
  liveUrl?: string | null
  demo?: boolean | null
}

/**
 * An address as text that may break only where an address reads well broken: after a slash and
 * before a dot ("example.com/ | budowlanka"), never inside a word.
 */
export const urlBreaks = (address: string): React.ReactNode[] =>
  address
    .split(/(?<=\/)|(?=\.)/)
    .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]))

type ProjectFactsProps = {
  facts: CaseFacts
  /** In the column beside the story from laptops up (post-layout.ts's `Reading`). */
  beside?: boolean
  strings: Pick<
    Namespaces["project"],
    "facts.industry" | "facts.year" | "facts.duration" | "facts.services" | "facts.live"
  >
}

/** The facts at a glance: each one only when the project's file gives it. */
export const ProjectFacts = ({ facts, strings, beside = false }: ProjectFactsProps) => {
  const { t } = useTranslation("common")
  const { client, industry, year, duration, services, liveUrl } = facts
  const fact = (key: string, label: string, value: React.ReactNode) => (
    <div key={key} data-fact={key}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
  return (
    <Strip>
      <DemoBadge demo={Boolean(facts.demo)} />
      <List $beside={beside}>
        {fact("client", t("project.client"), client)}
        {industry && fact("industry", strings["facts.industry"], industry)}
        {year && fact("year", strings["facts.year"], year)}
        {duration && fact("duration", strings["facts.duration"], duration)}
        {services && fact("services", strings["facts.services"], services)}
        {liveUrl &&
          fact(
            "live",
            strings["facts.live"],
            <a href={liveUrl} rel="noopener noreferrer">
              {urlBreaks(liveUrl.replace(/^https:\/\//, "").replace(/\/$/, ""))}
            </a>
          )}
      </List>
    </Strip>
  )
}
