import React from "react"
import styled from "styled-components"
import { theme } from "../../styles/theme"
import { initials } from "./proof"

const Circle = styled.span<{ $size: string }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  overflow: hidden;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primaryDark};
  font-weight: ${theme.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

type PersonAvatarProps = { name: string; photo: string | null; size?: "sm" | "md" | "lg" }

const sizes = { sm: "3rem", md: "4.5rem", lg: "6rem" } as const
/** The photo is drawn at twice the larger size (src/features/proof/collect.ts, personPhoto). */
const photoSize = 192

/** A person's photo, or their initials on a quiet disc: the name beside it says who it is. */
export const PersonAvatar = ({ name, photo, size = "md" }: PersonAvatarProps) => (
  <Circle $size={sizes[size]} aria-hidden="true">
    {photo ? (
      <img
        src={photo}
        alt=""
        width={photoSize}
        height={photoSize}
        loading="lazy"
        decoding="async"
      />
    ) : (
      initials(name)
    )}
  </Circle>
)
