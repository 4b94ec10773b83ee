import React from "react"
import styled, { css } from "styled-components"
import { Actions } from "./button-link"
import { Container, Eyebrow, Lead } from "./container"
import { splitLead } from "./split-lead"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"

const Wrapper = styled.header`
  padding: ${theme.space[6]} 0 ${theme.sizes.sectionY};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.line};

  ${media.md} {
    padding-top: ${theme.space[8]};
  }
`

const Grid = styled.div<{ $visual: boolean }>`
  display: grid;
  gap: ${theme.space[7]};
  align-items: center;

  ${({ $visual }) =>
    $visual &&
    css`
      ${media.md} {
        grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
        gap: ${theme.space[6]};
      }
      ${media.lg} {
        gap: ${theme.space[8]};
      }
    `}
`

// Without a visual, the header reads as an editorial spread from laptops up: the promise on the
// left, the proof and the actions on the right, so no half of it stays empty.
const Text = styled.div<{ $visual: boolean }>`
  ${({ $visual }) =>
    !$visual &&
    css`
      ${media.lg} {
        display: grid;
        grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
        gap: ${theme.space[8]};
        align-items: center;
      }
    `}
`

const Promise = styled.div`
  h1 {
    margin-bottom: ${theme.space[4]};
  }
`

const Proof = styled.div`
  ${Lead} {
    margin-bottom: ${theme.space[5]};
  }
  > :last-child {
    margin-bottom: 0;
  }
`

const Rest = styled.p`
  max-width: ${theme.sizes.measure};
  margin: ${theme.space[5]} 0 0;
  padding-top: ${theme.space[4]};
  border-top: 1px solid ${theme.colors.line};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`

// Decoration, not content: on a phone it would cost a whole screen before the page's posts,
// offers or form, so it appears from tablets up only.
const Visual = styled.div`
  display: none;
  min-width: 0;

  ${media.md} {
    display: block;
  }
`

type HeroLayoutProps = {
  eyebrow?: string
  /** The page's one `h1`, styled by the caller. */
  title: React.ReactNode
  text?: string
  actions?: React.ReactNode
  visual?: React.ReactNode
  children?: React.ReactNode
}

/**
 * The top of a page: the promise (`h1`), one sentence of proof (the text's first sentence), the
 * actions, then the rest of the text. A visual sits on the right from tablets up; phones show the
 * content that follows instead.
 */
export const HeroLayout = ({
  eyebrow,
  title,
  text,
  actions,
  visual,
  children,
}: HeroLayoutProps) => {
  const { lead, rest } = splitLead(text ?? "")
  const hasVisual = Boolean(visual)
  return (
    <Wrapper>
      <Container>
        <Grid $visual={hasVisual}>
          <Text $visual={hasVisual}>
            <Promise>
              {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
              {title}
            </Promise>
            <Proof>
              {lead && <Lead>{lead}</Lead>}
              {actions && <Actions>{actions}</Actions>}
              {rest && <Rest>{rest}</Rest>}
              {children}
            </Proof>
          </Text>
          {hasVisual && <Visual>{visual}</Visual>}
        </Grid>
      </Container>
    </Wrapper>
  )
}
