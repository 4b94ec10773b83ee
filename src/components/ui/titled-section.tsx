import React from "react"
import styled, { css } from "styled-components"
import { Container, Eyebrow, Lead, Section, SectionTitle, type SectionTone } from "./container"
import { media } from "../../styles/media"
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
    <Inner $layout={layout}>
      <Heading $layout={layout} $band={tone === "band"}>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <SectionTitle id={id}>{title}</SectionTitle>
        {lead && <Lead>{lead}</Lead>}
        {aside}
      </Heading>
      <Body $layout={layout}>{children}</Body>
    </Inner>
  </Section>
)
