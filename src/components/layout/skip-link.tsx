import React from "react"
import styled from "styled-components"
import { useTranslation } from "react-i18next"

const Anchor = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  top: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.skip};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.sm};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    color: ${({ theme }) => theme.colors.white};
  }
`

export const mainId = "main"

export const SkipLink = () => {
  const { t } = useTranslation("common")
  return <Anchor href={`#${mainId}`}>{t("skipLink")}</Anchor>
}
