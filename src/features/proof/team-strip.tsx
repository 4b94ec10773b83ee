import React from "react"
import styled from "styled-components"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { DemoBadge } from "./demo-badge"
import { PersonAvatar } from "./person-avatar"
import type { Person } from "./proof"

// On a phone each person a row, the face beside the name. From tablets up a card each: the face
// large above the name and role on a tablet, beside them on a laptop; the people a client will
// work with, not a line of small print.
const List = styled.ul`
  display: grid;
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
  ${media.belowMd} {
    li > :first-child {
      width: 4.5rem;
      height: 4.5rem;
    }
  }
  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));

    li {
      flex-direction: column;
      align-items: flex-start;
      padding: ${theme.space[5]};
      border: 1px solid ${theme.colors.line};
      border-radius: ${theme.radii.lg};
      background: ${theme.colors.white};
    }
    /* In a card, the demo mark under every name alike, not beside the short ones only. */
    li > div > :first-child {
      flex-direction: column;
      align-items: flex-start;
      gap: ${theme.space[1]};
    }
  }
  /* On a laptop a card is wide enough for the face beside the name, as on a phone: no empty half.
     The names start level across the row, however many lines a role takes. */
  ${media.lg} {
    li {
      flex-direction: row;
      align-items: flex-start;
    }
  }
`

const Name = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSizes.md};
`

const Role = styled.p`
  margin-top: ${theme.space[1]};
  color: ${theme.colors.inkSoft};
  font-size: ${theme.fontSizes.sm};
`

type TeamStripProps = { members: readonly Person[] }

/** The team in short: face or initials, name and role. */
export const TeamStrip = ({ members }: TeamStripProps) => (
  <List>
    {members.map(member => (
      <li key={member.id}>
        <PersonAvatar name={member.name} photo={member.photo} size="lg" />
        <div>
          <Name>
            <strong>{member.name}</strong> <DemoBadge demo={member.demo} />
          </Name>
          <Role>{member.role}</Role>
        </div>
      </li>
    ))}
  </List>
)
