import React, { useEffect, useState } from "react"
import { navigate } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { buttonStyles, type ButtonVariant } from "../../../components/ui/button-link"
import { Container, Section } from "../../../components/ui/container"
import { usePageContext } from "../../../components/layout/page-context"
import type { Namespaces } from "../../../i18n/namespaces"
import { localizedPath } from "../../../i18n/paths"
import { plannerFormId } from "../../../routes"
import { routeLabelKeys } from "../../../i18n/route-labels"
import { media } from "../../../styles/media"
import { theme } from "../../../styles/theme"
import { ExamplesNote } from "../examples-note"
import { defaultAnswers, estimate, headroom, type Answers } from "../estimate"
import {
  plannedServices,
  plannerQuestions,
  pricing as pricingData,
  type PlannedService,
  type PlannerQuestion as Question,
  type Pricing,
} from "../pricing-data"
import { priceText, weeksText } from "../price-text"
import { briefText, contactLink } from "./brief"
import { PlannerQuestion } from "./planner-question"
import { PlannerResult, ResultPanel } from "./planner-result"

// The examples' mark, if any, stands off the first question by the space that parts the questions.
const PlannerNote = styled(ExamplesNote)`
  margin-bottom: ${theme.space[6]};
`

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  align-items: start;

  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`

const Submit = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  width: 100%;
  margin-top: ${theme.space[4]};
`

// The bar's own way to send the brief, without scrolling to the panel first: small in its type,
// a 44 px target all the same (at 40 px a reviewer of round 62 measured it short).
const LiveSend = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  flex: none;
  min-height: 2.75rem;
  padding: 0 ${theme.space[3]};
  font-size: ${theme.fontSizes.sm};
`

// Below laptops the result panel comes after the six questions: the running figures ride along
// at the foot of the screen while the questions scroll, and settle above the panel at their end
// (sticky within the questions), with a button that sends the brief from there. The figures are
// a copy for the eye only: the panel's own are the ones announced. Without JavaScript they would not follow the answers, so they show only once the
// page is interactive.
// A bar across the foot of the screen, as the phone's call-or-write bar is: opaque and ruled off,
// so the questions scroll under an edge, not under a floating card. It bleeds over the
// container's gutters to the screen's edges.
const LiveTotal = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin: ${theme.space[4]} calc(-1 * ${theme.sizes.gutter}) 0;
  padding: ${theme.space[2]} ${theme.sizes.gutter}
    calc(${theme.space[2]} + env(safe-area-inset-bottom, 0px));
  border-top: 2px solid ${theme.colors.primary};
  line-height: ${theme.lineHeights.snug};
  background: ${theme.colors.headerBackground};

  p {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 ${theme.space[2]};
    margin: 0;
  }
  span {
    color: ${theme.colors.inkSoft};
    font-size: ${theme.fontSizes.sm};
  }
  /* "Orientacyjnie · 2–3 tyg.": the duration parted from its label as the blog's facts are. */
  span + strong + span::before {
    content: "·";
    margin-right: ${theme.space[2]};
  }
  strong {
    order: -1;
    flex-basis: 100%;
    font-weight: ${theme.fontWeights.heavy};
  }

  html:not([data-hydrated="true"]) & {
    display: none;
  }
  ${media.lg} {
    display: none;
  }
  /* What Tab brings into view stops above the figures, never under them (WCAG 2.4.11). */
  ${media.belowLg} {
    html:has(&) {
      scroll-padding-bottom: 6rem;
    }
  }
`

type PlannerProps = {
  strings: Namespaces["estimate"]
  prices: Namespaces["pricing"]
  pricing?: Pricing
}

const questions = Object.keys(plannerQuestions) as Question[]

/**
 * The project planner: a real GET form to the contact page, so without JavaScript the choices
 * still arrive there; with it, the estimate updates as the visitor answers and the submit carries
 * the brief in the shared `service` + `brief` parameters.
 */
export const Planner = ({ strings, prices, pricing = pricingData }: PlannerProps) => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  const [service, setService] = useState<PlannedService>(plannedServices[0])
  const [answers, setAnswers] = useState<Answers>(defaultAnswers)
  // Arriving from a service page (`?service=websites-seo`): that service chosen. Anything else in
  // the address is ignored.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get("service")
    const known = plannedServices.find(id => id === wanted)
    if (known) setService(known)
  }, [])
  const result = estimate(pricing, service, answers)
  const serviceName = (id: PlannedService) => t(routeLabelKeys[id])
  const contact = localizedPath("contact#form", language)

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const brief = briefText({
      strings,
      prices,
      serviceName: serviceName(service),
      answers,
      result,
      language,
    })
    void navigate(contactLink(language, service, brief))
  }

  return (
    <Section aria-label={strings.formLabel}>
      <Container>
        <PlannerNote
          show={pricing.planner.example || pricing.services[service].example}
          text={prices.examplesNote}
        />
        <form
          id={plannerFormId}
          method="get"
          action={contact}
          onSubmit={onSubmit}
          aria-label={strings.formLabel}
        >
          <Layout>
            <div>
              <PlannerQuestion
                step={1}
                name="service"
                legend={strings.service}
                options={plannedServices}
                labelOf={serviceName}
                value={service}
                onChange={setService}
              />
              {questions.map((question, index) => (
                <PlannerQuestion
                  key={question}
                  step={index + 2}
                  name={question}
                  legend={strings.questions[question]}
                  options={plannerQuestions[question]}
                  labelOf={answer => strings.answers[answer]}
                  value={answers[question]}
                  onChange={answer => setAnswers(current => ({ ...current, [question]: answer }))}
                />
              ))}
              <LiveTotal data-testid="estimate-live">
                <p aria-hidden="true">
                  <span>{strings.live}</span>
                  <strong>{priceText(prices, result, language)}</strong>
                  <span>{weeksText(prices, result)}</span>
                </p>
                {/* The brief can go at any point: the answers not given yet keep their defaults,
                    and the visitor edits the message on the contact page. */}
                <LiveSend type="submit">{strings.liveSend}</LiveSend>
              </LiveTotal>
            </div>
            <ResultPanel aria-labelledby="estimate-result-title">
              <PlannerResult
                strings={strings}
                prices={prices}
                result={result}
                headroom={headroom(pricing, answers)}
                language={language}
              />
              <noscript>
                <p>{strings.noScript}</p>
              </noscript>
              <Submit type="submit">{strings.send}</Submit>
            </ResultPanel>
          </Layout>
        </form>
      </Container>
    </Section>
  )
}
