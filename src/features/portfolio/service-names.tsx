import React from "react"
import { Link } from "gatsby"
import { useTranslation } from "react-i18next"
import { usePageContext } from "../../components/layout/page-context"
import { localizedPath } from "../../i18n/paths"
import { routeLabelKeys } from "../../i18n/route-labels"
import type { ServiceId } from "../../routes"

type ServiceNamesProps = { services: readonly ServiceId[] }

/** A case study's services by name, each a link back to its page. */
export const ServiceNames = ({ services }: ServiceNamesProps) => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  return (
    <>
      {services.map((id, index) => (
        <React.Fragment key={id}>
          {index > 0 && ", "}
          <Link to={localizedPath(id, language)}>{t(routeLabelKeys[id])}</Link>
        </React.Fragment>
      ))}
    </>
  )
}
