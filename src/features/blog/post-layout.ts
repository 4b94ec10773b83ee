import styled from "styled-components"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"

export const Header = styled.header`
  padding: ${theme.space[7]} 0 ${theme.space[6]};
  background: ${theme.colors.surfaceAlt};

  h1 {
    font-size: ${theme.fontSizes["3xl"]};
    letter-spacing: -0.02em;
  }
`

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[5]};
  margin: 0;
  color: ${theme.colors.inkSoft};
  font-size: ${theme.fontSizes.sm};
`

/** The article's own HTML from markdown. */
export const Body = styled.div`
  font-size: ${theme.fontSizes.md};

  h2 {
    margin-top: ${theme.space[7]};
    font-size: ${theme.fontSizes["2xl"]};
  }
  h3 {
    margin-top: ${theme.space[6]};
    font-size: ${theme.fontSizes.xl};
  }
  ul,
  ol {
    padding-left: ${theme.space[5]};
    margin: 0 0 ${theme.space[4]};
  }
  li + li {
    margin-top: ${theme.space[2]};
  }
  table {
    display: block;
    width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    margin: ${theme.space[5]} 0;
    font-size: ${theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.line};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${theme.colors.surface};
  }
  img {
    height: auto;
  }
`

export const Related = styled.section`
  padding: ${theme.space[8]} 0;

  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
  > div > div {
    display: grid;
    gap: ${theme.space[5]};

    ${media.md} {
      grid-template-columns: repeat(2, 1fr);
    }
  }
`
