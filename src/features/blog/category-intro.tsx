import React from "react"
import styled from "styled-components"
import type { BlogCategory, ServiceId } from "../../routes"
import { theme } from "../../styles/theme"

/** The service pages each category's readers are most likely to need. */
export const categoryServices: Record<BlogCategory, readonly ServiceId[]> = {
  apps: ["apps", "websites-headless-cms"],
  technologies: ["websites-headless-cms", "apps", "websites-seo"],
  "web-design": ["websites-creative", "websites-landing-page", "websites-one-page"],
  websites: ["websites", "websites-multi-page", "websites-one-page", "websites-seo"],
}

type CategoryIntroContent = { title: string; text: string[] }

const Wrapper = styled.section`
  max-width: ${theme.sizes.text};
  margin-bottom: ${theme.space[7]};

  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
  p {
    font-size: ${theme.fontSizes.md};
  }
`

type CategoryIntroProps = { intro: CategoryIntroContent }

/** What a category covers and whom it helps (`blog-categories` namespace, one entry each). */
export const CategoryIntro = ({ intro }: CategoryIntroProps) => (
  <Wrapper aria-labelledby="category-intro-title">
    <h2 id="category-intro-title">{intro.title}</h2>
    {intro.text.map((paragraph, index) => (
      <p key={index}>{paragraph}</p>
    ))}
  </Wrapper>
)
