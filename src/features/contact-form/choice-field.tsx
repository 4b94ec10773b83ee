import React from "react"
import type { Namespaces } from "../../i18n/namespaces"
import { Row } from "./contact-form.styles"
import { choiceLabel, qualifyingOptions, type QualifyingField } from "./qualifying"

type ContactStrings = Namespaces["contact"]

const labelKeys = { need: "form.need", budget: "form.budget", deadline: "form.deadline" } as const

type ChoiceFieldProps = {
  id: string
  field: QualifyingField
  value: string
  strings: ContactStrings
  onChange: React.ChangeEventHandler<HTMLSelectElement>
}

/** An optional choice as a native select: short on a phone, and every option is read out. */
export const ChoiceField = ({ id, field, value, strings, onChange }: ChoiceFieldProps) => (
  <Row>
    <label htmlFor={id}>{strings[labelKeys[field]]}</label>
    <select id={id} name={field} value={value} onChange={onChange}>
      <option value="">{strings["form.notChosen"]}</option>
      {qualifyingOptions[field].map(option => (
        <option key={option} value={option}>
          {choiceLabel(strings, field, option)}
        </option>
      ))}
    </select>
  </Row>
)
