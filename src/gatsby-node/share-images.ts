import path from "path"
import type { GatsbyCache, Reporter } from "gatsby"
import type { Namespaces } from "../i18n/namespaces"
import { readNamespace } from "../i18n/locale-files"
import type { LocaleReader } from "../features/share-image/pages"
import {
  shareImagePath,
  writeShareImages,
  type SharePage,
} from "../features/share-image/share-images"
import { renderShareImage } from "../features/share-image/render"

/** Locale strings as the build reads them, each file once. */
export const localeReader = (): LocaleReader => {
  const read = new Map<string, unknown>()
  return (language, ns) => {
    const key = `${language}/${ns}`
    if (!read.has(key)) read.set(key, readNamespace(language, ns))
    return read.get(key) as Namespaces[typeof ns]
  }
}

/**
 * The pages' share images into `public/og/`: drawn only when what one shows is new; Gatsby's
 * cache folder for this site (kept between builds with `.cache`) holds them by content.
 */
export const publishShareImages = async (
  pages: SharePage[],
  cache: GatsbyCache,
  reporter: Reporter
) => {
  const activity = reporter.activityTimer("share images")
  activity.start()
  try {
    const stats = await writeShareImages(pages, {
      publicDir: path.resolve("public"),
      cacheDir: path.join(cache.directory, "share-images"),
      render: renderShareImage,
    })
    activity.setStatus(
      `${pages.length} pages: ${stats.drawn} drawn, ${stats.fromCache} from the cache, ` +
        `${stats.kept} kept, ${stats.removed} removed`
    )
  } catch (error) {
    reporter.panicOnBuild(
      error instanceof Error ? error.message : "Share images could not be written",
      error instanceof Error && error.cause instanceof Error ? error.cause : undefined
    )
  }
  activity.end()
}

/** The share images of one build's pages, listed as the pages are created. */
export type ShareImages = {
  /** The locale strings a share image's text comes from. */
  read: LocaleReader
  /** A page's share image: listed to be written, its address kept in the page's context. */
  add: (page: SharePage) => string
  /** Writes every listed image (publishShareImages). */
  publish: (cache: GatsbyCache, reporter: Reporter) => Promise<void>
}

export const shareImages = (): ShareImages => {
  const pages: SharePage[] = []
  return {
    read: localeReader(),
    add: page => {
      pages.push(page)
      return shareImagePath(page)
    },
    publish: (cache, reporter) => publishShareImages(pages, cache, reporter),
  }
}
