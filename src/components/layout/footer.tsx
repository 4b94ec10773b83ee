import React from "react"
import { Link } from "gatsby"
import styled, { css } from "styled-components"
import { openCookieSettings } from "../../lib/consent"
import { useTranslation } from "react-i18next"
import { company, telHref } from "../../config/company"
import { localizedPath } from "../../i18n/paths"
import { media } from "../../styles/media"
import { Container } from "../ui/container"
import { RouteLinks } from "../ui/route-links"
import { FooterColumn } from "./footer-column"
import { nameBeforeFullStop } from "./legal-name"
import { usePageContext } from "./page-context"
import { theme } from "../../styles/theme"

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

const Grid = styled(Container)`
  display: grid;
  gap: ${theme.space[6]};
  padding-top: ${theme.space[9]};
  padding-bottom: ${theme.space[7]};

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`

const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;

  li + li {
    margin-top: ${theme.space[2]};
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

const Bottom = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding-top: ${theme.space[5]};
  padding-bottom: ${theme.space[6]};
  border-top: 1px solid ${theme.colors.nightLine};

  p {
    margin: 0;
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

export const Footer = () => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  const year = new Date().getFullYear()
  return (
    <Wrapper>
      <Grid>
        <FooterColumn id="footer-company" title={company.brand}>
          <Address>
            {company.legalName}
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
            {t("footer.registryCourt")}: {company.registryCourt}
            <br />
            {t("footer.shareCapital")}: {company.shareCapital[language]}
          </p>
          <Link to={localizedPath("about", language)}>{t("footer.about")}</Link>
        </FooterColumn>
        <FooterColumn id="footer-contact" title={t("footer.contact")}>
          <Plain>
            <li>
              <a href={telHref(company.phone)}>{company.phone}</a>
            </li>
            <li>
              <a href={`mailto:${company.email}`}>{company.email}</a>
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
        <FooterColumn id="footer-newsletter" title={t("footer.newsletter.title")}>
          <p>{t("footer.newsletter.text")}</p>
        </FooterColumn>
      </Grid>
      <Bottom>
        <p>{t("footer.rights", { year, company: nameBeforeFullStop(company.legalName) })}</p>
        <Link to={localizedPath("privacy", language)}>{t("footer.privacy")}</Link>
        <SettingsButton type="button" onClick={openCookieSettings}>
          {t("cookies.settings")}
        </SettingsButton>
      </Bottom>
    </Wrapper>
  )
}
