import React from "react"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { theme } from "../../styles/theme"

const Anchor = styled.a`
  position: absolute;
  left: ${theme.space[4]};
  top: ${theme.space[2]};
  z-index: ${theme.zIndices.skip};
  padding: ${theme.space[2]} ${theme.space[4]};
  background: ${theme.colors.ink};
  color: ${theme.colors.page};
  border-radius: ${theme.radii.sm};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    color: ${theme.colors.page};
  }
`

export const mainId = "main"

export const SkipLink = () => {
  const { t } = useTranslation("common")
  return <Anchor href={`#${mainId}`}>{t("skipLink")}</Anchor>
}
