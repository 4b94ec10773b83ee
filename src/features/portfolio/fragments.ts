import { graphql } from "gatsby"

export const projectCard = graphql`
  fragment ProjectCard on MarkdownRemark {
    id
    html
    fields {
      slug
    }
    frontmatter {
      name
      client
      summary
      technologies
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 640, layout: CONSTRAINED, placeholder: NONE)
        }
      }
    }
  }
`
