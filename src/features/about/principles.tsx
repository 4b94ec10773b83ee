import React from "react"
import styled from "styled-components"
import { TitledSection } from "../../components/ui/titled-section"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { TitledTextList } from "./titled-text-list"
import type { AboutContent } from "./types"

/**
 * Principles under an accent rule, two to a row from tablets up: their titles at the rank of the
 * page's other subheadings (the process's steps), set off by the rule rather than by size.
 */
const List = styled(TitledTextList)`
  display: grid;
  gap: ${theme.space[6]};
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
    gap: ${theme.space[7]} ${theme.space[6]};
  }

  li {
    padding-top: ${theme.space[4]};
    border-top: 3px solid ${theme.colors.primary};
  }
  h3 {
    margin-bottom: ${theme.space[3]};
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.heading};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.inkSoft};
  }
`

type PrinciplesProps = { principles: AboutContent["principles"] }

/**
 * The principles the agency keeps: only those its pages already promise. On the page's own
 * background, under the page's top on tracing paper, which is tinted already.
 */
export const Principles = ({ principles }: PrinciplesProps) => (
  <TitledSection id="principles-title" title={principles.title}>
    <List items={principles.items} />
  </TitledSection>
)
