import React from "react"
import { Link } from "gatsby"
import styled, { css } from "styled-components"
import { openCookieSettings } from "../../lib/consent"
import { useTranslation } from "react-i18next"
import { company } from "../../config/company"
import { localizedPath } from "../../i18n/paths"
import { media } from "../../styles/media"
import { Container } from "../ui/container"
import { ExampleDetails } from "../ui/example-details"
import { RouteLinks } from "../ui/route-links"
import { SelectedLastWord } from "../ui/selected-word"
import { FooterColumn } from "./footer-column"
import { nameBeforeFullStop } from "./legal-name"
import { usePageContext } from "./page-context"
import { theme } from "../../styles/theme"
import { typeset } from "../../i18n/typeset"
import { EmailLink, PhoneLink } from "../ui/company-links"

const Wrapper = styled.footer`
  background: ${theme.colors.night};
  border-top: 1px solid ${theme.colors.nightLine};
  color: ${theme.colors.nightText};
  font-size: ${theme.fontSizes.sm};

  a {
    color: ${theme.colors.nightHeading};
    text-decoration-color: ${theme.colors.nightLine};
  }
  a:hover {
    color: ${theme.colors.nightHeading};
    text-decoration-color: currentColor;
  }
`

// The sign-off: the method as the site's last words, its last word selected as on the plan.
const Motto = styled.p`
  margin: 0;
  padding: ${theme.space[8]} 0 ${theme.space[6]};
  border-bottom: 1px solid ${theme.colors.nightLine};
  font-size: ${theme.fontSizes["3xl"]};
  font-weight: ${theme.fontWeights.heavy};
  line-height: ${theme.lineHeights.tight};
  letter-spacing: ${theme.letterSpacings.display};
  color: ${theme.colors.nightHeading};
  text-wrap: balance;
`

// Phones: two columns, the contact, the newsletter and the company across both, the two short
// lists of links side by side (one column of five made the footer 1,250 px tall on a phone, and
// the newsletter sat alone on a tablet's last row).
const Grid = styled(Container)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[6]} ${theme.space[5]};
  padding-top: ${theme.space[7]};
  padding-bottom: ${theme.space[7]};

  ${media.belowLg} {
    & > :nth-child(1),
    & > :nth-child(2),
    & > :nth-child(5) {
      grid-column: 1 / -1;
    }
    /* The company's registry details last: on a phone they were nine lines before the phone
       number. The column holds nothing to focus, so the order of tabbing stays the order seen. */
    & > :nth-child(1) {
      order: 1;
    }
  }
  /* Tablets: the contact and the two lists as three columns between the company and the
     newsletter. */
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));

    & > :nth-child(2) {
      grid-column: auto;
    }
  }
  ${media.lg} {
    grid-template-columns: 1.4fr repeat(3, 1fr) 1.4fr;
  }
`

// On touch screens each link is a 44 px row; from laptops up the lists sit closer.
const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
  }

  ${media.lg} {
    a {
      display: inline;
      min-height: 0;
    }
    li + li {
      margin-top: ${theme.space[2]};
    }
  }
`

const Plain = styled.ul`
  ${plainList}
`

const PlainRouteLinks = styled(RouteLinks)`
  ${plainList}
`

const Address = styled.address`
  font-style: normal;
`

// The divider spans the grid's columns, not the container's padding.
const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[3]} ${theme.space[6]};
  padding-top: ${theme.space[5]};
  padding-bottom: ${theme.space[6]};
  border-top: 1px solid ${theme.colors.nightLine};

  p {
    margin: 0;
  }
`

// The privacy policy and the cookie choice kept together at the line's end, each as tall a
// target as the footer's other links.
const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space[5]};

  > * {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
  }
`

// Looks like the links beside it: it opens the cookie choice, it goes nowhere.
const SettingsButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.nightHeading};
  font: inherit;
  text-decoration: underline;
  text-decoration-color: ${theme.colors.nightLine};
  text-underline-offset: 0.15em;
  cursor: pointer;
`

/** The pages the menu leads to besides the services, and the about page. */
const pageLinks = [
  ["portfolio", "nav.portfolio"],
  ["blog", "nav.blog"],
  ["about", "footer.about"],
  ["contact", "nav.contact"],
] as const

export const Footer = () => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  const year = new Date().getFullYear()
  return (
    <Wrapper>
      <Container>
        <Motto data-testid="footer-motto">
          <SelectedLastWord text={t("footer.motto")} />
        </Motto>
      </Container>
      <Grid>
        <FooterColumn id="footer-company" title={company.brand}>
          <ExampleDetails text={t("footer.exampleDetails")} night />
          <Address>
            {typeset(company.legalName)}
            <br />
            {company.street}
            <br />
            {company.postalCode} {company.city}
          </Address>
          <p>
            {t("footer.taxId")}: {company.taxId}
            <br />
            {t("footer.krs")}: {company.krs}
            <br />
            {t("footer.registryCourt")}: {typeset(company.registryCourt)}
            <br />
            {t("footer.shareCapital")}: {company.shareCapital[language]}
          </p>
        </FooterColumn>
        <FooterColumn id="footer-contact" title={t("footer.contact")}>
          <Plain>
            <li>
              <PhoneLink />
            </li>
            <li>
              <EmailLink />
            </li>
            <li>
              <a href={company.facebook} rel="noopener noreferrer" target="_blank">
                {t("footer.facebook")}
                <span className="visually-hidden"> {t("newTab")}</span>
              </a>
            </li>
          </Plain>
        </FooterColumn>
        <FooterColumn id="footer-services" title={t("footer.services")}>
          <PlainRouteLinks ids={["websites", "apps"]} />
        </FooterColumn>
        <FooterColumn id="footer-pages" title={t("footer.pages")}>
          <Plain>
            {pageLinks.map(([id, key]) => (
              <li key={id}>
                <Link to={localizedPath(id, language)}>{t(key)}</Link>
              </li>
            ))}
          </Plain>
        </FooterColumn>
        <FooterColumn id="footer-newsletter" title={t("footer.newsletter.title")}>
          <p>{t("footer.newsletter.text")}</p>
        </FooterColumn>
      </Grid>
      <Container>
        <Bottom>
          <p>
            {t("footer.rights", { year, company: typeset(nameBeforeFullStop(company.legalName)) })}
          </p>
          <Legal>
            <Link to={localizedPath("privacy", language)}>{t("footer.privacy")}</Link>
            <SettingsButton type="button" onClick={openCookieSettings}>
              {t("cookies.settings")}
            </SettingsButton>
          </Legal>
        </Bottom>
      </Container>
    </Wrapper>
  )
}
