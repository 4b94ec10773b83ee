import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { readingMinutes } from "./posts"

export type PostCardData = {
  id: string
  fields: { path: string | null; category: string | null } | null
  frontmatter: {
    title: string | null
    description: string | null
    date: string | null
    displayDate: string | null
  } | null
  wordCount: { words: number | null } | null
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  h2 a,
  h3 a {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  && {
    color: ${({ theme }) => theme.colors.muted};
  }
`

type PostCardProps = { post: PostCardData; headingLevel?: 2 | 3 }

/** A post in a list: title link, category, date, reading time and excerpt. */
export const PostCard = ({ post, headingLevel = 2 }: PostCardProps) => {
  const { t } = useTranslation("common")
  const Heading = `h${headingLevel}` as const
  const date = post.frontmatter?.date ?? ""
  const category = post.fields?.category ?? ""
  return (
    <Card>
      <Heading>
        <Link to={post.fields?.path ?? "/"}>{post.frontmatter?.title}</Link>
      </Heading>
      <Meta>
        <span>
          {t("blog.categoryLabel")} {t(`blog.category.${category}`)}
        </span>
        <time dateTime={date}>{post.frontmatter?.displayDate}</time>
        <span>{t("blog.readingTime", { count: readingMinutes(post.wordCount?.words ?? 0) })}</span>
      </Meta>
      <p>{post.frontmatter?.description}</p>
    </Card>
  )
}
