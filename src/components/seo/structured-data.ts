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
