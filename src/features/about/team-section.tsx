import React from "react"
import styled from "styled-components"
import { BalancedGrid } from "../../components/ui/balanced-grid"
import { TitledSection } from "../../components/ui/titled-section"
import { theme } from "../../styles/theme"
import type { AboutContent } from "./types"
import { DemoBadge } from "../proof/demo-badge"
import { PersonAvatar } from "../proof/person-avatar"

/** A team photo as the build crops it: square, served as WebP. */
export const teamPhoto = { width: 320, height: 320 } as const

export type TeamMember = {
  id: string
  name: string
  role: string
  bio: string
  /** Address of the cropped photo, when the member has one. */
  photo: string | null
  demo?: boolean | null
}

const List = styled(BalancedGrid)`
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${theme.space[2]};
    align-content: start;
  }
  h3 {
    margin: ${theme.space[2]} 0 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`

const Photo = styled.img`
  width: 8rem;
  height: 8rem;
  border-radius: ${theme.radii.pill};
  object-fit: cover;
`

const Role = styled.p`
  && {
    color: ${theme.colors.primaryDark};
    font-weight: ${theme.fontWeights.semibold};
  }
`

type TeamSectionProps = { strings: AboutContent["team"]; members: readonly TeamMember[] }

/** The people responsible for projects; absent until the team collection has entries. */
export const TeamSection = ({ strings, members }: TeamSectionProps) =>
  members.length === 0 ? null : (
    <TitledSection id="team-title" title={strings.title} lead={strings.lead}>
      <List as="ul" $count={members.length}>
        {members.map(member => (
          <li key={member.id}>
            {member.photo ? (
              // The name beside it says who it is.
              <Photo src={member.photo} alt="" {...teamPhoto} loading="lazy" decoding="async" />
            ) : (
              <PersonAvatar name={member.name} photo={null} />
            )}
            <h3>{member.name}</h3>
            <DemoBadge demo={Boolean(member.demo)} />
            <Role>{member.role}</Role>
            <p>{member.bio}</p>
          </li>
        ))}
      </List>
    </TitledSection>
  )
