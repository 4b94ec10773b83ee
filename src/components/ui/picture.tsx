import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { dimInDark } from "../../styles/shapes"

// Every picture, a screenshot or an example's drawing, keeps its own colours, dimmed a little in
// the dark scheme.
const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  ${dimInDark}
`

/**
 * A picture's dark-scheme variant, as a `<picture>`'s source: put it first, as the browser takes
 * the first source that matches.
 */
export const DarkSource = ({ image }: { image: IGatsbyImageData }) => (
  <source
    media="(prefers-color-scheme: dark)"
    srcSet={image.images.fallback?.srcSet}
    sizes={image.images.fallback?.sizes}
  />
)

type PictureProps = {
  image: IGatsbyImageData
  alt: string
  eager?: boolean
  /** The same picture in the dark colour scheme, shown there when given. */
  dark?: IGatsbyImageData | null
  /** An example's drawing: turned to dark in the dark scheme (dimInDark). */
  drawing?: boolean
}

/**
 * A responsive image from gatsby-plugin-image data as plain, valid HTML: a source per extra format
 * (when the query asks for more than one), a dark-scheme variant when given, width and height set
 * (no layout shift), lazily loaded unless eager. GatsbyImage's own markup (data-src, empty-alt
 * sizer images) fails the HTML validator.
 */
export const Picture = ({ image, alt, eager = false, dark, drawing }: PictureProps) => (
  <picture>
    {/* First: the browser takes the first source that matches. */}
    {dark && <DarkSource image={dark} />}
    {image.images.sources?.map(source => (
      <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
    ))}
    <Img
      src={image.images.fallback?.src}
      srcSet={image.images.fallback?.srcSet}
      sizes={image.images.fallback?.sizes}
      width={Math.round(image.width)}
      height={Math.round(image.height)}
      alt={alt}
      data-drawing={drawing ? "" : undefined}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  </picture>
)
