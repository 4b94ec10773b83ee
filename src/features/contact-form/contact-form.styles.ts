import styled from "styled-components"
import { buttonStyles, type ButtonVariant } from "../../components/ui/button-link"
import { theme } from "../../styles/theme"

export const Form = styled.form`
  container-type: inline-size;
  display: grid;
  gap: ${theme.space[5]};
`

// Two short fields side by side where the form has room for both (a tablet, the contact page's
// column on a laptop): the form is half as long, and more of it shows on the first screen. The
// name is read before the company, the phone before the e-mail, as in one column.
export const Pair = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  align-items: start;

  @container (min-width: 34rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

export const Row = styled.div`
  display: grid;
  gap: ${theme.space[2]};

  label {
    font-weight: ${theme.fontWeights.semibold};
  }

  input,
  textarea,
  select {
    width: 100%;
    min-height: 3rem;
    padding: ${theme.space[3]} ${theme.space[4]};
    font: inherit;
    color: ${theme.colors.ink};
    background: ${theme.colors.white};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radii.sm};
  }

  textarea {
    min-height: 10rem;
    resize: vertical;
  }

  /* Drawn like the fields around it, its chevron from two gradients: no image to load. */
  select {
    appearance: none;
    padding-right: ${theme.space[7]};
    background-image:
      linear-gradient(45deg, transparent 50%, ${theme.colors.ink} 50%),
      linear-gradient(135deg, ${theme.colors.ink} 50%, transparent 50%);
    background-position:
      calc(100% - 1.375rem) 50%,
      calc(100% - 1rem) 50%;
    background-size: 0.375rem 0.375rem;
    background-repeat: no-repeat;
    cursor: pointer;
  }

  [aria-invalid="true"] {
    border: 2px solid ${theme.colors.danger};
  }
`

export const Hint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`

export const Count = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${({ $over }) => ($over ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  color: ${({ $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
`

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.danger};
`

export const Consent = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space[2]} ${theme.space[3]};
  align-items: start;

  /*
   * Drawn, not the browser's own: in the dark scheme a native unchecked box is a pale square that
   * reads as disabled. The border keeps 3:1 against the page in both schemes; the tick is the
   * button's own pair of colours.
   */
  input {
    appearance: none;
    display: grid;
    place-items: center;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0.1rem 0 0;
    background: ${theme.colors.white};
    border: 2px solid ${theme.colors.muted};
    border-radius: 0.3rem;
    cursor: pointer;
  }
  input::after {
    content: "";
    width: 0.45rem;
    height: 0.8rem;
    margin-top: -0.15rem;
    border: solid ${theme.colors.onPrimary};
    border-width: 0 3px 3px 0;
    transform: rotate(45deg);
    visibility: hidden;
  }
  input:checked {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
  }
  input:checked::after {
    visibility: visible;
  }
  input:hover {
    border-color: ${theme.colors.primary};
  }
  input:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input[aria-invalid="true"] {
    border-color: ${theme.colors.danger};
  }
  label {
    cursor: pointer;
  }
  @media (forced-colors: active) {
    input {
      appearance: auto;
    }
  }

  ${ErrorText} {
    grid-column: 2;
  }
`

/** Off-screen and out of the accessibility tree: only bots fill it in. */
export const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

export const Submit = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  justify-self: start;

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`

export const Status = styled.div<{ $tone: "info" | "success" | "error" }>`
  &:not(:empty) {
    padding: ${theme.space[4]};
    border-radius: ${theme.radii.sm};
    border-left: 4px solid
      ${({ $tone }) =>
        $tone === "success"
          ? theme.colors.success
          : $tone === "error"
            ? theme.colors.danger
            : theme.colors.primary};
    background: ${theme.colors.surface};
  }

  p {
    margin: 0;
  }
  p + p {
    margin-top: ${theme.space[2]};
  }
`
