/**
 * Small fixes to decap-cms-app 3.6.4's prebuilt bundle, applied when the admin is built.
 *
 * Decap's `multiple_folders` i18n structure expects each language folder right above the file:
 * `<folder>/<language>/<slug>.md`. The blog keeps its category below the language,
 * `content/blog/<language>/<category>/<slug>.md`, which Decap writes correctly (it puts the
 * language before the entry's `<category>/<slug>` path) but does not read back: it takes the
 * category folder for the language, and its list filter looks for the language before the
 * collection folder. Three replacements make reading match writing: the language is the path
 * segment that is one of the site's languages, and the list filter accepts a language folder
 * anywhere in the path. The package is pinned to 3.6.4; the build fails, naming the patch, if a
 * replacement no longer matches exactly once.
 */
type DecapPatch = { name: string; find: string; replace: (languages: string[]) => string }

export const decapPatches: DecapPatch[] = [
  {
    name: "getLocaleFromPath: the language segment, not the parent folder",
    find: 'case jf.MULTIPLE_FOLDERS:{const e=n.split("/");return e.pop(),e.pop()}',
    replace: languages =>
      `case jf.MULTIPLE_FOLDERS:{const e=n.split("/");e.pop();const l=e.find(s=>${JSON.stringify(languages)}.includes(s));return l!==undefined?l:e.pop()}`,
  },
  {
    name: "normalizeFilePath: remove the language segment only",
    find: 'case jf.MULTIPLE_FOLDERS:return t.replace(`${n}/`,"")',
    replace: () => 'case jf.MULTIPLE_FOLDERS:return t.replace(`/${n}/`,"/")',
  },
  {
    name: "collectionRegex: the default language's folder anywhere in the path",
    find: "n===jf.MULTIPLE_FOLDERS?`${t}\\\\/${e}`",
    replace: () => "n===jf.MULTIPLE_FOLDERS?`(?:^|\\\\/)${t}\\\\/`",
  },
]

/** The bundle with every patch applied; throws naming a patch that does not match exactly once. */
export const patchDecap = (source: string, languages: string[]): string =>
  decapPatches.reduce((code, patch) => {
    const count = code.split(patch.find).length - 1
    if (count !== 1)
      throw new Error(
        `decap-cms-app patch "${patch.name}" matches ${count} times, not once: ` +
          "the package changed; review src/cms/decap-patches.ts"
      )
    return code.replace(patch.find, () => patch.replace(languages))
  }, source)
