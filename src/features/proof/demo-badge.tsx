import React from "react"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { labelType, tag } from "../../styles/shapes"
import { theme } from "../../styles/theme"

const Badge = styled.span`
  ${tag}
  display: inline-block;
  align-self: flex-start;
  justify-self: start;
  vertical-align: middle;
  border: 1px dashed ${theme.colors.accent};
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.ink};
  ${labelType}
`

type DemoBadgeProps = { demo?: boolean; className?: string }

/** The mark on every entry of the demo content: fiction, never to be taken for a client. */
export const DemoBadge = ({ demo, className }: DemoBadgeProps) => {
  const { t } = useTranslation("proof")
  if (!demo) return null
  return (
    <Badge className={className} title={t("demoTitle")} data-demo="">
      {t("demo")}
    </Badge>
  )
}
