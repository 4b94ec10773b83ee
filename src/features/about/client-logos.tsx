import React from "react"
import styled, { css } from "styled-components"
import { TitledSection } from "../../components/ui/titled-section"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { fill } from "../../i18n/fill"
import type { AboutContent } from "./types"
import { DemoBadge } from "../proof/demo-badge"

/** Every logo gets the same box, whatever its proportions: nothing moves as logos load. */
export const logoBox = { width: 160, height: 64 } as const

export type ClientLogo = {
  id: string
  company: string
  logo: string
  url: string | null
  demo?: boolean | null
}

const List = styled.ul<{ $count: number }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[5]} ${theme.space[7]};
  align-items: center;
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;

  /* On a laptop up to five logos fit one row: spread across the page's width, not bunched left. */
  ${({ $count }) =>
    $count <= 5 &&
    css`
      ${media.lg} {
        flex-wrap: nowrap;
        justify-content: space-between;
      }
    `}

  /* In one tone, as the home page's strip shows them (logo-strip.tsx). */
  img {
    display: block;
    width: ${logoBox.width / 16}rem;
    height: ${logoBox.height / 16}rem;
    object-fit: contain;
    filter: grayscale(1);
  }
  a {
    display: block;
  }
`

type ClientLogosProps = { strings: AboutContent["clients"]; clients: readonly ClientLogo[] }

/** Logos of clients who agreed to show them; absent until there is one. */
export const ClientLogos = ({ strings, clients }: ClientLogosProps) => {
  if (clients.length === 0) return null
  return (
    <TitledSection id="clients-title" title={strings.title} lead={strings.lead}>
      <List $count={clients.length}>
        {clients.map(client => {
          const image = (
            <img
              src={client.logo}
              alt={fill(strings.logo, { company: client.company })}
              {...logoBox}
              loading="lazy"
              decoding="async"
            />
          )
          return (
            <li key={client.id}>
              {client.url ? (
                <a href={client.url} rel="noopener noreferrer">
                  {image}
                </a>
              ) : (
                image
              )}
              <DemoBadge demo={Boolean(client.demo)} />
            </li>
          )
        })}
      </List>
    </TitledSection>
  )
}
