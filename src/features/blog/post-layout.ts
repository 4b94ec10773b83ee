import styled from "styled-components"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"

export const Header = styled.header`
  padding: ${theme.space[7]} 0 ${theme.space[7]};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.line};

  h1 {
    max-width: 20em;
    font-size: ${theme.fontSizes["3xl"]};
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
  max-width: ${theme.sizes.measure};
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
  padding: ${theme.sizes.sectionY} 0;
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.line};

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
