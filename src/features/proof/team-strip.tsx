import React from "react"
import styled from "styled-components"
import { theme } from "../../styles/theme"
import { DemoBadge } from "./demo-badge"
import { PersonAvatar } from "./person-avatar"
import type { Person } from "./proof"

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${theme.space[4]};
    align-items: center;
  }
  p {
    margin: 0;
  }
`

const Role = styled.p`
  color: ${theme.colors.inkSoft};
  font-size: ${theme.fontSizes.sm};
`

type TeamStripProps = { members: readonly Person[] }

/** The team in short: face or initials, name and role. */
export const TeamStrip = ({ members }: TeamStripProps) => (
  <List>
    {members.map(member => (
      <li key={member.id}>
        <PersonAvatar name={member.name} photo={member.photo} />
        <div>
          <p>
            <strong>{member.name}</strong> <DemoBadge demo={member.demo} />
          </p>
          <Role>{member.role}</Role>
        </div>
      </li>
    ))}
  </List>
)
