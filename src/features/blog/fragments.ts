import { graphql } from "gatsby"

export const postCardData = graphql`
  fragment PostCardData on MarkdownRemark {
    id
    fields {
      path
      category
    }
    frontmatter {
      title
      description
      date(formatString: "YYYY-MM-DD")
    }
    wordCount {
      words
    }
  }
`
