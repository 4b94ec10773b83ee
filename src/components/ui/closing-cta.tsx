import React from "react"
import styled from "styled-components"
import { ButtonLink } from "./button-link"
import { Container } from "./container"
import { usePageContext } from "../layout/page-context"
import { serviceQueryFrom, localizedPath } from "../../i18n/paths"
import type { RouteLink } from "../../routes"
import { media } from "../../styles/media"
import { sheetGrid } from "../../styles/shapes"
import { theme } from "../../styles/theme"

const Band = styled.section.attrs(() => ({ "data-tone": "plain" }) as Record<string, string>)`
  padding: ${theme.sizes.sectionY} 0;
  background: ${theme.colors.page};
`

// A card of the brand's deep colour inside the page's margins, ruled like the plan sheet every
// page starts on: the one place where the page asks for something.
const Panel = styled.div`
  position: relative;
  overflow: hidden;
  display: grid;
  gap: ${theme.space[5]};
  padding: ${theme.space[7]} ${theme.space[5]};
  border-radius: ${theme.radii.xl};
  background-color: ${theme.colors.band};
  ${sheetGrid}
  color: ${theme.colors.onBand};

  ${media.md} {
    padding: ${theme.space[8]} ${theme.space[8]};
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
    gap: ${theme.space[8]};
  }
`

// A step down on a phone: at the full size a long Polish word ("zautomatyzowania?") ran into the
// panel's right padding (a reviewer of round 58).
const Title = styled.h2`
  max-width: 20em;
  font-size: ${theme.fontSizes.xl};

  ${media.md} {
    font-size: ${theme.fontSizes["2xl"]};
  }
  font-weight: ${theme.fontWeights.heavy};
  line-height: ${theme.lineHeights.tight};
  letter-spacing: ${theme.letterSpacings.display};

  &:last-child {
    margin-bottom: 0;
  }
`

const Text = styled.p`
  max-width: ${theme.sizes.measure};
  margin: 0;
  font-size: ${theme.fontSizes.lead};
  color: ${theme.colors.onBandSoft};
`

// With an aside (who will answer), the ask and its action on the left, the aside on the right.
const WithAside = styled(Panel)`
  ${media.lg} {
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
    align-items: center;
  }
`

const Ask = styled.div`
  display: grid;
  gap: ${theme.space[5]};
`

type ClosingCtaProps = {
  title: string
  text?: string
  ctaText: string
  to?: RouteLink
  /** Beside the action: who will answer (the home page's contact person). */
  aside?: React.ReactNode
}

/** The closing call to action of a page: to the contact page, unless it names another. */
export const ClosingCta = ({ title, text, ctaText, to = "contact", aside }: ClosingCtaProps) => {
  const { language, routeId } = usePageContext()
  const words = (
    <div>
      <Title id="closing-title">{title}</Title>
      {text && <Text>{text}</Text>}
    </div>
  )
  const action = (
    <div>
      <ButtonLink to={localizedPath(to, language, serviceQueryFrom(to, routeId))}>
        {ctaText}
      </ButtonLink>
    </div>
  )
  return (
    <Band aria-labelledby="closing-title">
      <Container>
        {aside ? (
          <WithAside>
            <Ask>
              {words}
              {action}
            </Ask>
            {aside}
          </WithAside>
        ) : (
          <Panel>
            {words}
            {action}
          </Panel>
        )}
      </Container>
    </Band>
  )
}
