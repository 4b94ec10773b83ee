import React, { memo } from "react"
import { useTranslation } from "react-i18next"
import { localizedPath } from "../../i18n/paths"
import type { MenuItem } from "./menu"
import { usePageContext } from "./page-context"
import { Item, ItemRow, MenuLink, SubLink, Submenu, SubmenuToggle } from "./nav.styles"

type NavItemProps = {
  item: MenuItem
  submenuId: string
  expanded: boolean
  onToggleSubmenu: (key: string) => void
  onNavigate: () => void
}

/**
 * Whether the page belongs to a menu item: it is that page, or lies under its address (a case
 * study under the portfolio, a post under the blog).
 */
export const isInSection = (pagePath: string, sectionPath: string) => {
  const section = sectionPath.replace(/\/$/, "")
  const page = pagePath.replace(/\/$/, "")
  return section !== "" && section !== "/en" && page.startsWith(`${section}/`)
}

const NavItemView = ({ item, submenuId, expanded, onToggleSubmenu, onNavigate }: NavItemProps) => {
  const { t } = useTranslation("common")
  const { language, routeId, pagePath } = usePageContext()
  const path = localizedPath(item.routeId, language)
  const current = item.routeId === routeId || isInSection(pagePath, path)
  return (
    <Item>
      <ItemRow>
        <MenuLink
          to={path}
          $highlighted={Boolean(item.highlighted)}
          aria-current={current ? "page" : undefined}
          onClick={onNavigate}
        >
          {t(item.key)}
        </MenuLink>
        {item.children && (
          <SubmenuToggle
            type="button"
            aria-expanded={expanded}
            aria-controls={submenuId}
            aria-label={t("nav.submenu", { item: t(item.key) })}
            onClick={() => onToggleSubmenu(item.key)}
          />
        )}
      </ItemRow>
      {item.children && (
        // Always rendered, hidden until opened: crawlers and visitors without script get the
        // links, and opening it changes one attribute instead of mounting a list.
        <Submenu id={submenuId} hidden={!expanded}>
          {item.children.map(child => (
            <li key={child.key}>
              <SubLink
                to={localizedPath(child.routeId, language)}
                aria-current={child.routeId === routeId ? "page" : undefined}
                onClick={onNavigate}
              >
                {t(child.key)}
              </SubLink>
            </li>
          ))}
        </Submenu>
      )}
    </Item>
  )
}

/**
 * One item of the menu with its submenu. Memoised with the header's stable callbacks, so that
 * opening a submenu re-renders that item alone, not every link of the menu.
 */
export const NavItem = memo(NavItemView)
