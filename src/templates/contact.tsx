import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import styled from "styled-components"
import { Layout } from "../components/layout/layout"
import { Container } from "../components/ui/container"
import { PageHeader } from "../components/ui/page-header"
import { company } from "../config/company"
import { ContactForm } from "../features/contact-form"
import { PrivacyNotice } from "../features/contact-form/privacy-notice"
import { ContactPerson } from "../features/contact-person"
import { ContactDetails } from "../features/contact-page/contact-details"
import { NextSteps } from "../features/contact-page/next-steps"
import { ProofBand } from "../features/proof/proof-band"
import { RatingLine } from "../features/proof/rating-line"
import type { PageContext } from "../i18n/page-context"
import { fill } from "../i18n/fill"
import { localeContent } from "../i18n/locale-data"
import { typeset } from "../i18n/typeset"
import { contactFormAnchor } from "../routes"
import { localizedPath } from "../i18n/paths"
import { media } from "../styles/media"
import { theme } from "../styles/theme"
import { EmailLink, PhoneLink } from "../components/ui/company-links"
import { ExampleDetails } from "../components/ui/example-details"

export { Head } from "../components/seo/page-head"

export const query = graphql`
  query ContactPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`

type Data = Queries.ContactPageQuery

// Close under the header: the form's first field is on the first screen of a phone and a laptop.
const Body = styled.div`
  padding: ${theme.space[6]} 0 ${theme.sizes.sectionY};
`

// The form first (on phones, before everything else); beside it on desktop, what happens next
// and who answers. The notice on the data comes under the form: from laptops up right under its
// send button, with the side column beside both; on a phone after what happens next, which
// reviewers missed there while it waited below the notice's small print.
const Grid = styled.div`
  display: grid;
  gap: ${theme.space[8]};

  ${media.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    align-items: start;
    row-gap: 0;
  }
`

const Notice = styled.div`
  ${media.lg} {
    grid-column: 1;
  }
`

// Beside the form from laptops up, it stays in view while the form scrolls: it is the shorter
// column, and it ended in an empty half beside the form's last fields.
const Side = styled.div`
  display: grid;
  gap: ${theme.space[7]};

  ${media.lg} {
    grid-column: 2;
    grid-row: 1 / span 2;
    position: sticky;
    top: calc(${theme.sizes.header} + ${theme.space[5]});
  }
`

// The size of the side column's headings (next steps, details): the three are of one rank.
const Title = styled.h2`
  margin-bottom: ${theme.space[2]};
  font-size: ${theme.fontSizes.lg};
`

const Intro = styled.p`
  color: ${theme.colors.muted};

  strong {
    color: ${theme.colors.ink};
  }
`

// Until the side column sits beside the form (phones and tablets), the phone and e-mail come
// first here instead: they would otherwise wait below the whole form. The details' mark goes
// with them, as the side's list, which carries it, is left out there too.
const Direct = styled.div`
  ${media.lg} {
    display: none;
  }

  [data-contact-direct] {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${theme.space[3]};
  }
  [data-contact-direct] a {
    display: inline-block;
    padding: ${theme.space[1]} 0;
    font-weight: ${theme.fontWeights.bold};
  }
`

const Hours = styled.span`
  align-self: center;
  color: ${theme.colors.inkSoft};
  font-size: ${theme.fontSizes.sm};
`

// ...and the side's own list of them is left out there: a phone showed the number and the
// address three times on one page, the footer's included.
const Details = styled.div`
  ${media.belowLg} {
    display: none;
  }
`

const ContactPage = ({ data, pageContext }: PageProps<Data, PageContext>) => {
  const strings = localeContent(data.locales, "contact")
  const { header } = strings
  const formId = contactFormAnchor[pageContext.language]
  return (
    <Layout>
      <PageHeader eyebrow={header.subTitle} title={header.title} text={header.text} />
      <Body>
        <Container>
          <Grid>
            <section aria-labelledby={`${formId}-title`} data-contact-form-section>
              <Title id={`${formId}-title`}>{strings["form.title"]}</Title>
              {/* The answer time first, by the form on every screen: on a phone the steps after
                  sending come only after the whole form. */}
              <Intro>
                <strong>
                  {fill(strings["form.answer"], {
                    answerTime: typeset(company.answerTime[pageContext.language]),
                  })}
                </strong>{" "}
                {strings["form.intro"]}
              </Intro>
              <p>
                <Link to={localizedPath("estimate", pageContext.language)}>
                  {strings["form.planner"]}
                </Link>
              </p>
              <Direct>
                <ExampleDetails text={strings["details.example"]} />
                <p data-contact-direct>
                  <span>{strings["form.direct"]}</span>
                  <PhoneLink />
                  {/* The hours the side's details give from laptops up, beside the number. */}
                  <Hours>{strings["form.hours"]}</Hours>
                  <EmailLink />
                </p>
              </Direct>
              <noscript>
                <p>
                  {strings["form.noScript"]} <EmailLink />, <PhoneLink />.
                </p>
              </noscript>
              <ContactForm id={formId} strings={strings} />
            </section>
            <Side>
              {/* The agency's rating (nothing without one) heads the column beside the form; on a
                  phone it follows the form, which stays on the first screen. */}
              <RatingLine />
              <NextSteps strings={strings} answerTime={company.answerTime[pageContext.language]} />
              <ContactPerson />
              <Details>
                <ContactDetails strings={strings} />
              </Details>
            </Side>
            <Notice>
              <PrivacyNotice strings={strings} language={pageContext.language} />
            </Notice>
          </Grid>
        </Container>
      </Body>
      <ProofBand />
    </Layout>
  )
}

export default ContactPage
