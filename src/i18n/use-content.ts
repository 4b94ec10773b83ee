import { useTranslation } from "react-i18next"

/**
 * Reads a structured entry (object or array) of a namespace. Keys are flat; values may be objects.
 * The shape is checked by the locale tests, so the cast only names it.
 */
export const useContent = <T>(ns: string, key: string): T => {
  const { t } = useTranslation(ns)
  return t(key, { returnObjects: true }) as T
}
