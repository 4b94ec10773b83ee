import { graphql } from "gatsby"

export const postCardData = graphql`
  fragment PostCardData on BlogPost {
    fields {
      path
      category
    }
    frontmatter {
      title
      description
      picture
      date(formatString: "YYYY-MM-DD")
      # Formatted at build time: Intl.DateTimeFormat costs the browser tens of milliseconds.
      displayDate: date(formatString: "D MMMM YYYY", locale: $language)
    }
    wordCount {
      words
    }
  }
`
