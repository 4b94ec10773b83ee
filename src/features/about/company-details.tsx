import React from "react"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { ExampleDetails } from "../../components/ui/example-details"
import { TitledSection } from "../../components/ui/titled-section"
import { usePageContext } from "../../components/layout/page-context"
import { company } from "../../config/company"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import type { AboutContent } from "./types"
import { typeset } from "../../i18n/typeset"
import { EmailLink, PhoneLink } from "../../components/ui/company-links"

const Details = styled.dl`
  display: grid;
  gap: ${theme.space[2]} ${theme.space[5]};
  margin: 0;

  ${media.md} {
    grid-template-columns: max-content 1fr;
  }
  dt {
    font-weight: ${theme.fontWeights.semibold};
  }
  dd {
    margin: 0 0 ${theme.space[2]};
  }
`

type CompanyDetailsProps = { labels: AboutContent["company"] }

/** The registered company behind the site, from content/company.json. */
export const CompanyDetails = ({ labels }: CompanyDetailsProps) => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  return (
    <TitledSection id="company-title" title={labels.title} layout="split">
      <ExampleDetails text={t("footer.exampleDetails")} />
      <Details>
        <dt>{labels.name}</dt>
        <dd>{typeset(company.legalName)}</dd>
        <dt>{labels.address}</dt>
        <dd>
          {company.street}, {company.postalCode} {company.city}
        </dd>
        <dt>{t("footer.taxId")}</dt>
        <dd>{company.taxId}</dd>
        <dt>{t("footer.krs")}</dt>
        <dd>{company.krs}</dd>
        <dt>{t("footer.shareCapital")}</dt>
        <dd>{company.shareCapital[language]}</dd>
        <dt>{labels.contact}</dt>
        <dd>
          <EmailLink />, <PhoneLink />
        </dd>
      </Details>
    </TitledSection>
  )
}
