import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { usePageContext } from "../../components/layout/page-context"
import { localizedPath } from "../../i18n/paths"
import { blogCategories, type BlogCategory } from "../../routes"
import { theme } from "../../styles/theme"

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[6]};
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${theme.space[4]};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.ink};
    text-decoration: none;
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
  }
  a[aria-current="page"] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.white};
  }
`

type CategoryNavProps = { current: BlogCategory | null }

export const CategoryNav = ({ current }: CategoryNavProps) => {
  const { t } = useTranslation("blog")
  const { language } = usePageContext()
  const { t: tc } = useTranslation("common")
  const items = [
    {
      key: "all",
      label: t("categories.all"),
      to: localizedPath("blog", language),
      active: !current,
    },
    ...blogCategories.map(category => ({
      key: category,
      label: tc(`blog.category.${category}`),
      to: localizedPath(`blog-${category}`, language),
      active: current === category,
    })),
  ]
  return (
    <nav aria-label={t("categories.title")}>
      <List>
        {items.map(item => (
          <li key={item.key}>
            <Link to={item.to} aria-current={item.active ? "page" : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  )
}
