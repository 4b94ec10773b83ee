import React from "react"
import { CreativeArt } from "./service-detail/creative-art"
import { HeadlessCmsArt } from "./service-detail/headless-cms-art"
import { LandingPageArt } from "./service-detail/landing-page-art"
import { MultiPageArt } from "./service-detail/multi-page-art"
import { OnePageArt } from "./service-detail/one-page-art"
import { SeoArt } from "./service-detail/seo-art"
import { websiteTypes, type WebsiteType } from "../../routes"
import type { IllustrationProps } from "./parts"

/** One composition for each kind of website the route table knows. */
export const serviceArtVariants = websiteTypes
type ServiceArtVariant = WebsiteType

type ServiceDetailArtProps = IllustrationProps & { variant: ServiceArtVariant }

const arts = {
  "landing-page": LandingPageArt,
  "multi-page": MultiPageArt,
  "one-page": OnePageArt,
  creative: CreativeArt,
  "headless-cms": HeadlessCmsArt,
  seo: SeoArt,
} satisfies Record<ServiceArtVariant, unknown>

/** The hero visual of a website type's page: one composition per type. */
export function ServiceDetailArt({ variant, className }: ServiceDetailArtProps) {
  const VariantArt = arts[variant]
  return <VariantArt className={className} />
}
