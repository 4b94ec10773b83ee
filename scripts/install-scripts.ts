/**
 * npm 11 runs a dependency's install scripts only when `allowScripts` in package.json names it
 * (`true` runs it, `false` records that it was reviewed and stays off). These helpers compare
 * that field with the lock file, so a package that starts asking to run one is decided on
 * purpose instead of being skipped unnoticed. Reasons: docs/install-and-build.md.
 */

export type LockFile = {
  packages: Record<string, { version?: string; name?: string; hasInstallScript?: boolean }>
}
export type AllowScripts = Record<string, boolean>

export type InstallScriptPackage = { name: string; version: string }

/** The package name in an allowScripts key: `sharp`, `sharp@0.34.5`, `@scope/x@1.0.0`. */
export const allowScriptsName = (key: string): string => {
  const at = key.indexOf("@", 1)
  return at === -1 ? key : key.slice(0, at)
}

/** Every package in the lock file whose install would run a script, by name and version. */
export const packagesWithInstallScripts = (lock: LockFile): InstallScriptPackage[] =>
  Object.entries(lock.packages)
    .filter(([location, entry]) => location !== "" && entry.hasInstallScript === true)
    .map(([location, entry]) => ({
      name: entry.name ?? location.slice(location.lastIndexOf("node_modules/") + 13),
      version: entry.version ?? "",
    }))

/** Packages that ask to run an install script and that allowScripts does not decide. */
export const undecidedInstallScripts = (
  lock: LockFile,
  allowScripts: AllowScripts
): InstallScriptPackage[] => {
  const decided = new Set(Object.keys(allowScripts))
  return packagesWithInstallScripts(lock).filter(
    ({ name, version }) => !decided.has(name) && !decided.has(`${name}@${version}`)
  )
}

/** allowScripts entries that no package in the lock file needs any more (npm install-scripts prune). */
export const staleAllowScripts = (lock: LockFile, allowScripts: AllowScripts): string[] => {
  const names = new Set(packagesWithInstallScripts(lock).map(({ name }) => name))
  return Object.keys(allowScripts).filter(key => !names.has(allowScriptsName(key)))
}
