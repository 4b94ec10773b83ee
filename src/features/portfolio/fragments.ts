import { graphql } from "gatsby"

export const projectCard = graphql`
  fragment ProjectTeaser on MarkdownRemark {
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
          gatsbyImageData(
            width: 640
            layout: CONSTRAINED
            placeholder: NONE
            breakpoints: [320, 640]
          )
        }
      }
    }
  }

  fragment ProjectCard on MarkdownRemark {
    ...ProjectTeaser
    html
  }
`
