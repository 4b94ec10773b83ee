import React, { useEffect, useMemo, useRef, useState } from "react"
import { Link } from "gatsby"
import { useFormik, validateYupSchema, yupToFormErrors } from "formik"
import { usePageContext } from "../../components/layout/page-context"
import { fill } from "../../i18n/fill"
import type { Namespaces } from "../../i18n/namespaces"
import { localizedPath } from "../../i18n/paths"
import { afterNextPaint, whenIdle } from "../../lib/idle"
import { Consent, ErrorText, Form, Pair, Status, Submit, Trap } from "./contact-form.styles"
import type { ContactSchema } from "./schema"
import {
  characterCount,
  emptyValues,
  fieldOrder,
  maxLengths,
  type ContactValues,
  type ValidationMessages,
} from "./values"
import { sendMessage, SendError, type SendFailure } from "./send"
import { TextField, type Counter } from "./text-field"
import { FailedSend } from "./failed-send"
import { readPrefill } from "./prefill"
import { QualifyingChoices } from "./qualifying-choices"
import { withChoiceLabels } from "./qualifying"

type Status = "idle" | "sending" | "success" | SendFailure

/** The contact page's strings: the form's labels, messages and validation errors among them. */
type ContactStrings = Namespaces["contact"]

type ContactFormProps = {
  /** The form's anchor id (`contact-form` / `formularz-kontaktowy`). */
  id: string
  strings: ContactStrings
  send?: typeof sendMessage
}

/**
 * What the visitor typed before the page became interactive: the browser shows it in the fields,
 * and React keeps it there when it hydrates, but the form's state starts empty. Read once, at
 * hydration, so everything shown is validated and sent.
 */
export const typedBeforeHydration = (form: HTMLFormElement): Partial<ContactValues> => {
  const typed: Partial<ContactValues> = {}
  for (const element of Array.from(form.elements)) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ))
      continue
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

/** The count shows from this share of a field's limit on. */
const countFrom = 0.8

/**
 * Brings an element to the middle of the screen and focuses it: on a phone, a message below the
 * fold would otherwise change nothing the visitor can see.
 */
const bringToAttention = (element: HTMLElement | null) => {
  if (!element) return
  element.scrollIntoView?.({ block: "center" })
  element.focus({ preventScroll: true })
}

/**
 * The validation schema and yup with it (about half the form's code) load once the page is idle
 * after hydration, or at the first focus in the form if that comes sooner, not with the page: the
 * page starts sooner, and the schema is there by the time a field is left or the form sent, even
 * by a visitor who presses Send first.
 */
const loadSchema = () => import("./schema")

