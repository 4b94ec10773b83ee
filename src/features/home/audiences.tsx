import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { BalancedGrid } from "../../components/ui/balanced-grid"
import { TitledSection } from "../../components/ui/titled-section"
import { usePageContext } from "../../components/layout/page-context"
import { localizedPath } from "../../i18n/paths"
import { media } from "../../styles/media"
import { trailingArrow } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import type { HomeContent } from "./types"

// Four kinds of business, two by two from tablets and in one row from laptops, one under another
// on a phone: each a column under a numbered rule, not another card grid.
const List = styled(BalancedGrid)`
  gap: ${theme.space[6]};
  counter-reset: audience;

  ${media.md} {
    gap: ${theme.space[7]} ${theme.space[6]};
  }
  /* In one row, the four columns share their rows: each heading, text and link starts on one
     line across the row, however many lines the one before takes. (&& to win over the rules
     above, which the stylesheet sets after this block.) */
  @supports (grid-template-rows: subgrid) {
    ${media.lg} {
      row-gap: 0;

      && li {
        display: grid;
        grid-row: span 4;
        grid-template-rows: subgrid;
        align-content: start;
      }
      && a {
        justify-self: start;
        align-self: start;
      }
    }
  }

  li {
    display: flex;
    flex-direction: column;
    padding-top: ${theme.space[4]};
    border-top: 2px solid ${theme.colors.ink};
    counter-increment: audience;
  }
  li::before {
    content: counter(audience, decimal-leading-zero);
    margin-bottom: ${theme.space[3]};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.primary};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
  p {
    flex: 1;
    color: ${theme.colors.inkSoft};
  }
  a {
    display: inline-block;
    padding: ${theme.space[2]} 0;
    font-weight: ${theme.fontWeights.bold};
    ${trailingArrow}
  }

  /* One under another on a phone: the number beside the heading, not a line of its own. */
  ${media.belowMd} {
    gap: ${theme.space[5]};

    li {
      display: grid;
      grid-template-columns: 2.25rem minmax(0, 1fr);
      align-items: baseline;
    }
    li > * {
      grid-column: 2;
    }
    li::before {
      grid-area: 1 / 1;
      margin: 0;
    }
    h3 {
      margin-top: 0;
    }
  }
`

type AudiencesProps = { audiences: HomeContent["audiences"] }

/** Who the agency designs for, in the client's words, each with the service that fits it. */
export const Audiences = ({ audiences }: AudiencesProps) => {
  const { language } = usePageContext()
  return (
    <TitledSection
      id="audiences-title"
      title={audiences.title}
      lead={audiences.subTitle}
      tone="tinted"
    >
      <List as="ul" $count={audiences.items.length} $columns={4}>
        {audiences.items.map(item => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
            <Link to={localizedPath(item.link, language)}>{item.linkText}</Link>
          </li>
        ))}
      </List>
    </TitledSection>
  )
}
