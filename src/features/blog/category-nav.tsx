import React from "react"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { pillLinks, RouteLinks } from "../../components/ui/route-links"
import { blogCategories, type BlogCategory } from "../../routes"
import { theme } from "../../styles/theme"

const Pills = styled(RouteLinks)`
  ${pillLinks}
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[6]};

  a {
    padding: 0 ${theme.space[4]};
    border: 1px solid ${theme.colors.line};
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.sm};
  }
  a[aria-current="page"] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`

const categoryRoutes = blogCategories.map(category => `blog-${category}` as const)

type CategoryNavProps = { current: BlogCategory | null }

/** All posts, then each category; the list on show is marked as the current page. */
export const CategoryNav = ({ current }: CategoryNavProps) => {
  const { t } = useTranslation("blog")
  return (
    <nav aria-label={t("categories.title")}>
      <Pills
        ids={["blog", ...categoryRoutes]}
        current={current ? `blog-${current}` : "blog"}
        names={{ blog: t("categories.all") }}
      />
    </nav>
  )
}
