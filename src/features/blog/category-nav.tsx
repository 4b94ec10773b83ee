import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import type { Language } from "../../i18n/languages"
import { localizedPath } from "../../i18n/paths"
import { blogCategories, type BlogCategory } from "../../routes"

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  a[aria-current="page"] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
  }
`

type CategoryNavProps = { language: Language; current: BlogCategory | null }

export const CategoryNav = ({ language, current }: CategoryNavProps) => {
  const { t } = useTranslation("blog")
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
