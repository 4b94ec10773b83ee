import React from "react"
import { company, telHref } from "../../config/company"

/** The studio's number as a link that dials it, from company data. */
export const PhoneLink = () => <a href={telHref(company.phone)}>{company.phone}</a>

/** The studio's e-mail address as a link that writes to it, from company data. */
export const EmailLink = () => <a href={`mailto:${company.email}`}>{company.email}</a>
