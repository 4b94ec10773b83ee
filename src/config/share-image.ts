/** What every share image is: the size social networks show large, as PNG. */
export const shareImageSize = { width: 1200, height: 630 } as const
export const shareImageType = "image/png"

/** Where share images are published, below the site's root: `/og/<language>/…`. */
export const shareImageDir = "og"
