import React, { memo } from "react"
import { useTranslation } from "react-i18next"
import { menu } from "./menu"
import { LanguageLinks } from "./language-links"
import { NavItem } from "./nav-item"
import { Direct, NavList, Panel } from "./nav.styles"
import { EmailLink, PhoneLink } from "../ui/company-links"

type NavProps = {
  id: string
  open: boolean
  openSubmenu: string | null
  onToggleSubmenu: (key: string) => void
  onNavigate: () => void
}

// Below the links on a phone or tablet, the studio's number and address: a call or an e-mail is
// one tap from any page, without going to the contact page first. (Laptops have the footer.)
const DirectContact = () => {
  const { t } = useTranslation("common")
  return (
    <Direct>
      <span>{t("menu.direct")}</span>
      <PhoneLink />
      <EmailLink />
    </Direct>
  )
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
    <DirectContact />
  </Panel>
)

/** The menu: links, per-item submenus, the language links and, on phones, a call or an e-mail. State lives in the header. */
export const Nav = memo(NavView)
