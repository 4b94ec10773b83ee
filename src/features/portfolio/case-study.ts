/**
 * The optional parts of a case study: the facts at a glance (industry, year, duration, live
 * link), results as figures with their source, and screenshots. Each shows only when the
 * project's file has it; the build checks what is there (src/collections/portfolio.ts).
 */

/** Devices a screenshot is taken on: the gallery shows each at its own proportions. */
export const shotDevices = ["desktop", "phone"] as const
export type ShotDevice = (typeof shotDevices)[number]

/** Screenshots go through the build's image processing, which reads these. */
export const shotExtensions = ["png", "jpg", "jpeg", "webp"] as const

/** The width a screenshot is served at, by device (its height follows its proportions). */
export const shotWidth: Record<ShotDevice, number> = { desktop: 960, phone: 320 }

/** The anchor of a case study's site map, where the about page's process points. */
export const sitemapId = "sitemap-title"

/** A page of a case study's site map: its name, its address, what it says and its subpages. */
export type SitemapPage = {
  page: string
  address?: string | null
  purpose: string
  subpages?: readonly string[] | null
}
