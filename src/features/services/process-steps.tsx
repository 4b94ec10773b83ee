import React from "react"
import styled, { css } from "styled-components"
import { balancedRows, spans, tracks } from "../../components/ui/balanced-grid"
import { TitledSection } from "../../components/ui/titled-section"
import type { SectionTone } from "../../components/ui/container"
import { media } from "../../styles/media"
import type { Steps } from "./types"
import { stepNumber } from "../../styles/shapes"
import { theme } from "../../styles/theme"

const marker = "2.75rem"
const phoneMarker = "2.25rem"

// A timeline: numbered markers on one vertical line, each step's text beside its number.
const List = styled.ol.attrs(
  // Its rows are measured by the same end-to-end check as the balanced grids'.
  () => ({ "data-balanced-grid": "" }) as Record<string, string>
)<{ $count: number }>`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    position: relative;
    padding: 0 0 ${theme.space[6]} calc(${marker} + ${theme.space[5]});
    counter-increment: step;
  }
  li:last-child {
    padding-bottom: 0;
  }
  /* The line between two markers. */
  li:not(:last-child)::after {
    content: "";
    position: absolute;
    left: calc(${marker} / 2 - 1px);
    top: ${marker};
    bottom: 0;
    width: 2px;
    background: ${theme.colors.line};
  }
  li::before {
    ${stepNumber}
    position: absolute;
    left: 0;
    top: 0;
    width: ${marker};
    height: ${marker};
  }
  h3 {
    margin: 0 0 ${theme.space[2]};
    padding-top: ${theme.space[2]};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    max-width: ${theme.sizes.measure};
    margin: 0;
    color: ${theme.colors.inkSoft};
  }

  /* On a phone the number heads the step, beside its title, and the text takes the full width
     under both: a narrow column beside the line would make a long process several screens
     longer. A website type's seven steps read down the screen too, each in two or three lines
     (a sideways rail there hid six of seven behind a swipe). */
  ${media.belowMd} {
    li {
      padding-left: 0;
    }
    li::before {
      width: ${phoneMarker};
      height: ${phoneMarker};
      font-size: ${theme.fontSizes.xs};
    }
    li:not(:last-child)::after {
      display: none;
    }
    h3 {
      display: flex;
      align-items: center;
      min-height: ${phoneMarker};
      padding: 0 0 0 calc(${phoneMarker} + ${theme.space[3]});
    }
  }

  ${media.md} {
    li {
      padding-bottom: ${theme.space[7]};
    }
  }

  /* From laptops up a process of up to five steps runs across the page: every step in a column
     under its number, so no tall column stays empty beside it, and every row full (five steps
     are 2 + 3 on a laptop, one row from 1280 px). A longer one stays a timeline down the page,
     each step's title beside its text: seven steps across would leave narrow towers of text. */
  ${({ $count }) =>
    $count <= maxAcross
      ? css`
          ${media.lg} {
            display: grid;
            grid-template-columns: repeat(${tracks}, minmax(0, 1fr));
            gap: ${theme.space[6]};
            ${spans($count, maxPerRow)}
            ${rowEnds($count)
              .map(end => `li:nth-child(${end})::after { display: none; }`)
              .join("\n")}

            li,
            li:last-child {
              padding: calc(${marker} + ${theme.space[4]}) 0 0;
            }
            /* The line runs to the next step in the same row only (rowEnds). */
            li:not(:last-child)::after {
              left: ${marker};
              right: calc(-1 * ${theme.space[6]});
              top: calc(${marker} / 2 - 1px);
              bottom: auto;
              width: auto;
              height: 2px;
            }
            h3 {
              padding-top: 0;
            }
          }
          /* On a wide screen a process of five is one row, its line unbroken: 2 + 3 had broken it
             between the rows. */
          ${
            $count > maxPerRow &&
            css`
              ${wide} {
                grid-template-columns: repeat(${$count}, minmax(0, 1fr));

                && > li:nth-child(n) {
                  grid-column: auto;
                }
                li:not(:last-child)::after {
                  display: block;
                }
                p {
                  font-size: ${theme.fontSizes.sm};
                }
              }
            `
          }
        `
      : css`
          ${media.lg} {
            li {
              display: grid;
              grid-template-columns: minmax(0, 4fr) minmax(0, 7fr);
              gap: ${theme.space[6]};
            }
            p {
              padding-top: ${theme.space[2]};
            }
          }
        `}
`

type ProcessStepsProps = {
  steps: Steps
  tone?: SectionTone
  /** Under the steps: a link to more. */
  more?: React.ReactNode
}

/** Where five steps have room side by side (1280 px): about 26 characters a line each. */
const wide = "@media (min-width: 80em)"

/** At most four steps a row on wide screens. */
const maxPerRow = 4
/** The longest process laid across the page on wide screens (2 + 3); a longer one runs down. */
const maxAcross = 5

/** The last step of each row on wide screens: rows as even as balancedRows makes them. */
export const rowEnds = (count: number): number[] =>
  balancedRows(count, maxPerRow).reduce<number[]>(
    (ends, size) => [...ends, (ends[ends.length - 1] ?? 0) + size],
    []
  )

/**
 * The step-by-step process, as a numbered timeline under its heading.
 */
export const ProcessSteps = ({ steps, tone, more }: ProcessStepsProps) => {
  const count = steps.steps.length
  return (
    <TitledSection
      id="steps-title"
      title={steps.title}
      eyebrow={steps.subTitle}
      lead={steps.description}
      tone={tone}
    >
      <List $count={count}>
        {steps.steps.map(step => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </List>
      {more}
    </TitledSection>
  )
}
