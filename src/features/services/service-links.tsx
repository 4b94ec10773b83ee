import React from "react"
import styled from "styled-components"
import { PillRouteLinks } from "../../components/ui/route-links"
import type { ServiceId } from "../../routes"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"

const Wrapper = styled.section`
  margin: ${theme.space[7]} 0 0;

  h2 {
    font-size: ${theme.fontSizes.xl};
  }
  p {
    color: ${theme.colors.inkSoft};
  }
  /* One under another and one width: across a phone's column, and from tablets up as wide as
     the longest name, so two services never read as a long and a short button. */
  ul {
    display: grid;

    ${media.md} {
      width: fit-content;
    }
  }
  li {
    display: grid;
  }
`

type ServiceLinksProps = {
  /** Id of the section's heading. */
  id: string
  title: string
  text?: string
  services: readonly ServiceId[]
}

/** Links to service pages, named as in the menu. */
export const ServiceLinks = ({ id, title, text, services }: ServiceLinksProps) => (
  <Wrapper aria-labelledby={id}>
    <h2 id={id}>{title}</h2>
    {text && <p>{text}</p>}
    <PillRouteLinks ids={services} />
  </Wrapper>
)
