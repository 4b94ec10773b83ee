import React from "react"
import { Link } from "gatsby"
import styled, { css } from "styled-components"
import { useTranslation } from "react-i18next"
import { usePageContext } from "../layout/page-context"
import { localizedPath } from "../../i18n/paths"
import { routeLabelKeys, type LabelledRoute } from "../../i18n/route-labels"
import type { RouteId } from "../../routes"
import { theme } from "../../styles/theme"
import { leadsOn } from "../../styles/shapes"
import { secondaryLook } from "./button-link"

type RouteLinksProps = {
  ids: readonly LabelledRoute[]
  /** The page the visitor is on: its link is marked as the current page. */
  current?: RouteId | null
  /** Names that differ from a page's short name. */
  names?: Partial<Record<LabelledRoute, string>>
  ordered?: boolean
  className?: string
}

/** A list of links to pages of the route table, each by its short name. */
export const RouteLinks = ({
  ids,
  current,
  names = {},
  ordered = false,
  className,
}: RouteLinksProps) => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  const List = ordered ? "ol" : "ul"
  return (
    <List className={className}>
      {ids.map(id => (
        <li key={id}>
          <Link to={localizedPath(id, language)} aria-current={id === current ? "page" : undefined}>
            {names[id] ?? t(routeLabelKeys[id])}
          </Link>
        </li>
      ))}
    </List>
  )
}

/** Route links as pills in a wrapping row: the blog's categories, the service links. */
export const pillLinks = css`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    border-radius: ${theme.radii.control};
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: none;
  }
`

/**
 * Route links as the site's one secondary button (button-link.tsx's `secondaryLook`): a case
 * study's services and the 404's ways out look like every other second action, not like a style
 * of their own. Each with the arrow of a link that leads on.
 */
export const PillRouteLinks = styled(RouteLinks)`
  ${pillLinks}
  gap: ${theme.space[3]};

  a {
    gap: ${theme.space[2]};
    padding: 0 ${theme.space[5]};
    border: 1.5px solid;
    font-weight: ${theme.fontWeights.bold};
    transition:
      background-color ${theme.durations.fast},
      border-color ${theme.durations.fast};
    ${secondaryLook}
    ${leadsOn}
  }
`
