import React from "react"
import { useTranslation } from "react-i18next"
import { localizedPath } from "../../i18n/paths"
import { menu, type MenuItem } from "./menu"
import { usePageContext } from "./page-context"
import { LanguageLinks } from "./language-links"
import {
  Item,
  ItemRow,
  MenuLink,
  NavList,
  Panel,
  SubLink,
  Submenu,
  SubmenuToggle,
} from "./nav.styles"

type NavProps = {
  id: string
  open: boolean
  openSubmenu: string | null
  onToggleSubmenu: (key: string) => void
  onNavigate: () => void
}

/** The menu: links, per-item submenus and the language links. State lives in the header. */
export const Nav = ({ id, open, openSubmenu, onToggleSubmenu, onNavigate }: NavProps) => {
  const { t } = useTranslation("common")
  const { language, routeId } = usePageContext()

  const renderLink = (item: MenuItem) => (
    <MenuLink
      to={localizedPath(item.routeId, language)}
      $highlighted={Boolean(item.highlighted)}
      aria-current={item.routeId === routeId ? "page" : undefined}
      onClick={onNavigate}
    >
      {t(item.key)}
    </MenuLink>
  )

  return (
    <Panel id={id} data-open={open}>
      <NavList>
        {menu.map(item => {
          const submenuId = `${id}-${item.routeId}`
          const expanded = openSubmenu === item.key
          return (
            <Item key={item.key}>
              <ItemRow>
                {renderLink(item)}
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
        })}
      </NavList>
      <LanguageLinks onNavigate={onNavigate} />
    </Panel>
  )
}
