/**
 * Reads the proof entries once for the whole build (gatsby-node's createPages) and checks the
 * references between collections: a testimonial's `project`, a post's `author`. A broken one
 * stops the build, naming the file and the field.
 */
import { languages, type Language } from "../../i18n/languages"
import { testimonialsIn, type TestimonialNode } from "../about/entries"
import {
  demoFlag,
  testimonialProjectProblems,
  type Logo,
  type Person,
  type ProjectRef,
  type Quote,
} from "./proof"

/** The square photo of a person beside a quote or a post: twice its displayed size. */
export const personPhoto = { width: 192, height: 192 } as const

export type ProofEntriesData = {
  team: {
    nodes: readonly {
      fields: { slug: string; language: string | null } | null
      frontmatter: {
        name: string | null
        role: string | null
        demo: boolean | null
        photo: { childImageSharp: { resize: { src: string | null } | null } | null } | null
      } | null
    }[]
  }
  testimonials: {
    nodes: readonly {
      id: string
      fields: { file: string }
      frontmatter:
        | (Omit<NonNullable<TestimonialNode["frontmatter"]>, "consentDisplay"> & {
            consentPl: string | null
            consentEn: string | null
            project: string | null
            demo: boolean | null
          })
        | null
    }[]
  }
  clients: {
    nodes: readonly {
      id: string
      frontmatter: {
        company: string | null
        url: string | null
        demo: boolean | null
        logo: { publicURL: string | null } | null
      } | null
    }[]
  }
}

export const proofEntriesQuery = `
  query ProofEntries($photoWidth: Int!, $photoHeight: Int!) {
    team: allTeamMember(
      sort: [{ frontmatter: { order: ASC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        fields { slug language }
        frontmatter {
          name
          role
          demo
          photo {
            childImageSharp {
              resize(width: $photoWidth, height: $photoHeight, fit: COVER, toFormat: WEBP, quality: 80) {
                src
              }
            }
          }
        }
      }
    }
    # The freshest words first, then by file: not the file system's order, which differs by machine.
    testimonials: allTestimonial(
      sort: [{ frontmatter: { consentDate: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        id
        fields { file }
        frontmatter {
          name
          company
          rolePl
          roleEn
          quotePl
          quoteEn
          project
          demo
          consentDate(formatString: "YYYY-MM-DD")
          consentPl: consentDate(formatString: "D MMMM YYYY", locale: "pl")
          consentEn: consentDate(formatString: "D MMMM YYYY", locale: "en")
        }
      }
    }
    clients: allClientLogo(
      sort: [{ frontmatter: { company: ASC } }]
    ) {
      nodes {
        id
        frontmatter {
          company
          url
          demo
          logo { publicURL }
        }
      }
    }
  }
`

export type ProofEntries = {
  team: Record<Language, Person[]>
  testimonials: Record<Language, Quote[]>
  clients: Logo[]
  /** Each member's id and language, for the posts' `author`. */
  members: { id: string; language: Language }[]
}

const byLanguage = <T>(make: (language: Language) => T[]) =>
  Object.fromEntries(languages.map(language => [language, make(language)])) as Record<Language, T[]>

/** The entries per language, and the problems of their references (empty when all hold). */
export const collectProof = (
  data: ProofEntriesData,
  projects: readonly ProjectRef[]
): { entries: ProofEntries; problems: string[] } => {
  const members = data.team.nodes.flatMap(({ fields, frontmatter }) =>
    fields && frontmatter && (languages as readonly (string | null)[]).includes(fields.language)
      ? [
          {
            id: fields.slug,
            language: fields.language as Language,
            person: {
              id: fields.slug,
              name: frontmatter.name ?? "",
              role: frontmatter.role ?? "",
              photo: frontmatter.photo?.childImageSharp?.resize?.src ?? null,
              ...demoFlag(frontmatter.demo),
            },
          },
        ]
      : []
  )
  const testimonialNodes = data.testimonials.nodes
  const problems = testimonialProjectProblems(
    testimonialNodes.map(node => ({
      file: node.fields.file,
      value: node.frontmatter?.project,
    })),
    projects.map(project => project.fileName)
  )
  const testimonials = byLanguage(language =>
    testimonialsIn(
      language,
      testimonialNodes.map(({ id, frontmatter }) => ({
        id,
        frontmatter: frontmatter && {
          ...frontmatter,
          consentDisplay: language === "pl" ? frontmatter.consentPl : frontmatter.consentEn,
        },
      }))
    ).map(({ id, name, company, role, quote, consentDisplay, demo }): Quote => {
      const fm = testimonialNodes.find(node => node.id === id)?.frontmatter
      const project = projects.find(
        other => other.language === language && other.fileName === fm?.project
      )
      return {
        id,
        name,
        role,
        company,
        quote,
        consentDisplay,
        ...(project && { project: { name: project.name, path: project.path } }),
        ...demoFlag(demo),
      }
    })
  )
  const clients = data.clients.nodes.flatMap(({ id, frontmatter }) =>
    frontmatter?.company && frontmatter.logo?.publicURL
      ? [
          {
            id,
            company: frontmatter.company,
            logo: frontmatter.logo.publicURL,
            url: frontmatter.url,
            ...demoFlag(frontmatter.demo),
          },
        ]
      : []
  )
  return {
    entries: {
      team: byLanguage(language =>
        members.filter(member => member.language === language).map(member => member.person)
      ),
      testimonials,
      clients,
      members: members.map(({ id, language }) => ({ id, language })),
    },
    problems,
  }
}
