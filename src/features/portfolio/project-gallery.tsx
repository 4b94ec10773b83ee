import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import type { Namespaces } from "../../i18n/namespaces"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { DemoBadge } from "../proof/demo-badge"
import type { ShotDevice } from "./case-study"

const Section = styled.section`
  margin-top: ${theme.space[7]};

  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
`

// Side by side, the shots stand on one line, so their captions do too.
const List = styled.ul`
  display: grid;
  gap: ${theme.space[5]};
  align-items: end;
  margin: ${theme.space[5]} 0 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: 3fr 1fr;
  }
`

const Shot = styled.figure<{ $device: ShotDevice }>`
  margin: 0;
  max-width: ${({ $device }) => ($device === "phone" ? "15rem" : "none")};

  img {
    display: block;
    width: 100%;
    height: auto;
    border: 1px solid ${theme.colors.line};
    border-radius: ${({ $device }) => ($device === "phone" ? theme.radii.xl : theme.radii.md)};
    box-shadow: ${theme.shadows.card};
  }
  figcaption {
    margin-top: ${theme.space[2]};
    color: ${theme.colors.inkSoft};
    font-size: ${theme.fontSizes.sm};
  }
`

export type GalleryShot = {
  device: ShotDevice
  alt: string
  image: IGatsbyImageData
  /** Shown in the dark colour scheme, when given. */
  dark?: IGatsbyImageData | null
}

type ProjectGalleryProps = {
  shots: readonly GalleryShot[]
  demo?: boolean | null
  strings: Pick<Namespaces["project"], "gallery.title" | "gallery.desktop" | "gallery.phone">
}

/** Real screenshots, desktop and phone, the dark variant in the dark scheme; absent without any. */
export const ProjectGallery = ({ shots, demo, strings }: ProjectGalleryProps) =>
  shots.length === 0 ? null : (
    <Section aria-labelledby="gallery-title">
      <h2 id="gallery-title">
        {strings["gallery.title"]} <DemoBadge demo={Boolean(demo)} />
      </h2>
      <List>
        {shots.map(({ device, alt, image, dark }) => (
          <li key={image.images.fallback?.src}>
            <Shot $device={device}>
              <picture>
                {dark && (
                  <source
                    media="(prefers-color-scheme: dark)"
                    srcSet={dark.images.fallback?.srcSet}
                    sizes={dark.images.fallback?.sizes}
                  />
                )}
                <img
                  src={image.images.fallback?.src}
                  srcSet={image.images.fallback?.srcSet}
                  sizes={image.images.fallback?.sizes}
                  width={Math.round(image.width)}
                  height={Math.round(image.height)}
                  alt={alt}
                  loading="lazy"
                  decoding="async"
                />
              </picture>
              <figcaption>{strings[`gallery.${device}`]}</figcaption>
            </Shot>
          </li>
        ))}
      </List>
    </Section>
  )
