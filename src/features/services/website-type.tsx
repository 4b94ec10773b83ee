import React from "react"
import { ClosingCta } from "../../components/ui/closing-cta"
import { PageHeader } from "../../components/ui/page-header"
import { FeatureList } from "./feature-list"
import { ProcessSteps } from "./process-steps"
import type { WebsiteTypeContent } from "./types"

type WebsiteTypeProps = { content: WebsiteTypeContent }

/** One website sub-page, rendered from its data set. */
export const WebsiteType = ({ content }: WebsiteTypeProps) => (
  <>
    <PageHeader
      eyebrow={content.header.subTitle}
      title={content.header.title}
      text={content.header.text}
      cta={{ text: content.header.ctaText, to: content.header.link }}
    />
    <ProcessSteps steps={content.steps} />
    <FeatureList
      id="benefits-title"
      title={content.benefitsTitle}
      items={content.benefits}
      tinted
    />
    <FeatureList
      id="advantages-title"
      title={content.advantagesTitle}
      subTitle={content.advantagesSubTitle}
      description={content.advantagesDescription}
      items={content.advantages}
    />
    <ClosingCta {...content.closing} />
  </>
)
