import React from "react"
import styled from "styled-components"
import { company } from "../../config/company"
import type { Namespaces } from "../../i18n/namespaces"
import { theme } from "../../styles/theme"
import { buttonStyles, type ButtonVariant } from "../../components/ui/button-link"
import { mailtoHref } from "./mailto"
import type { ContactValues } from "./values"
import { EmailLink } from "../../components/ui/company-links"

const MailButton = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  margin-top: ${theme.space[3]};
`

type FailedSendProps = { values: ContactValues; strings: Namespaces["contact"] }

/**
 * The error the spec fixes, and a way not to lose the message: one tap opens the visitor's own
 * mail program with everything they typed. The form keeps its values meanwhile.
 */
export const FailedSend = ({ values, strings }: FailedSendProps) => (
  <>
    <p>{strings["status.error"]}</p>
    <p>
      <MailButton href={mailtoHref(company.email, values, strings)} aria-describedby="mailto-hint">
        {strings["mailto.action"]}
      </MailButton>
    </p>
    <p id="mailto-hint">{strings["mailto.hint"]}</p>
    <p>
      {strings["status.fallback"]} <EmailLink />.
    </p>
  </>
)
