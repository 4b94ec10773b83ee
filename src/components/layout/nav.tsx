import React, { memo } from "react"
import { menu } from "./menu"
import { LanguageLinks } from "./language-links"
import { NavItem } from "./nav-item"
import { NavList, Panel } from "./nav.styles"

type NavProps = {
  id: string
  open: boolean
  openSubmenu: string | null
  onToggleSubmenu: (key: string) => void
  onNavigate: () => void
}

const NavView = ({ id, open, openSubmenu, onToggleSubmenu, onNavigate }: NavProps) => (
  <Panel id={id} data-open={open}>
    <NavList>
      {menu.map(item => (
        <NavItem
          key={item.key}
          item={item}
          submenuId={`${id}-${item.routeId}`}
          expanded={openSubmenu === item.key}
          onToggleSubmenu={onToggleSubmenu}
          onNavigate={onNavigate}
        />
      ))}
    </NavList>
    <LanguageLinks onNavigate={onNavigate} />
  </Panel>
)

/** The menu: links, per-item submenus and the language links. State lives in the header. */
export const Nav = memo(NavView)
