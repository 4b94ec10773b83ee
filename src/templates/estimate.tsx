import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/ui/page-header"
import { Planner } from "../features/pricing/planner/planner"
import { localeContent } from "../i18n/locale-data"
import type { PageContext } from "../i18n/page-context"

export { Head } from "../components/seo/page-head"

export const query = graphql`
  query EstimatePage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`

type Data = Queries.EstimatePageQuery

/** The project planner: its code and the pricing data load with this template's chunk only. */
const EstimatePage = ({ data }: PageProps<Data, PageContext>) => {
  const strings = localeContent(data.locales, "estimate")
  const { header } = strings
  return (
    <Layout>
      <PageHeader eyebrow={header.subTitle} title={header.title} text={header.text} />
      <Planner strings={strings} prices={localeContent(data.locales, "pricing")} />
    </Layout>
  )
}

export default EstimatePage
