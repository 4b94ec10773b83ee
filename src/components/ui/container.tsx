import styled from "styled-components"
import { theme } from "../../styles/theme"

export const Container = styled.div<{ $narrow?: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? theme.sizes.text : theme.sizes.content)};
  margin: 0 auto;
  padding: 0 ${theme.space[5]};
`

export const Section = styled.section<{ $tinted?: boolean }>`
  padding: ${theme.space[8]} 0;
  background: ${({ $tinted }) => ($tinted ? theme.colors.surface : "transparent")};
`

export const SectionTitle = styled.h2`
  font-size: ${theme.fontSizes["2xl"]};
  letter-spacing: -0.01em;
`

export const Eyebrow = styled.p`
  margin-bottom: ${theme.space[3]};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.primary};
`

export const Lead = styled.p`
  max-width: ${theme.sizes.text};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.inkSoft};
`
