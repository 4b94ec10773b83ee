import React from "react"
import { useTranslation } from "react-i18next"
import styled from "styled-components"
import { usePageContext } from "../../components/layout/page-context"
import { company, telHref, type ContactPerson as Person } from "../../config/company"
import { contactPersonIsExample } from "../../config/company-examples"
import { theme } from "../../styles/theme"
import { DemoBadge } from "../proof/demo-badge"
import { Avatar } from "./avatar"

const Card = styled.div<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space[2]} ${theme.space[4]};
  align-items: center;
  padding: ${({ $compact }) => ($compact ? theme.space[4] : theme.space[5])};
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  /* Its own text colour: on the home page it sits in the closing band, whose text is light. */
  color: ${theme.colors.ink};
`

const Heading = styled.h2`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSizes.lg};
`

const Name = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeights.bold};
`

const Role = styled.p`
  margin: 0;
  color: ${theme.colors.inkSoft};
`

const Direct = styled.ul`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[5]};
  margin: ${theme.space[2]} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: ${theme.space[1]} 0;
  }
`

/** Whether the card shows: the company data holds the agency's own person, not the example. */
export const contactPersonShown = (): boolean => !contactPersonIsExample()

type ContactPersonProps = {
  /** The home page's short form: no direct phone, a smaller card. */
  compact?: boolean
  /** The heading's level: an h2 on the contact page, an h3 inside a home section. */
  headingLevel?: "h2" | "h3"
  person?: Person
  example?: boolean
}

/**
 * "Who will answer you": the contact person from the company data, with a direct e-mail and
 * phone. While the data holds the shipped example the card is absent, as every proof slot is
 * without an entry: an example person beside the main action read as an invented one. A deploying
 * build refuses the example (scripts/check-company-examples.ts), so a live site always shows it.
 */
export const ContactPerson = ({
  compact = false,
  headingLevel = "h2",
  person = company.contactPerson,
  example = !contactPersonShown(),
}: ContactPersonProps) => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  const titleId = compact ? "contact-person-compact-title" : "contact-person-title"
  if (example) return null
  return (
    <Card as="section" aria-labelledby={titleId} $compact={compact} data-contact-person>
      <Heading as={headingLevel} id={titleId}>
        {t("contactPerson.title")}
        <DemoBadge demo={person.demo} />
      </Heading>
      <Avatar name={person.name} photo={person.photo} size={compact ? "sm" : "md"} />
      <div>
        <Name>{person.name}</Name>
        <Role>{person.role[language]}</Role>
      </div>
      <Direct>
        <li>
          <span className="visually-hidden">{t("contactPerson.email")}: </span>
          <a href={`mailto:${person.email}`}>{person.email}</a>
        </li>
        {!compact && (
          <li>
            <span className="visually-hidden">{t("contactPerson.phone")}: </span>
            <a href={telHref(person.phone)}>{person.phone}</a>
          </li>
        )}
      </Direct>
    </Card>
  )
}
