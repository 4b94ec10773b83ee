import React from "react"
import styled from "styled-components"
import { Container } from "../../components/ui/container"
import { theme } from "../../styles/theme"
import { ContactPerson } from "./contact-person"

const Wrap = styled.div`
  padding-top: ${theme.sizes.sectionY};
  max-width: 34rem;
`

/**
 * The compact "who will answer you" card, set just above a page's closing call to action (the
 * home page): the band's action then has a face, or at least a name.
 */
export const ContactPersonBand = () => (
  <Container>
    <Wrap>
      <ContactPerson compact />
    </Wrap>
  </Container>
)
