import React from "react"
import styled from "styled-components"
import { TitledSection } from "../../components/ui/titled-section"
import { theme } from "../../styles/theme"
import { TitledGrid } from "./titled-grid"
import type { AboutContent } from "./types"

/** The client's own part, set apart from the agency's roles. */
const ClientPart = styled.div`
  margin-top: ${theme.space[5]};
  padding: ${theme.space[5]};
  border-left: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};

  h3 {
    margin-bottom: ${theme.space[2]};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`

type RolesProps = { roles: AboutContent["roles"] }

/** Who is responsible for what: the agency's roles, then the client's part. */
export const Roles = ({ roles }: RolesProps) => (
  <TitledSection id="roles-title" title={roles.title} lead={roles.lead}>
    <TitledGrid items={roles.items} />
    <ClientPart>
      <h3>{roles.client.title}</h3>
      <p>{roles.client.description}</p>
    </ClientPart>
  </TitledSection>
)
