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

// Six short facts, each its label over its value: two a row on a tablet, three from laptops up,
// so the section is a strip the page's width rather than a list beside an empty column.
const Details = styled.dl`
  display: grid;
  gap: ${theme.space[4]} ${theme.space[6]};
  margin: ${theme.space[4]} 0 0;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  div {
    border-top: 1px solid ${theme.colors.line};
    padding-top: ${theme.space[3]};
  }
  dt {
    color: ${theme.colors.inkSoft};
    font-size: ${theme.fontSizes.sm};
  }
  dd {
    margin: ${theme.space[1]} 0 0;
    font-weight: ${theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  /* A phone number is read in one piece: it moves to the next line whole. */
  a[href^="tel:"] {
    white-space: nowrap;
  }
`

type CompanyDetailsProps = { labels: AboutContent["company"] }

/** The registered company behind the site, from content/company.json. */
export const CompanyDetails = ({ labels }: CompanyDetailsProps) => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  return (
    <TitledSection id="company-title" title={labels.title}>
      <ExampleDetails text={t("footer.exampleDetails")} />
      <Details>
        <div>
          <dt>{labels.name}</dt>
          <dd>{typeset(company.legalName)}</dd>
        </div>
        <div>
          <dt>{labels.address}</dt>
          <dd>
            {company.street}, {company.postalCode} {company.city}
          </dd>
        </div>
        <div>
          <dt>{labels.contact}</dt>
          <dd>
            <EmailLink />, <PhoneLink />
          </dd>
        </div>
        <div>
          <dt>{t("footer.taxId")}</dt>
          <dd>{company.taxId}</dd>
        </div>
        <div>
          <dt>{t("footer.krs")}</dt>
          <dd>{company.krs}</dd>
        </div>
        <div>
          <dt>{t("footer.shareCapital")}</dt>
          <dd>{company.shareCapital[language]}</dd>
        </div>
      </Details>
    </TitledSection>
  )
}
