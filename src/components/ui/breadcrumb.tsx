import React from "react"
import styled from "styled-components"
import { RouteLinks } from "./route-links"
import type { LabelledRoute } from "../../i18n/route-labels"
import { theme } from "../../styles/theme"

const Nav = styled.nav`
  margin-bottom: ${theme.space[4]};
  font-size: ${theme.fontSizes.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: "/";
    margin-right: ${theme.space[2]};
    color: ${theme.colors.muted};
  }
`

type BreadcrumbProps = { label: string; parents: readonly LabelledRoute[] }

/** Links to the pages above this one, by their short names. */
export const Breadcrumb = ({ label, parents }: BreadcrumbProps) => (
  <Nav aria-label={label}>
    <RouteLinks ids={parents} ordered />
  </Nav>
)
