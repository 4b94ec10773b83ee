import { graphql } from "gatsby"

/** The locale strings a page needs: `common` and its own namespace, in its language. */
export const pageLocales = graphql`
  fragment PageLocales on Query {
    locales: allLocale(filter: { ns: { in: $ns }, language: { eq: $language } }) {
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
