import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { usePageContext } from "../../components/layout/page-context"
import type { SectionTone } from "../../components/ui/container"
import { MoreLine } from "../../components/ui/more-line"
import { TitledSection } from "../../components/ui/titled-section"
import { localizedPath } from "../../i18n/paths"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { LogoStrip } from "./logo-strip"
import { QuoteCard, quoteRows } from "./quote-card"
import { TeamStrip } from "./team-strip"
import { useProof } from "./use-proof"
import type { Proof } from "./proof"

const Quotes = styled.ul`
  display: grid;
  gap: ${theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));

    ${quoteRows}
    li > figure > [data-demo] ~ blockquote {
      margin-top: ${theme.space[4]};
    }
    li > figure > figcaption {
      margin-top: ${theme.space[4]};
    }
  }
`

const QuoteList = ({ quotes }: { quotes: NonNullable<Proof["testimonials"]> }) => (
  <Quotes>
    {quotes.map(quote => (
      <li key={quote.id}>
        <QuoteCard quote={quote} />
      </li>
    ))}
  </Quotes>
)

/**
 * Clients' words as a section of their own, numbered as every section is: the home page sets it
 * right after its projects, so the work and what its clients say are read together. Nothing
 * without entries.
 */
export const ProofQuotes = () => {
  const { t } = useTranslation("proof")
  const testimonials = useProof().proof?.testimonials
  if (!testimonials) return null
  return (
    <TitledSection id="proof-quotes-title" title={t("testimonials")} tone="tinted">
      <QuoteList quotes={testimonials} />
    </TitledSection>
  )
}

type ProofBandProps = {
  /** Whether the logos come here; the home page shows them under its hero instead (ClientsBand). */
  logos?: boolean
  /** Whether clients' words come here; the home page sets them under its projects (ProofQuotes). */
  quotes?: boolean
  /** The quotes' band: tinted unless a tinted section follows it (a website type's process). */
  tone?: SectionTone
}

/**
 * Proof beside a page's call to action, from the page's context: the team in short, then clients'
 * words and their logos. Each part only when it has entries; with none,
 * nothing at all.
 */
export const ProofBand = ({ logos = true, quotes = true, tone = "tinted" }: ProofBandProps) => {
  const { t } = useTranslation("proof")
  const { language } = usePageContext()
  const { proof } = useProof()
  if (!proof) return null
  const { team } = proof
  const testimonials = quotes ? proof.testimonials : undefined
  const clients = logos ? proof.clients : undefined
  return (
    <>
      {team && (
        <TitledSection id="proof-team-title" title={t("team")}>
          <TeamStrip members={team} />
          <MoreLine>
            <Link to={localizedPath("about", language)}>{t("teamLink")}</Link>
          </MoreLine>
        </TitledSection>
      )}
      {(testimonials || clients) && (
        <TitledSection
          id="proof-quotes-title"
          title={testimonials ? t("testimonials") : t("clients")}
          tone={tone}
        >
          {testimonials && <QuoteList quotes={testimonials} />}
          {clients && <LogoStrip clients={clients} labelled={Boolean(testimonials)} />}
        </TitledSection>
      )}
    </>
  )
}
