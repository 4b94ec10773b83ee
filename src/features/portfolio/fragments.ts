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
            # One format every current browser reads: AVIF and PNG copies were hardly smaller for
            # these illustrations and tripled the image data in the portfolio's page data.
            formats: [WEBP]
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
