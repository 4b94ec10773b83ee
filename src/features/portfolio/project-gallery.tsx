import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import type { Namespaces } from "../../i18n/namespaces"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { DarkSource } from "../../components/ui/picture"
import { DemoBadge } from "../proof/demo-badge"
import type { ShotDevice } from "./case-study"
import { studyPart } from "./project-story"

const Section = styled.section`
  ${studyPart}
`

// Side by side from tablets up, the shots are one height: each takes the row's width in
// proportion to its own width over height (--ratio), so tops, bottoms and captions line up.
const List = styled.ul`
  display: grid;
  gap: ${theme.space[5]};
  margin: ${theme.space[5]} 0 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    display: flex;

    li {
      flex: var(--ratio) 1 0%;
      min-width: 0;
    }
  }
`

// On a phone a phone's shot keeps a phone's width, in the middle of the column under the wide
// one (left-aligned it left a third of the screen empty beside it).
const Shot = styled.figure<{ $device: ShotDevice }>`
  margin: 0 auto;
  max-width: ${({ $device }) => ($device === "phone" ? "15rem" : "none")};

  ${media.md} {
    max-width: none;
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ $device }) => ($device === "phone" ? theme.radii.xl : theme.radii.md)};
    /* The frame's line as a shadow: a border would take its 2 px from each shot's width and
       leave the two of different heights. */
    box-shadow:
      0 0 0 1px ${theme.colors.line},
      ${theme.shadows.card};
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
          <li
            key={image.images.fallback?.src}
            style={{ "--ratio": image.width / image.height } as React.CSSProperties}
          >
            <Shot $device={device}>
              <picture>
                {dark && <DarkSource image={dark} />}
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
