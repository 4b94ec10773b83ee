import styled, { css } from "styled-components"
import { anchorSquare, labelType } from "../../styles/shapes"
import { theme } from "../../styles/theme"

export const Container = styled.div<{ $narrow?: boolean }>`
  max-width: calc(
    ${({ $narrow }) => ($narrow ? theme.sizes.text : theme.sizes.content)} + 2 *
      ${theme.sizes.gutter}
  );
  margin: 0 auto;
  padding: 0 ${theme.sizes.gutter};
`

/** plain: the page; tinted: a quiet surface; band: a full-bleed band of the brand's deep colour. */
export type SectionTone = "plain" | "tinted" | "band"

/**
 * A section of a page. Its tone is also an attribute: two plain sections in a row share one
 * section's space between them (global-style.ts), not twice that, as nothing else parts them.
 */
export const Section = styled.section.attrs<{ $tone?: SectionTone }>(
  ({ $tone = "plain" }) => ({ "data-tone": $tone }) as Record<string, string>
)<{ $tone?: SectionTone }>`
  padding: ${theme.sizes.sectionY} 0;
  ${({ $tone = "plain" }) =>
    $tone === "tinted"
      ? css`
          background: ${theme.colors.surface};
          border-block: 1px solid ${theme.colors.line};
        `
      : $tone === "band"
        ? css`
            background: ${theme.colors.band};
            color: ${theme.colors.onBand};
          `
        : css`
            background: transparent;
          `}
`

export const SectionTitle = styled.h2`
  max-width: 24em;
  font-size: ${theme.fontSizes["2xl"]};
  font-weight: ${theme.fontWeights.heavy};
  line-height: ${theme.lineHeights.tight};
  letter-spacing: ${theme.letterSpacings.display};
`

/** A short label above a heading, set off by a small warm mark. */
export const Eyebrow = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[3]};
  ${labelType}
  line-height: ${theme.lineHeights.snug};
  color: ${theme.colors.primary};

  /* The mark's line and its selected anchor (src/components/layout/brand-mark.tsx). */
  &::before {
    content: "";
    flex: none;
    width: 1.75rem;
    height: 0.4375rem;
    background:
      ${anchorSquare("right center")},
      linear-gradient(currentColor, currentColor) left center / 100% 2px no-repeat;
  }
`

export const Lead = styled.p`
  max-width: ${theme.sizes.measure};
  font-size: ${theme.fontSizes.lead};
  line-height: ${theme.lineHeights.body};
  color: ${theme.colors.inkSoft};
`
