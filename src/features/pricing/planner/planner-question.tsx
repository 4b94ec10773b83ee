import React from "react"
import styled, { css } from "styled-components"
import { spans, tracks } from "../../../components/ui/balanced-grid"
import { media } from "../../../styles/media"
import { theme } from "../../../styles/theme"

export const Fieldset = styled.fieldset`
  margin: 0 0 ${theme.space[5]};
  padding: 0;
  border: 0;

  legend {
    display: flex;
    align-items: baseline;
    gap: ${theme.space[2]};
    margin-bottom: ${theme.space[3]};
    padding: 0;
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.heading};
  }
`

const Step = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primaryDark};
  font-size: ${theme.fontSizes.sm};
`

// One choice a row on phones (two columns would break "wielostronicowa" at 390 px). From tablets
// up, a short question's choices share one row; a long list (the seven services) runs in pairs,
// an odd last one taking the whole row: the six website types in three pairs, the applications
// under them.
const Options = styled.div<{ $count: number; $long: boolean }>`
  display: grid;
  gap: ${theme.space[2]};

  ${media.md} {
    ${({ $count, $long }) =>
      $long
        ? css`
            /* Choices that are short sentences ("Średni – do kilkunastu sekcji…") read one a row,
               not squeezed three a row into four lines each. */
            grid-template-columns: none;
          `
        : $count > 4
          ? css`
              grid-template-columns: repeat(2, minmax(0, 1fr));
              ${
                $count % 2 === 1 &&
                css`
                  > :last-child {
                    grid-column: 1 / -1;
                  }
                `
              }
            `
          : css`
              grid-template-columns: repeat(${tracks}, minmax(0, 1fr));
              ${spans($count, 3)}
            `}
  }
`

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: 2.75rem;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.lineStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.page};
  cursor: pointer;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`

/** A choice longer than this (in characters) does not fit a third of the questions' column. */
const longChoice = 32

type PlannerQuestionProps<Value extends string> = {
  step: number
  name: string
  legend: string
  options: readonly Value[]
  labelOf: (value: Value) => string
  value: Value
  onChange: (value: Value) => void
}

/** One question of the planner: a native radio group in a fieldset. */
export const PlannerQuestion = <Value extends string>({
  step,
  name,
  legend,
  options,
  labelOf,
  value,
  onChange,
}: PlannerQuestionProps<Value>) => (
  <Fieldset>
    <legend>
      <Step aria-hidden="true">{step}</Step>
      {legend}
    </legend>
    <Options
      $count={options.length}
      $long={options.length <= 4 && options.some(option => labelOf(option).length > longChoice)}
    >
      {options.map(option => (
        <Option key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {labelOf(option)}
        </Option>
      ))}
    </Options>
  </Fieldset>
)
