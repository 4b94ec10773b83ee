import React from "react"
import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/ui/page-header"
import { PillRouteLinks } from "../components/ui/route-links"
import { NotFoundArt } from "../components/illustrations/not-found-art"
import { localeContent } from "../i18n/locale-data"
import { media } from "../styles/media"
import { theme } from "../styles/theme"

export { Head } from "../components/seo/page-head"

export const query = graphql`
  query NotFoundPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`

// More ways out than the home page: the pages a lost visitor most likely wanted.
const Popular = styled.nav`
  margin-top: ${theme.space[6]};

  h2 {
    margin-bottom: ${theme.space[3]};
    font-size: ${theme.fontSizes.md};
  }
  /* Four ways out: one under another across a phone, two rows of two from tablets up, none left
     alone on a row of its own. */
  ul {
    display: grid;

    ${media.md} {
      /* Two columns as wide as the widest way out, so the four buttons are one width. */
      grid-template-columns: repeat(2, 1fr);
      width: max-content;
    }
  }
  li {
    display: grid;
  }
  a {
    justify-content: center;
  }
`

const NotFoundPage = ({ data }: PageProps<Queries.NotFoundPageQuery>) => {
  const { title, text, cta, popular } = localeContent(data.locales, "not-found")
  return (
    <Layout>
      <PageHeader
        title={title}
        text={text}
        cta={{ text: cta, to: "home" }}
        visual={<NotFoundArt />}
      >
        <Popular aria-labelledby="popular-title">
          <h2 id="popular-title">{popular}</h2>
          <PillRouteLinks ids={["websites", "apps", "portfolio", "blog"]} />
        </Popular>
      </PageHeader>
    </Layout>
  )
}

export default NotFoundPage
