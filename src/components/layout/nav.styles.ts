import { Link } from "gatsby"
import styled, { css } from "styled-components"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"

/*
 * Open and expanded states are keyed on attributes the markup carries anyway (data-open,
 * aria-expanded), not on props: a prop that changes the CSS makes styled-components parse and
 * insert a new rule on the first toggle, and a new rule makes the browser restyle the whole page
 * inside the interaction.
 */
export const Panel = styled.div`
  ${media.belowLg} {
    display: none;
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    flex-direction: column;
    gap: ${theme.space[4]};
    max-height: calc(100vh - ${theme.sizes.header});
    overflow-y: auto;
    padding: ${theme.space[4]} ${theme.space[5]} ${theme.space[6]};
    background: ${theme.colors.white};
    border-top: 1px solid ${theme.colors.line};
    /* A sheet laid over the page, not a cut: its lower corners round off above the dimmed page. */
    border-radius: 0 0 ${theme.radii.xl} ${theme.radii.xl};
    box-shadow: ${theme.shadows.raised};

    &[data-open="true"] {
      display: flex;
    }
  }

  ${media.lg} {
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
  }
`

export const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;

  ${media.lg} {
    flex-direction: row;
    align-items: center;
    gap: 0;
  }
`

export const Item = styled.li`
  position: relative;
`

export const ItemRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`

const linkBase = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${theme.space[3]};
  font-weight: ${theme.fontWeights.semibold};
  /* A phone's menu reads at the body's size; the laptop's bar fits its row at a smaller one. */
  font-size: ${theme.fontSizes.md};

  ${media.lg} {
    padding: 0 ${theme.space[2]};
    font-size: ${theme.fontSizes.sm};
  }
  color: ${theme.colors.ink};
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${theme.radii.sm};

  &:hover {
    color: ${theme.colors.primary};
  }

  &[aria-current="page"] {
    color: ${theme.colors.primary};
  }
`

export const MenuLink = styled(Link)<{ $highlighted: boolean }>`
  ${linkBase}

  ${({ $highlighted }) =>
    $highlighted &&
    css`
      /* In the phone menu the button's edge lines up with the other links' text. */
      margin: ${theme.space[2]} 0 0 ${theme.space[3]};
      padding: 0 ${theme.space[5]};
      color: ${theme.colors.onAccent};
      background: ${theme.colors.accent};
      border-radius: ${theme.radii.control};
      font-weight: ${theme.fontWeights.bold};

      &:hover {
        color: ${theme.colors.onAccent};
        background: ${theme.colors.accentHover};
      }
      /* On its own page the button keeps its colour and look (a lighter fill read as disabled,
         an underline inside it as a stuck hover, a dark ring inside its edge as a focus ring
         left behind) and stands on a bar in its colour below it, as a tab shows where you are. */
      &[aria-current="page"] {
        position: relative;
        color: ${theme.colors.onAccent};
      }
      &[aria-current="page"]::after {
        content: "";
        position: absolute;
        left: ${theme.space[3]};
        right: ${theme.space[3]};
        bottom: -${theme.space[2]};
        height: 3px;
        border-radius: 2px;
        background: ${theme.colors.accent};
      }

      ${media.lg} {
        margin: 0 0 0 ${theme.space[3]};
        padding: 0 ${theme.space[5]};
      }
    `}
`

export const SubmenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.ink};
  cursor: pointer;
  border-radius: ${theme.radii.sm};

  &::before {
    content: "";
    width: 0.5rem;
    height: 0.5rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-2px) rotate(45deg);
    transition: transform ${theme.durations.fast};
  }

  &[aria-expanded="true"]::before {
    transform: translateY(2px) rotate(225deg);
  }

  ${media.lg} {
    width: 2rem;
    margin-left: -${theme.space[2]};
  }
`

export const Submenu = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${theme.space[2]} ${theme.space[4]};

  &[hidden] {
    display: none;
  }

  ${media.lg} {
    position: absolute;
    top: calc(100% + ${theme.space[2]});
    left: 0;
    min-width: 16rem;
    padding: ${theme.space[2]};
    background: ${theme.colors.white};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.raised};
    z-index: ${theme.zIndices.menu};
  }
`

export const SubLink = styled(Link)`
  ${linkBase}
  display: flex;
  font-weight: ${theme.fontWeights.regular};
`

export const Direct = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space[5]};
  /* Its text starts where the links' text does. */
  margin: 0 0 0 ${theme.space[3]};
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${theme.colors.line};

  span {
    flex-basis: 100%;
    color: ${theme.colors.inkSoft};
    font-size: ${theme.fontSizes.sm};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: ${theme.fontWeights.semibold};
  }

  ${media.lg} {
    display: none;
  }
`
