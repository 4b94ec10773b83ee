import React, { useEffect, useMemo, useRef, useState } from "react"
import { Link } from "gatsby"
import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from "formik"
import { useTranslation } from "react-i18next"
import { company } from "../../config/company"
import type { Language } from "../../i18n/languages"
import { localizedPath } from "../../i18n/paths"
import { Consent, ErrorText, Form, Status, Submit, Trap } from "./contact-form.styles"
import type { ContactSchema } from "./schema"
import { emptyValues, fieldOrder, type ContactValues, type ValidationMessages } from "./values"
import { sendMessage, SendError, type SendFailure } from "./send"
import { TextField } from "./text-field"

type Status = "idle" | "sending" | "success" | SendFailure

type ContactFormProps = {
  /** The form's anchor id (`contact-form` / `formularz-kontaktowy`). */
  id: string
  language: Language
  send?: typeof sendMessage
}

const allTouched = Object.fromEntries(fieldOrder.map(field => [field, true]))

/**
 * What the visitor typed before the page became interactive: the browser shows it in the fields,
 * and React keeps it there when it hydrates, but the form's state starts empty. Read once, at
 * hydration, so everything shown is validated and sent.
 */
export const typedBeforeHydration = (form: HTMLFormElement): Partial<ContactValues> => {
  const typed: Partial<ContactValues> = {}
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue
    const name = element.name as keyof ContactValues
    if (!(name in emptyValues)) continue
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      if (element.checked) typed.consent = true
    } else if (element.value) {
      ;(typed as Record<string, string>)[name] = element.value
    }
  }
  return typed
}

/**
 * The validation schema and yup with it (about half the form's code) load when the visitor first
 * focuses the form, not with the page: the page starts sooner, and the schema is there by the
 * time a field is left or the form sent.
 */
const loadSchema = () => import("./schema")

export const ContactForm = ({ id, language, send = sendMessage }: ContactFormProps) => {
  const { t } = useTranslation("contact")
  const [status, setStatus] = useState<Status>("idle")
  // Errors show from the first submit on: an error appearing on blur would move the submit
  // button away from under the visitor's pointer mid-click.
  const [attempted, setAttempted] = useState(false)
  const busy = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  // Until the page is interactive the button cannot send: a form sent by the browser itself would
  // go nowhere (there is no server to take it) and lose what was typed.
  const [interactive, setInteractive] = useState(false)
  const schema = useMemo(() => {
    const keys = ["min2", "min30", "email", "phone", "generic", "required"] as const
    const messages = Object.fromEntries(keys.map(key => [key, t(`validation.${key}`)]))
    let built: Promise<ContactSchema> | undefined
    // Built once; a failed load (offline, say) is tried again next time.
    return () =>
      (built ??= loadSchema().then(
        ({ contactSchema }) => contactSchema(messages as ValidationMessages),
        error => {
          built = undefined
          throw error
        }
      ))
  }, [t])
  const formik = useFormik<ContactValues>({
    initialValues: emptyValues,
    // What formik does with a validationSchema, with the schema loaded first.
    // A schema that cannot be loaded stops the submission (handleSubmit), not each keystroke.
    validate: async values => {
      const loaded = await schema().catch(() => undefined)
      if (!loaded) return {}
      try {
        await validateYupSchema(values, loaded)
        return {}
      } catch (error) {
        if ((error as { name?: string }).name === "ValidationError") return yupToFormErrors(error)
        throw error
      }
    },
    onSubmit: () => undefined,
  })

  const { setValues } = formik
  useEffect(() => {
    const typed = formRef.current ? typedBeforeHydration(formRef.current) : {}
    if (Object.keys(typed).length) void setValues({ ...emptyValues, ...typed }, false)
    setInteractive(true)
  }, [setValues])

  const fieldId = (name: keyof ContactValues) => `${id}-${name}`

  const focusFirstInvalid = (errors: FormikErrors<ContactValues>) => {
    const first = fieldOrder.find(field => errors[field])
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  // One submission, one request: a second click or Enter while busy does nothing.
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    setAttempted(true)
    try {
      await schema()
      const errors = await formik.validateForm()
      if (Object.keys(errors).length > 0) {
        await formik.setTouched(allTouched, false)
        focusFirstInvalid(errors)
        return
      }
      if (formik.values.website) {
        setStatus("success")
        formik.resetForm()
        return
      }
      setStatus("sending")
      await send(formik.values, language)
      setStatus("success")
      setAttempted(false)
      formik.resetForm()
    } catch (error) {
      setStatus(error instanceof SendError ? error.kind : "error")
    } finally {
      busy.current = false
    }
  }

  const errorOf = (name: keyof ContactValues) =>
    attempted && formik.touched[name] && formik.errors[name]
      ? String(formik.errors[name])
      : undefined

  const field = (name: Exclude<keyof ContactValues, "consent">) => ({
    id: fieldId(name),
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: errorOf(name),
    requiredLabel: t("form.required"),
  })

  const failed = status === "error" || status === "not-configured"
  const tone =
    status === "success" ? "success" : failed || status === "throttled" ? "error" : "info"
  const consentError = errorOf("consent")

  return (
    <Form
      ref={formRef}
      id={id}
      // Never GET: what a visitor typed must not end up in an address, a history or a log.
      method="post"
      noValidate
      onSubmit={handleSubmit}
      onFocus={() => void schema().catch(() => undefined)}
      aria-labelledby={`${id}-title`}
    >
      <TextField {...field("fullName")} label={t("form.fullName")} required autoComplete="name" />
      <TextField {...field("company")} label={t("form.company")} autoComplete="organization" />
      <TextField {...field("phone")} label={t("form.phone")} type="tel" autoComplete="tel" />
      <TextField
        {...field("email")}
        label={t("form.email")}
        type="email"
        required
        autoComplete="email"
      />
      <TextField
        {...field("message")}
        label={t("form.message")}
        hint={t("form.messageHint")}
        required
        multiline
      />
      <Consent>
        <input
          id={fieldId("consent")}
          name="consent"
          type="checkbox"
          checked={formik.values.consent}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={Boolean(consentError)}
          aria-describedby={consentError ? `${fieldId("consent")}-error` : undefined}
          aria-required
        />
        <label htmlFor={fieldId("consent")}>
          {t("form.consent")}{" "}
          <Link to={localizedPath("privacy", language)}>{t("form.consentLink")}</Link>.
          <span aria-hidden="true"> *</span>
        </label>
        {consentError && <ErrorText id={`${fieldId("consent")}-error`}>{consentError}</ErrorText>}
      </Consent>
      <Trap aria-hidden="true">
        <label htmlFor={fieldId("website")}>{t("form.honeypot")}</label>
        <input
          id={fieldId("website")}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={formik.values.website}
          onChange={formik.handleChange}
        />
      </Trap>
      <Submit type="submit" disabled={!interactive || status === "sending"}>
        {status === "sending" ? t("form.sending") : t("form.submit")}
      </Submit>
      <Status role="status" aria-live="polite" aria-atomic="true" $tone={tone}>
        {status === "sending" && <p>{t("status.sending")}</p>}
        {status === "success" && <p>{t("status.success")}</p>}
        {status === "throttled" && <p>{t("status.throttled")}</p>}
        {failed && (
          <>
            <p>{t("status.error")}</p>
            <p>
              {t("status.fallback")} <a href={`mailto:${company.email}`}>{company.email}</a>.
            </p>
          </>
        )}
      </Status>
    </Form>
  )
}
