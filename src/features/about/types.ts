import type { RouteLink } from "../../routes"
import type { SeoEntry, TitledText } from "../services/types"

/** A step of the process and what the client receives at its end. */
type ProcessStep = TitledText & { receives: string }

/** The about page's strings, as `locales/<language>/about.json` holds them. */
export type AboutContent = {
  seo: SeoEntry
  header: { eyebrow: string; title: string; text: string; ctaText: string; link: RouteLink }
  process: {
    title: string
    lead: string
    receives: string
    steps: ProcessStep[]
    /** The link to the site map of this site's case study: what the second step hands over. */
    example: string
  }
  ownership: { title: string; lead: string; items: TitledText[] }
  principles: { title: string; items: TitledText[] }
  company: { title: string; name: string; address: string; contact: string }
  team: { title: string; lead: string }
  testimonials: { title: string; lead: string; consent: string }
  clients: { title: string; lead: string; logo: string }
  closing: { title: string; text: string; ctaText: string; link: RouteLink }
}
