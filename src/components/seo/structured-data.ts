import { company } from "../../config/company"
import { absoluteUrl, siteUrl } from "../../config/site"
import type { Language } from "../../i18n/languages"

export const organizationLd = (language: Language, description: string) => ({
  "@context": "https://schema.org",
  "@type": "ProfessionalService",
  "@id": `${siteUrl}/#organization`,
  name: company.brand,
  legalName: company.legalName,
  description,
  url: absoluteUrl(language === "en" ? "/en/" : "/"),
  logo: absoluteUrl("/images/logo.png"),
  image: absoluteUrl("/images/share.png"),
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
  knowsLanguage: ["pl", "en"],
})

export const breadcrumbLd = (items: ReadonlyArray<{ name: string; path: string }>) => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: items.map((item, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: item.name,
    item: absoluteUrl(item.path),
  })),
})

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
    url: absoluteUrl(language === "en" ? "/en/" : "/"),
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
