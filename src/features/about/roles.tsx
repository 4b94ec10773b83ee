import React from "react"
import styled from "styled-components"
import { TitledSection } from "../../components/ui/titled-section"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import type { AboutContent } from "./types"

/** One row per role: its name beside what it answers for, the client's own part last. */
const Rows = styled.ul`
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${theme.colors.line};

  li {
    display: grid;
    gap: ${theme.space[2]} ${theme.space[6]};
    padding: ${theme.space[5]} 0;
    border-bottom: 1px solid ${theme.colors.line};

    ${media.md} {
      grid-template-columns: 1fr 2fr;
    }
  }
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`

const ClientRow = styled.li`
  && {
    margin-top: ${theme.space[4]};
    padding: ${theme.space[5]};
    border: 0;
    border-left: 4px solid ${theme.colors.primary};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceAlt};
  }
  && p {
    color: ${theme.colors.ink};
  }
`

type RolesProps = { roles: AboutContent["roles"] }

/** Who is responsible for what: the agency's roles, then the client's part. */
export const Roles = ({ roles }: RolesProps) => (
  <TitledSection id="roles-title" title={roles.title} lead={roles.lead}>
    <Rows>
      {roles.items.map(item => (
        <li key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
      <ClientRow>
        <h3>{roles.client.title}</h3>
        <p>{roles.client.description}</p>
      </ClientRow>
    </Rows>
  </TitledSection>
)
