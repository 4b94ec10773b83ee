import { company } from "../../config/company"
import { absoluteUrl, siteUrl } from "../../config/site"
import { languages, type Language } from "../../i18n/languages"
import type { Namespaces } from "../../i18n/namespaces"
import { localizedPath } from "../../i18n/paths"
import { routeLabel, type LabelledRoute } from "../../i18n/route-labels"

/** The agency; `image` is the home page's share image. */
export const organizationLd = (language: Language, description: string, image?: string) => ({
  "@context": "https://schema.org",
  "@type": "ProfessionalService",
  "@id": `${siteUrl}/#organization`,
  name: company.brand,
  legalName: company.legalName,
  description,
  url: absoluteUrl(localizedPath("home", language)),
  logo: absoluteUrl("/images/logo.png"),
  ...(image && { image: absoluteUrl(image) }),
  email: company.email,
  telephone: company.phone,
  taxID: company.taxId,
  address: {
    "@type": "PostalAddress",
    streetAddress: company.street,
    postalCode: company.postalCode,
    addressLocality: company.city,
    addressCountry: company.country,
  },
  sameAs: [company.facebook],
  areaServed: "PL",
  knowsLanguage: [...languages],
})

/** The pages above a page (named from `common`), then the page itself. */
export const breadcrumbLd = (
  common: Namespaces["common"],
  language: Language,
  parents: readonly LabelledRoute[],
  page: { name: string; path: string }
) => {
  const items = [
    ...parents.map(id => ({ name: routeLabel(common, id), path: localizedPath(id, language) })),
    page,
  ]
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}

type ServiceLdInput = {
  name: string
  description: string
  path: string
  language: Language
  offers?: ReadonlyArray<{ title: string; description: string }>
}

export const serviceLd = ({ name, description, path, language, offers = [] }: ServiceLdInput) => ({
  "@context": "https://schema.org",
  "@type": "Service",
  name,
  description,
  url: absoluteUrl(path),
  inLanguage: language,
  areaServed: "PL",
  provider: {
    "@type": "ProfessionalService",
    "@id": `${siteUrl}/#organization`,
    name: company.brand,
    url: absoluteUrl(localizedPath("home", language)),
    telephone: company.phone,
    email: company.email,
  },
  ...(offers.length > 0 && {
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name,
      itemListElement: offers.map(offer => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: offer.title, description: offer.description },
      })),
    },
  }),
})
