/**
 * The files a visitor's service worker downloads on install, read from the `sw.js` that
 * gatsby-plugin-offline (Workbox 4) writes: `self.__precacheManifest = [{ "url": … }, …]`.
 * That format is the plugin's, not a documented interface: when it changes, this fails and says
 * what to update instead of reporting an empty list.
 */
const manifestStart = "self.__precacheManifest = ["
const manifestEnd = "].concat(self.__precacheManifest || [])"
const whatToUpdate =
  "gatsby-plugin-offline changed how sw.js lists its precached files: update precacheUrls " +
  "in scripts/precache-urls.ts to read the new format"

export const precacheUrls = (sw: string): string[] => {
  const start = sw.indexOf(manifestStart)
  const end = sw.indexOf(manifestEnd, start)
  if (start === -1 || end === -1)
    throw new Error(`sw.js: no \`${manifestStart} … ${manifestEnd}\`. ${whatToUpdate}.`)
  let entries: unknown
  try {
    entries = JSON.parse(sw.slice(start + manifestStart.length - 1, end + 1))
  } catch (error) {
    throw new Error(`sw.js: the precache list is not JSON (${String(error)}). ${whatToUpdate}.`)
  }
  const urls = Array.isArray(entries)
    ? entries.map(entry => (entry as { url?: unknown } | null)?.url)
    : []
  if (!urls.length || urls.some(url => typeof url !== "string" || url === ""))
    throw new Error(
      `sw.js: the precache list has no files or an entry without a url. ${whatToUpdate}.`
    )
  return urls as string[]
}
