import React from "react"
import { Container, Eyebrow, Lead, Section, SectionTitle } from "./container"

type TitledSectionProps = {
  /** Id of the section's heading, which names the section. */
  id: string
  title: string
  eyebrow?: string
  lead?: string
  tinted?: boolean
  children: React.ReactNode
}

/** A page section under its `h2`, with an optional eyebrow above it and a lead below. */
export const TitledSection = ({
  id,
  title,
  eyebrow,
  lead,
  tinted,
  children,
}: TitledSectionProps) => (
  <Section $tinted={tinted} aria-labelledby={id}>
    <Container>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <SectionTitle id={id}>{title}</SectionTitle>
      {lead && <Lead>{lead}</Lead>}
      {children}
    </Container>
  </Section>
)
