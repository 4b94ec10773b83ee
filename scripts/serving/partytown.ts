/**
 * Partytown's library, served from `/partytown/` (`partytownLib` in src/lib/analytics.ts): it
 * runs Google's tag in a web worker once a visitor accepts analytics. Copied by the post-build
 * step with the library's own `copyLibFiles`, from the pinned `@qwik.dev/partytown`, Partytown's
 * maintained line; Gatsby's own copy in `~partytown/` (0.7.6, which Gatsby writes on every build)
 * is not used and not deployed.
 *
 * One patch on copy. Partytown's sandbox reads every member of the window and creates an element
 * for every `HTML…Element` constructor, to mirror them in the worker; it skips a set of members
 * whose use Chromium reports as deprecated (Shared Storage, Attribution Reporting). Chromium now
 * reports the fenced frame too (`window.fence`, and creating a `<fencedframe>`), which costs every
 * page with analytics accepted its Lighthouse best-practices score ("Uses deprecated APIs"). The
 * patch adds those two names to the set. It relies on the set's text in the minified files, so it
 * fails the build, naming the file, when an upgrade changes that text.
 */
import fs from "fs"
import path from "path"
import { copyLibFiles } from "@qwik.dev/partytown/utils"
import { partytownLib, tagQueuePath, tagQueueScript } from "../../src/lib/analytics"

/** The public folder's subfolder Partytown is served from. */
export const partytownDir = partytownLib.replace(/\//g, "")

/** The start of the set of skipped members, as it is in each of the library's sandbox files. */
const skippedSetStart = 'new Set(["sharedStorage",'

/** The members the patch adds to the skipped set. */
export const alsoSkipped = ["fence", "HTMLFencedFrameElement"]

/** The files that carry the sandbox, hence the set. */
export const sandboxFiles = ["partytown-sw.js", "partytown-sandbox-sw.html", "partytown-atomics.js"]

/** A library file with the fenced frame members skipped too; throws when the set is not found. */
export const skipFencedFrame = (text: string, file: string): string => {
  const count = text.split(skippedSetStart).length - 1
  if (count !== 1)
    throw new Error(
      `${file}: Partytown's set of skipped window members (${skippedSetStart}…) was found ` +
        `${count} times, not once. An upgrade changed it: check whether the new version still ` +
        "reads window.fence and creates a <fencedframe>, then update scripts/serving/partytown.ts."
    )
  return text.replace(
    skippedSetStart,
    `new Set([${alsoSkipped.map(name => `"${name}"`).join(",")},"sharedStorage",`
  )
}

/**
 * Copies the library into `publicDir/partytown/`, patched, with the tag's queue script when the
 * build has a tracking id, and removes Gatsby's unused copy.
 */
export const copyPartytown = async (publicDir: string, trackingId = ""): Promise<void> => {
  const dest = path.join(publicDir, partytownDir)
  fs.rmSync(dest, { recursive: true, force: true })
  await copyLibFiles(dest, { debugDir: false })
  for (const name of sandboxFiles) {
    const file = path.join(dest, name)
    fs.writeFileSync(file, skipFencedFrame(fs.readFileSync(file, "utf8"), file))
  }
  if (trackingId) fs.writeFileSync(path.join(publicDir, tagQueuePath), tagQueueScript(trackingId))
  fs.rmSync(path.join(publicDir, "~partytown"), { recursive: true, force: true })
}
