/**
 * Marks links that leave the site in a post's HTML: they open in a new tab with
 * `rel="noopener noreferrer"`. Links to the site itself (relative, or to `siteUrl`) are left alone.
 */
export const markExternalLinks = (html: string, siteUrl: string): string =>
  html.replace(/<a\s+([^>]*?)href="(https?:\/\/[^"]+)"([^>]*)>/g, (tag, before, href, after) => {
    if (href.startsWith(siteUrl)) return tag
    const attributes = `${before}${after}`.replace(/\s*(rel|target)="[^"]*"/g, "")
    return `<a ${attributes.trim() ? `${attributes.trim()} ` : ""}href="${href}" target="_blank" rel="noopener noreferrer">`
  })
