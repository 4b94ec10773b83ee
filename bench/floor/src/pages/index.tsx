import { graphql, type HeadProps, type PageProps } from "gatsby"
import { useTranslation } from "gatsby-plugin-react-i18next"
import React from "react"
import styled from "styled-components"

const Main = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: 2rem 1rem;
  font-family: system-ui, sans-serif;
  color: #1f2937;
`

type LocalesData = {
  locales: { edges: { node: { ns: string; data: string; language: string } }[] }
}

const IndexPage = (_props: PageProps<LocalesData>) => {
  const { t } = useTranslation()
  return (
    <Main>
      <h1>{t("title")}</h1>
      <p>{t("body")}</p>
    </Main>
  )
}

export default IndexPage

/** The page's own strings: the Head renders outside the translation provider. */
const strings = (data: LocalesData): Record<string, string> =>
  JSON.parse(data.locales.edges.find(({ node }) => node.ns === "translation")?.node.data ?? "{}")

export const Head = ({ data, pageContext }: HeadProps<LocalesData, { language: string }>) => (
  <>
    <html lang={pageContext.language} />
    <title>{strings(data).title}</title>
    <meta name="description" content={strings(data).body} />
  </>
)

export const query = graphql`
  query ($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`
