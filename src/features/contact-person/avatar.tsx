import React from "react"
import styled from "styled-components"
import { theme } from "../../styles/theme"

const sizes = { sm: "3rem", md: "4.5rem" } as const

const Circle = styled.span<{ $size: keyof typeof sizes }>`
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  overflow: hidden;
  border-radius: 50%;
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
  font-size: ${({ $size }) => ($size === "sm" ? theme.fontSizes.md : theme.fontSizes.lg)};
  font-weight: ${theme.fontWeights.heavy};
  letter-spacing: ${theme.letterSpacings.heading};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

/** The first letter of the first and the last word of a name: "Anna Przykładowa" -> "AP". */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ""
  const first = [...words[0]][0] ?? ""
  const last = words.length > 1 ? ([...words[words.length - 1]][0] ?? "") : ""
  return (first + last).toLocaleUpperCase("pl")
}

type AvatarProps = { name: string; photo?: string; size?: keyof typeof sizes }

/**
 * The person's photo, or their initials in a circle of the brand's soft colour: never a stand-in
 * face. Decorative (the name is written beside it).
 */
export const Avatar = ({ name, photo, size = "md" }: AvatarProps) => (
  <Circle $size={size} aria-hidden="true" data-avatar={photo ? "photo" : "initials"}>
    {photo ? <img src={photo} alt="" width={144} height={144} loading="lazy" /> : initialsOf(name)}
  </Circle>
)
