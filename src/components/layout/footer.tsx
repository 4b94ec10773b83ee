import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { openCookieSettings } from "../../lib/consent"
import { useTranslation } from "react-i18next"
import { company, telHref } from "../../config/company"
import { localizedPath } from "../../i18n/paths"
import { media } from "../../styles/media"
import { Container } from "../ui/container"
import { usePageContext } from "./page-context"
import { theme } from "../../styles/theme"

const Wrapper = styled.footer`
  background: ${theme.colors.night};
  color: ${theme.colors.nightText};
  font-size: ${theme.fontSizes.sm};

  a {
    color: ${theme.colors.white};
  }
  a:hover {
    color: ${theme.colors.primarySoft};
  }
`

const Grid = styled(Container)`
  display: grid;
  gap: ${theme.space[6]};
  padding-top: ${theme.space[8]};
  padding-bottom: ${theme.space[6]};

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`

const Title = styled.h2`
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.white};
  margin-bottom: ${theme.space[3]};
`

const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li + li {
    margin-top: ${theme.space[2]};
  }
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
  border-top: 1px solid rgb(255 255 255 / 0.12);

  p {
    margin: 0;
  }
`

// Looks like the links beside it: it opens the cookie choice, it goes nowhere.
const SettingsButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.white};
  font: inherit;
  text-decoration: underline;
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
        <section aria-labelledby="footer-company">
          <Title id="footer-company">{company.brand}</Title>
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
        </section>
        <section aria-labelledby="footer-contact">
          <Title id="footer-contact">{t("footer.contact")}</Title>
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
        </section>
        <section aria-labelledby="footer-services">
          <Title id="footer-services">{t("footer.services")}</Title>
          <Plain>
            <li>
              <Link to={localizedPath("websites", language)}>{t("nav.websites")}</Link>
            </li>
            <li>
              <Link to={localizedPath("apps", language)}>{t("footer.apps")}</Link>
            </li>
          </Plain>
        </section>
        <section aria-labelledby="footer-newsletter">
          <Title id="footer-newsletter">{t("footer.newsletter.title")}</Title>
          <p>{t("footer.newsletter.text")}</p>
        </section>
      </Grid>
      <Bottom>
        <p>{t("footer.rights", { year, company: company.legalName })}</p>
        <Link to={localizedPath("privacy", language)}>{t("footer.privacy")}</Link>
        <SettingsButton type="button" onClick={openCookieSettings}>
          {t("cookies.settings")}
        </SettingsButton>
      </Bottom>
    </Wrapper>
  )
}
