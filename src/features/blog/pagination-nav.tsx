import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { fill } from "../../i18n/fill"
import type { Namespaces } from "../../i18n/namespaces"
import { pageNumbers } from "./pagination"
import { theme } from "../../styles/theme"

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin: ${theme.space[8]} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0 ${theme.space[3]};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.control};
    color: ${theme.colors.ink};
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  a[aria-current="page"] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.white};
  }
`

type PaginationNavProps = {
  page: number
  pageCount: number
  /** The address of a page of this list. */
  pathOf: (page: number) => string
  /** The blog's strings: the navigation's label, its links' words. */
  strings: Pick<
    Namespaces["blog"],
    "pagination.label" | "pagination.previous" | "pagination.next" | "pagination.page"
  >
}

/**
 * The pages of a blog list: previous, the numbers around the current page, next. Plain links,
 * so a visitor without JavaScript pages through the static HTML as well. Nothing on a list of
 * one page.
 */
export const PaginationNav = ({ page, pageCount, pathOf, strings }: PaginationNavProps) => {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={strings["pagination.label"]}>
      <List>
        {page > 1 && (
          <li>
            <Link to={pathOf(page - 1)} rel="prev">
              {strings["pagination.previous"]}
            </Link>
          </li>
        )}
        {pageNumbers(page, pageCount).map((number, index) => (
          <li key={number ?? `gap-${index}`}>
            {number === null ? (
              <span aria-hidden="true">…</span>
            ) : (
              <Link
                to={pathOf(number)}
                aria-current={number === page ? "page" : undefined}
                aria-label={fill(strings["pagination.page"], { page: number })}
              >
                {number}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={pathOf(page + 1)} rel="next">
              {strings["pagination.next"]}
            </Link>
          </li>
        )}
      </List>
    </nav>
  )
}
