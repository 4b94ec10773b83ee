import React from "react"
import styled from "styled-components"
import type { Namespaces } from "../../i18n/namespaces"
import { typeset } from "../../i18n/typeset"
import { media } from "../../styles/media"
import { anchorSquare, labelType, paper } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { DemoBadge } from "../proof/demo-badge"
import { sitemapId, type SitemapPage } from "./case-study"
import { studyPart } from "./project-story"

const Section = styled.section`
  ${studyPart}

  > p {
    max-width: ${theme.sizes.measure};
    margin: ${theme.space[3]} 0 0;
    color: ${theme.colors.inkSoft};
  }
`

// The map drawn on tracing paper, as the plan hands it over: the first page on top, a line down
// from it to the frame of the pages it leads to, the frame's corners held by the plan's handles.
const Drawing = styled.div`
  ${paper}
  margin-top: ${theme.space[5]};
  padding: ${theme.space[4]} ${theme.space[3]};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};

  ${media.md} {
    padding: ${theme.space[6]};
  }

  > ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

const Root = styled.li`
  > article {
    max-width: 36rem;
    margin-inline: auto;
    border-color: ${theme.colors.primary};
  }
`

const Branches = styled.ol`
  position: relative;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  /* Each page as tall as what it says, as boxes on a drawn map: none waits half empty beside the
     one with the most subpages. */
  align-items: start;
  gap: ${theme.space[2]};
  margin: ${theme.space[6]} 0 0;
  padding: ${theme.space[2]};
  list-style: none;
  border: 1px dashed ${theme.colors.lineStrong};
  background:
    ${anchorSquare("0 0")}, ${anchorSquare("100% 0")}, ${anchorSquare("0 100%")},
    ${anchorSquare("100% 100%")};

  /* The line down from the first page to the frame. */
  &::before {
    content: "";
    position: absolute;
    bottom: 100%;
    left: 50%;
    height: ${theme.space[6]};
    border-left: 1px dashed ${theme.colors.lineStrong};
  }

  ${media.md} {
    gap: ${theme.space[3]};
    padding: ${theme.space[3]};
  }
  /* From laptops up three to a row; a page with many subpages takes two columns, so they run
     across it instead of down. */
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space[4]};
    padding: ${theme.space[4]};

    > [data-wide] {
      grid-column: span 2;
    }
  }
`

const Page = styled.article`
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  p {
    margin: ${theme.space[2]} 0 0;
    color: ${theme.colors.inkSoft};
    font-size: ${theme.fontSizes.sm};
  }
  ${media.md} {
    padding: ${theme.space[4]};

    h3 {
      font-size: ${theme.fontSizes.lg};
    }
  }
`

const Address = styled.span`
  ${labelType}
  display: block;
  margin-bottom: ${theme.space[1]};
  color: ${theme.colors.primary};
  text-transform: none;
  overflow-wrap: anywhere;
`

const Subpages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  margin: ${theme.space[3]} 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.125rem ${theme.space[2]};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.control};
    font-size: ${theme.fontSizes.xs};
  }
`

type ProjectSitemapProps = {
  pages: readonly SitemapPage[]
  demo?: boolean | null
  strings: Pick<Namespaces["project"], "sitemap.title" | "sitemap.text">
}

/** More subpages than this, and a page takes two columns' width. */
const wideFrom = 4

const PageCard = ({ page }: { page: SitemapPage }) => (
  <Page>
    {page.address && <Address translate="no">{page.address}</Address>}
    <h3>{typeset(page.page)}</h3>
    <p>{typeset(page.purpose)}</p>
    {page.subpages?.length ? (
      <Subpages>
        {page.subpages.map(name => (
          <li key={name}>{name}</li>
        ))}
      </Subpages>
    ) : null}
  </Page>
)

/**
 * The site map from the project's plan: its first page, the pages it leads to, and what each must
 * say. Absent without one.
 */
export const ProjectSitemap = ({ pages, demo, strings }: ProjectSitemapProps) => {
  const [root, ...branches] = pages
  if (!root) return null
  return (
    <Section aria-labelledby={sitemapId}>
      <h2 id={sitemapId}>
        {strings["sitemap.title"]} <DemoBadge demo={Boolean(demo)} />
      </h2>
      <p>{typeset(strings["sitemap.text"])}</p>
      <Drawing>
        <ol>
          <Root>
            <PageCard page={root} />
            {branches.length > 0 && (
              <Branches>
                {branches.map(page => (
                  <li
                    key={page.page}
                    data-wide={(page.subpages?.length ?? 0) > wideFrom || undefined}
                  >
                    <PageCard page={page} />
                  </li>
                ))}
              </Branches>
            )}
          </Root>
        </ol>
      </Drawing>
    </Section>
  )
}
