import React from "react"
import styled from "styled-components"
import { company } from "../../config/company"
import { ExampleDetails } from "../../components/ui/example-details"
import type { Namespaces } from "../../i18n/namespaces"
import { theme } from "../../styles/theme"
import { typeset } from "../../i18n/typeset"
import { EmailLink, PhoneLink } from "../../components/ui/company-links"

const Title = styled.h2`
  font-size: ${theme.fontSizes.lg};
`

const Details = styled.dl`
  margin: 0;

  dt {
    margin-top: ${theme.space[3]};
    font-weight: ${theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
  }
`

/** The company's phone, e-mail and address, for those who prefer to call or write. */
export const ContactDetails = ({ strings }: { strings: Namespaces["contact"] }) => (
  <section aria-labelledby="contact-details">
    <Title id="contact-details">{strings["details.title"]}</Title>
    <p>{strings["details.text"]}</p>
    <ExampleDetails text={strings["details.example"]} />
    <Details>
      <dt>{strings["details.phone"]}</dt>
      <dd>
        <PhoneLink />
      </dd>
      <dt>{strings["details.email"]}</dt>
      <dd>
        <EmailLink />
      </dd>
      <dt>{strings["details.address"]}</dt>
      <dd>
        {typeset(company.legalName)}
        <br />
        {company.street}, {company.postalCode} {company.city}
      </dd>
    </Details>
  </section>
)
