import { graphql } from "gatsby"

/** A case study's picture and its dark-scheme twin, at one size (templates/project.tsx). */
export const projectPicture = graphql`
  fragment ProjectPicture on File {
    childImageSharp {
      gatsbyImageData(
        width: 1200
        layout: CONSTRAINED
        placeholder: NONE
        breakpoints: [640, 960, 1200]
      )
    }
  }
`
