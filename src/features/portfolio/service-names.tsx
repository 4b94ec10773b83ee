import React from "react"
import { Link } from "gatsby"
import { useTranslation } from "react-i18next"
import { usePageContext } from "../../components/layout/page-context"
import { localizedPath } from "../../i18n/paths"
import { routeLabelKeys } from "../../i18n/route-labels"
import type { ServiceId } from "../../routes"

type ServiceNamesProps = { services: readonly ServiceId[] }

/**
 * A case study's services by name, each a link back to its page: a list, one a line, so a narrow
 * column never leaves a separator on a line of its own.
 */
export const ServiceNames = ({ services }: ServiceNamesProps) => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  return (
    <ul>
      {services.map(id => (
        <li key={id}>
          <Link to={localizedPath(id, language)}>{t(routeLabelKeys[id])}</Link>
        </li>
      ))}
    </ul>
  )
}
