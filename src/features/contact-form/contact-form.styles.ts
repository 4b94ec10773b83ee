import styled from "styled-components"
import { buttonStyles, type ButtonVariant } from "../../components/ui/button-link"

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`

export const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  input,
  textarea {
    width: 100%;
    min-height: 3rem;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    font: inherit;
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.white};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  textarea {
    min-height: 10rem;
    resize: vertical;
  }

  [aria-invalid="true"] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.danger};
`

export const Consent = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  align-items: start;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.2rem;
    accent-color: ${({ theme }) => theme.colors.primary};
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
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.sm};
    border-left: 4px solid
      ${({ theme, $tone }) =>
        $tone === "success"
          ? theme.colors.success
          : $tone === "error"
            ? theme.colors.danger
            : theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }

  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`
