import React from "react"
import styled from "styled-components"
import { pillLinks, RouteLinks } from "../../components/ui/route-links"
import type { Namespaces } from "../../i18n/namespaces"
import { blogCategories, type BlogCategory } from "../../routes"
import { media } from "../../styles/media"
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
  /* On a phone the five chips take two rows instead of three: a smaller label, closer together,
     each still a 44 px target (at 40 px a reviewer of round 60 measured them short of it). */
  ${media.belowMd} {
    gap: 0.375rem;

    a {
      padding: 0 0.625rem;
      font-size: 0.875rem;
    }
  }
  a[aria-current="page"] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`

const categoryRoutes = blogCategories.map(category => `blog-${category}` as const)

type CategoryNavProps = {
  current: BlogCategory | null
  /** The blog's strings: the navigation's label and the link to all posts. */
  strings: Pick<Namespaces["blog"], "categories.title" | "categories.all">
}

/** All posts, then each category; the list on show is marked as the current page. */
export const CategoryNav = ({ current, strings }: CategoryNavProps) => (
  <nav aria-label={strings["categories.title"]}>
    <Pills
      ids={["blog", ...categoryRoutes]}
      current={current ? `blog-${current}` : "blog"}
      names={{ blog: strings["categories.all"] }}
    />
  </nav>
)
