import React from "react"
import { ErrorText, Hint, Row } from "./contact-form.styles"

type TextFieldProps = {
  id: string
  label: string
  required?: boolean
  requiredLabel: string
  error?: string
  hint?: string
  multiline?: boolean
} & React.InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>

/** A labelled input whose hint and error are tied to it for assistive technology. */
export const TextField = ({
  id,
  label,
  required,
  requiredLabel,
  error,
  hint,
  multiline,
  ...inputProps
}: TextFieldProps) => {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined
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
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Row>
  )
}
