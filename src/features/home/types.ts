type Linked = { title: string; description: string; link: string }

export type HomeContent = {
  hero: {
    eyebrow: string
    title: string
    text: string
    ctaText: string
    ctaLink: string
    secondaryText: string
    secondaryLink: string
  }
  services: { title: string; subTitle: string; items: (Linked & { linkText: string })[] }
  types: { title: string; items: Linked[] }
  process: { title: string; subTitle: string; steps: { title: string; description: string }[] }
  portfolio: { title: string; subTitle: string; ctaText: string; link: string }
  blog: { title: string; subTitle: string; ctaText: string; link: string }
  closing: { title: string; text: string; ctaText: string; link: string }
}