export const ContactForm = ({ id, strings, send = sendMessage }: ContactFormProps) => {
  const { language } = usePageContext()
  const [status, setStatus] = useState<Status>("idle")
  // One submission at a time: a second click or Enter while one is under way does nothing.
  const submitting = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  // Until the page is interactive the button cannot send: a form sent by the browser itself would
  // go nowhere (there is no server to take it) and lose what was typed.
  const [interactive, setInteractive] = useState(false)
  const schema = useMemo(() => {
    const keys = ["min2", "min30", "email", "phone", "generic", "required"] as const
    const messages: ValidationMessages = {
      ...(Object.fromEntries(keys.map(key => [key, strings[`validation.${key}`]])) as Omit<
        ValidationMessages,
        "max"
      >),
      max: max => fill(strings["validation.max"], { max }),
    }
    let built: Promise<ContactSchema> | undefined
    // Built once; a failed load (offline, say) is tried again next time.
    return () =>
      (built ??= loadSchema().then(
        ({ contactSchema }) => contactSchema(messages),
        error => {
          built = undefined
          throw error
        }
      ))
  }, [strings])
  const formik = useFormik<ContactValues>({
    initialValues: emptyValues,
    // What formik does with a validationSchema, once the schema has loaded: until then a
    // keystroke has nothing to check, and a submission waits for it (`submit` below).
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
    // Formik calls this only for valid values, after touching every field.
    onSubmit: async (values, { resetForm }) => {
      // The honeypot: only a bot fills it in, and it is told the message went.
      if (values.website) {
        setStatus("success")
        resetForm()
        return
      }
      setStatus("sending")
      try {
        await send(withChoiceLabels(values, strings), language)
        setStatus("success")
        resetForm()
      } catch (error) {
        setStatus(error instanceof SendError ? error.kind : "error")
      }
    },
  })

  useEffect(() => whenIdle(() => void schema().catch(() => undefined)), [schema])

  const { setValues, submitCount, isSubmitting, errors } = formik
  useEffect(() => {
    const typed = formRef.current ? typedBeforeHydration(formRef.current) : {}
    // A service page or the planner may name the service and bring a brief (`?service=&brief=`):
    // read here, after hydration, so the server's HTML and the first render agree. What the
    // visitor typed already wins.
    const { need, message } = readPrefill(window.location.search)
    const prefilled = {
      ...(need && !typed.need ? { need } : {}),
      ...(message && !typed.message ? { message } : {}),
      ...typed,
    }
    if (Object.keys(prefilled).length) void setValues({ ...emptyValues, ...prefilled }, false)
    setInteractive(true)
  }, [setValues])

  const fieldId = (name: keyof ContactValues) => `${id}-${name}`

  // After a submission that formik found errors in, the visitor is taken to the first of them;
  // later keystrokes change the errors but leave the focus where it is.
  const focusedFor = useRef(0)
  useEffect(() => {
    if (isSubmitting || submitCount === focusedFor.current) return
    focusedFor.current = submitCount
    const first = fieldOrder.find(field => errors[field])
    if (first) bringToAttention(document.getElementById(`${id}-${first}`))
  }, [submitCount, isSubmitting, errors, id])

  // The outcome of a send is brought into view and focused (it is also a live region).
  const statusRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (status !== "idle" && status !== "sending") bringToAttention(statusRef.current)
  }, [status])

  // Formik's own submission (touch, validate, onSubmit), once the schema has loaded; one that
  // cannot load it ends in the error state with the typed values kept.
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting.current) return
    submitting.current = true
    schema()
      // Validating and rendering the errors is the next task's work, after the frame that
      // answers the click: with the schema loaded, it would otherwise hold up that frame.
      .then(() => afterNextPaint())
      .then(() => formik.submitForm())
      .catch(() => setStatus("error"))
      .finally(() => {
        submitting.current = false
      })
  }

  // Errors show from the first submit on (formik counts them; a sent message resets the count):
  // an error appearing on blur would move the submit button away from under the pointer.
  const errorOf = (name: keyof ContactValues) =>
    submitCount > 0 && formik.touched[name] && errors[name] ? String(errors[name]) : undefined

  const counter = (name: keyof typeof maxLengths): Counter | undefined => {
    const max = maxLengths[name]
    const used = characterCount(formik.values[name])
    if (used < max * countFrom) return undefined
    return {
      text: fill(strings["form.count"], { used, max }),
      over: used > max ? fill(strings["form.countOver"], { over: used - max }) : undefined,
    }
  }

  const field = (name: keyof typeof maxLengths) => ({
    id: fieldId(name),
    counter: counter(name),
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: errorOf(name),
    requiredLabel: strings["form.required"],
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
      onSubmit={submit}
      onFocus={() => void schema().catch(() => undefined)}
      aria-labelledby={`${id}-title`}
    >
      <Pair>
        <TextField
          {...field("fullName")}
          label={strings["form.fullName"]}
          required
          autoComplete="name"
        />
        <TextField
          {...field("company")}
          label={strings["form.company"]}
          autoComplete="organization"
        />
      </Pair>
      <Pair>
        <TextField
          {...field("phone")}
          label={strings["form.phone"]}
          type="tel"
          autoComplete="tel"
        />
        <TextField
          {...field("email")}
          label={strings["form.email"]}
          type="email"
          required
          autoComplete="email"
        />
      </Pair>
      <QualifyingChoices
        idOf={fieldId}
        values={formik.values}
        strings={strings}
        onChange={formik.handleChange}
      />
      <TextField
        {...field("message")}
        label={strings["form.message"]}
        hint={strings["form.messageHint"]}
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
          {strings["form.consent"]}{" "}
          <Link to={localizedPath("privacy", language)}>{strings["form.consentLink"]}</Link>.
          <span aria-hidden="true"> *</span>
        </label>
        {consentError && <ErrorText id={`${fieldId("consent")}-error`}>{consentError}</ErrorText>}
      </Consent>
      <Trap aria-hidden="true">
        <label htmlFor={fieldId("website")}>{strings["form.honeypot"]}</label>
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
        {status === "sending" ? strings["form.sending"] : strings["form.submit"]}
      </Submit>
      <Status
        ref={statusRef}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        tabIndex={-1}
        $tone={tone}
      >
        {status === "sending" && <p>{strings["status.sending"]}</p>}
        {status === "success" && <p>{strings["status.success"]}</p>}
        {status === "throttled" && <p>{strings["status.throttled"]}</p>}
        {failed && <FailedSend values={formik.values} strings={strings} />}
      </Status>
    </Form>
  )
}
