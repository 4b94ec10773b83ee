import React from "react"
import { Count, ErrorText, Hint, Row } from "./contact-form.styles"

/** The field's character count near its limit, and what to do once past it. */
export type Counter = { text: string; over?: string }

type TextFieldProps = {
  id: string
  label: string
  required?: boolean
  requiredLabel: string
  error?: string
  hint?: string
  multiline?: boolean
  counter?: Counter
} & React.InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>

/**
 * A labelled input whose hint, character count and error are tied to it for assistive
 * technology. Past its limit the count says so once more in a polite live region, so a visitor
 * who pasted a long text hears it without leaving the field.
 */
export const TextField = ({
  id,
  label,
  required,
  requiredLabel,
  error,
  hint,
  multiline,
  counter,
  ...inputProps
}: TextFieldProps) => {
  const hintId = hint ? `${id}-hint` : undefined
  const countId = counter ? `${id}-count` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, countId, errorId].filter(Boolean).join(" ") || undefined
  const shared = {
    id,
    "aria-invalid": Boolean(error),
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
    ...inputProps,
  }
  return (
    <Row>
      <label htmlFor={id}>
        {label}
        {required && (
          <>
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({requiredLabel})</span>
          </>
        )}
      </label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {multiline ? <textarea rows={6} {...shared} /> : <input {...shared} />}
      {counter && (
        <Count id={countId} $over={Boolean(counter.over)}>
          {counter.text}
          {counter.over && <> – {counter.over}</>}
        </Count>
      )}
      <span className="visually-hidden" aria-live="polite">
        {counter?.over}
      </span>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Row>
  )
}
