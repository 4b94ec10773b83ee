import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { usePageContext } from "../../components/layout/page-context"
import { localizedPath } from "../../i18n/paths"
import { routeLabelKeys } from "../../i18n/route-labels"
import type { ServiceRouteId } from "../../routes"
import { theme } from "../../styles/theme"

const Wrapper = styled.section`
  margin: ${theme.space[7]} 0 0;

  h2 {
    font-size: ${theme.fontSizes.xl};
  }
  p {
    color: ${theme.colors.inkSoft};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${theme.space[5]};
    border: 2px solid ${theme.colors.primary};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primaryDark};
  }
`

type ServiceLinksProps = {
  /** Id of the section's heading. */
  id: string
  title: string
  text?: string
  services: readonly ServiceRouteId[]
}

/** Links to service pages, named as in the menu. */
export const ServiceLinks = ({ id, title, text, services }: ServiceLinksProps) => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  return (
    <Wrapper aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {text && <p>{text}</p>}
      <ul>
        {services.map(service => (
          <li key={service}>
            <Link to={localizedPath(service, language)}>{t(routeLabelKeys[service])}</Link>
          </li>
        ))}
      </ul>
    </Wrapper>
  )
}
