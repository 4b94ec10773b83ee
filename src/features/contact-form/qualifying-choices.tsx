import React from "react"
import styled from "styled-components"
import type { Namespaces } from "../../i18n/namespaces"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { ChoiceField } from "./choice-field"
import type { ContactValues } from "./values"

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${theme.space[3]};
    padding: 0;
    font-weight: ${theme.fontWeights.bold};
  }

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: end;
  }
`

type QualifyingChoicesProps = {
  idOf: (name: keyof ContactValues) => string
  values: ContactValues
  strings: Namespaces["contact"]
  onChange: React.ChangeEventHandler<HTMLSelectElement>
}

/** What the visitor needs, a budget and a deadline: optional, so nobody is stopped by them. */
export const QualifyingChoices = ({ idOf, values, strings, onChange }: QualifyingChoicesProps) => (
  <Fieldset>
    <legend>{strings["form.qualifying"]}</legend>
    {(["need", "budget", "deadline"] as const).map(field => (
      <ChoiceField
        key={field}
        id={idOf(field)}
        field={field}
        value={values[field]}
        strings={strings}
        onChange={onChange}
      />
    ))}
  </Fieldset>
)
