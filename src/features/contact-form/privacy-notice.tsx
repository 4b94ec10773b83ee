import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { company, type Company, type MailTransferBasis } from "../../config/company"
import { typeset } from "../../i18n/typeset"
import { fill } from "../../i18n/fill"
import type { Language } from "../../i18n/languages"
import type { Namespaces } from "../../i18n/namespaces"
import { localizedPath } from "../../i18n/paths"
import { theme } from "../../styles/theme"

/** The rights section of the privacy policy (its id there). */
export const rightsSectionId = "rights"

type NoticeStrings = Pick<
  Namespaces["contact"],
  | "privacyNotice.title"
  | "privacyNotice.controller"
  | "privacyNotice.purpose"
  | "privacyNotice.rightsLink"
  | `privacyNotice.transfer.${MailTransferBasis}`
>

type PrivacyNoticeProps = {
  strings: NoticeStrings
  language: Language
  /** The company details (the controller, EmailJS's transfer basis); the site's own by default. */
  details?: Company
}

const Notice = styled.div`
  margin-top: ${theme.space[4]};
  color: ${theme.colors.inkSoft};
  font-size: ${theme.fontSizes.sm};
  /* Small print still reads as text: body leading and a short measure, not a dense block. */
  line-height: ${theme.lineHeights.body};
  max-width: 60ch;

  p {
    margin: 0 0 ${theme.space[2]};
  }
`

/**
 * The first layer of information where the form collects the data (Art. 13 GDPR): who receives
 * the message (the controller, EmailJS in Singapore and the transfer basis from company data),
 * why and on what basis, and a link to the rights in the privacy policy.
 */
export const PrivacyNotice = ({ strings, language, details = company }: PrivacyNoticeProps) => {
  const transfer =
    strings[`privacyNotice.transfer.${details.emailjsTransferBasis as MailTransferBasis}`]
  return (
    <Notice role="note" aria-label={strings["privacyNotice.title"]}>
      <p>
        <strong>{strings["privacyNotice.title"]}.</strong>{" "}
        {fill(strings["privacyNotice.controller"], {
          controller: typeset(details.legalName),
          transfer: transfer ?? "",
        })}{" "}
        {strings["privacyNotice.purpose"]}
      </p>
      <p>
        <Link to={`${localizedPath("privacy", language)}#${rightsSectionId}`}>
          {strings["privacyNotice.rightsLink"]}
        </Link>
      </p>
    </Notice>
  )
}
