import React from "react"
import styled from "styled-components"
import { company } from "../../config/company"
import { fill } from "../../i18n/fill"
import { theme } from "../../styles/theme"
import { DemoBadge } from "./demo-badge"
import { PersonAvatar } from "./person-avatar"
import type { Person } from "./proof"

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: center;
  margin: ${theme.space[5]} 0 0;

  span {
    display: grid;
  }
  small {
    color: ${theme.colors.inkSoft};
    font-size: ${theme.fontSizes.sm};
  }
`

type PostAuthorProps = {
  author?: Person | null
  /** The blog's strings: `post.author`, and `post.companyAuthor` with `{{brand}}`. */
  strings: { label: string; company: string }
}

/** Who wrote the post: a team member with role and face or initials, else the company. */
export const PostAuthor = ({ author, strings }: PostAuthorProps) => {
  const name = author?.name ?? fill(strings.company, { brand: company.brand })
  return (
    <Byline>
      <PersonAvatar
        name={author ? author.name : company.brand}
        photo={author?.photo ?? null}
        size="sm"
      />
      <span>
        <small>{strings.label}</small>
        <strong>
          {name} <DemoBadge demo={author?.demo} />
        </strong>
        {author && <small>{author.role}</small>}
      </span>
    </Byline>
  )
}
