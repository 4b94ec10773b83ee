import React from "react"
import { useTranslation } from "react-i18next"
import { ClosingCta } from "../../components/ui/closing-cta"
import { ClientsBand } from "../proof/clients-band"
import { ProofBand } from "../proof/proof-band"
import { RatingLine } from "../proof/rating-line"
import { PageHeader, type Action } from "../../components/ui/page-header"
import { FeatureList } from "./feature-list"
import { ProcessSteps } from "./process-steps"
import type { WebsiteTypeContent } from "./types"

type WebsiteTypeProps = {
  content: WebsiteTypeContent
  visual?: React.ReactNode
  /** The price block, the projects of this kind and the FAQ, before the closing band. */
  pricing?: React.ReactNode
  /** The header's second action: the project planner. */
  secondary?: Action
  /** The header's key figures: the starting price and duration (PriceCue). */
  facts?: React.ReactNode
}

/**
 * One website sub-page, rendered from its data set: clients' logos under the header, whom it
 * suits (cards on a tinted band) and what clients say, the process (a timeline), the advantages
 * (a checklist beside its heading), the price, the projects of this kind and the FAQ, the closing
 * band. Proof shows only where it has entries.
 */
export const WebsiteType = ({ content, visual, pricing, secondary, facts }: WebsiteTypeProps) => {
  const { t } = useTranslation("common")
  return (
    <>
      <PageHeader
        tone="paper"
        eyebrow={content.header.subTitle}
        title={content.header.title}
        text={content.header.text}
        facts={facts}
        cta={{ text: content.header.ctaText, to: content.header.link }}
        secondary={secondary}
        endorsement={<RatingLine />}
        visual={visual}
        halves={visual ? [t("drawing.plan"), t("drawing.website")] : undefined}
      />
      <ClientsBand />
      <FeatureList id="benefits-title" title={content.benefitsTitle} items={content.benefits} />
      {/* Clients' words right after whom the page is for, not below the price and the projects. */}
      <ProofBand logos={false} tone="plain" />
      <ProcessSteps steps={content.steps} tone="tinted" />
      <FeatureList
        id="advantages-title"
        title={content.advantagesTitle}
        subTitle={content.advantagesSubTitle}
        description={content.advantagesDescription}
        items={content.advantages}
        variant="checks"
      />
      {pricing}
      <ClosingCta {...content.closing} />
    </>
  )
}
