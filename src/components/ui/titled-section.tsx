import React from "react"
import styled, { css } from "styled-components"
import { Container, Eyebrow, Lead, Section, SectionTitle, type SectionTone } from "./container"
import { media } from "../../styles/media"
import { anchorSquare, labelType } from "../../styles/shapes"
import { theme } from "../../styles/theme"

/** stacked: heading above the content; split: heading beside it from laptops up. */
type SectionLayout = "stacked" | "split"

const Inner = styled(Container)<{ $layout: SectionLayout }>`
  ${({ $layout }) =>
    $layout === "split" &&
    css`
      ${media.lg} {
        display: grid;
        grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
        gap: ${theme.space[9]};
        align-items: start;
      }
    `}
`

const Heading = styled.div<{ $layout: SectionLayout; $band: boolean }>`
  ${({ $layout }) =>
    $layout === "split" &&
    css`
      ${media.lg} {
        position: sticky;
        top: calc(${theme.sizes.header} + ${theme.space[6]});
      }
    `}

  ${({ $band }) =>
    $band &&
    css`
      ${Eyebrow} {
        color: ${theme.colors.onBandSoft};
      }
      ${Lead} {
        color: ${theme.colors.onBandSoft};
      }
    `}

  > :last-child {
    margin-bottom: 0;
  }
`

// The sheet's section line: each titled section of a page opens with its number (counted in
// global-style.ts, from the first after the header), the eyebrow if it has one, and a ruled line
// from a selected anchor to an end tick, as a drawing marks its views. The number is for the eye
// only: its alternative text is empty.
// On a phone a line with an eyebrow keeps the number and the eyebrow together and draws the rule
// whole on the next line, rather than a stub beside a label wrapped in two.
const Line = styled.div<{ $band: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};

  ${media.belowMd} {
    &[data-labelled] > ${Eyebrow} {
      flex: 1 1 0%;
    }
    &[data-labelled]::after {
      flex-basis: 100%;
    }
  }
  margin-bottom: ${theme.space[6]};
  color: ${({ $band }) => ($band ? theme.colors.onBandSoft : theme.colors.primary)};

  &::before {
    counter-increment: sheet-section;
    content: counter(sheet-section, decimal-leading-zero) / "";
    ${labelType}
  }
  &::after {
    content: "";
    flex: 1 0 3rem;
    height: 0.4375rem;
    background:
      ${anchorSquare("left center")},
      linear-gradient(currentColor, currentColor) right center / 1px 100% no-repeat,
      linear-gradient(var(--sheet-rule), var(--sheet-rule)) left center / 100% 1px no-repeat;
  }
  --sheet-rule: ${({ $band }) => ($band ? theme.colors.onBandSoft : theme.colors.lineStrong)};

  ${Eyebrow} {
    margin: 0;
    color: inherit;
    &::before {
      content: none;
    }
  }
`

/** The sheet's line that opens a titled section, inside its container: for a section of its own make. */
export const SheetLine = ({ eyebrow, band = false }: { eyebrow?: string; band?: boolean }) => (
  <Line $band={band} data-sheet-line="" data-labelled={eyebrow ? "" : undefined}>
    {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
  </Line>
)

const Body = styled.div<{ $layout: SectionLayout }>`
  margin-top: ${theme.space[6]};

  ${({ $layout }) =>
    $layout === "split" &&
    css`
      ${media.lg} {
        margin-top: 0;
      }
    `}
`

type TitledSectionProps = {
  /** Id of the section's heading, which names the section. */
  id: string
  title: string
  eyebrow?: string
  lead?: string
  tone?: SectionTone
  layout?: SectionLayout
  /** More under the heading and its lead: a note or a link, beside the content from laptops up. */
  aside?: React.ReactNode
  children: React.ReactNode
}

/** A page section under its `h2`, with an optional eyebrow above it and a lead below. */
export const TitledSection = ({
  id,
  title,
  eyebrow,
  lead,
  tone = "plain",
  layout = "stacked",
  aside,
  children,
}: TitledSectionProps) => (
  <Section $tone={tone} aria-labelledby={id}>
    <Container>
      <SheetLine eyebrow={eyebrow} band={tone === "band"} />
    </Container>
    <Inner $layout={layout}>
      <Heading $layout={layout} $band={tone === "band"}>
        <SectionTitle id={id}>{title}</SectionTitle>
        {lead && <Lead>{lead}</Lead>}
        {aside}
      </Heading>
      <Body $layout={layout}>{children}</Body>
    </Inner>
  </Section>
)
