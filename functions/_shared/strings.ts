/**
 * The sign-in pages' words. These functions are not part of the site's bundle, so their few
 * strings live here rather than in locales/; one table, both languages, the same keys.
 */
export type PageLanguage = "pl" | "en"

export type Problem =
  | "notConfigured"
  | "badState"
  | "noCode"
  | "denied"
  | "gitHubError"
  | "exchangeFailed"
  | "methodNotAllowed"

type Strings = { title: string; signingIn: string; problems: Record<Problem, string> }

export const strings: Record<PageLanguage, Strings> = {
  pl: {
    title: "Logowanie do panelu treści",
    signingIn: "Trwa logowanie. Jeśli to okno nie zamknie się samo, zamknij je i wróć do panelu.",
    problems: {
      notConfigured:
        "Logowanie przez GitHub nie jest jeszcze skonfigurowane: dodaj w ustawieniach Cloudflare Pages sekrety GITHUB_OAUTH_CLIENT_ID i GITHUB_OAUTH_CLIENT_SECRET.",
      badState:
        "To logowanie wygasło albo nie zostało rozpoczęte w panelu tej strony. Zamknij to okno i zaloguj się ponownie.",
      noCode: "GitHub nie przekazał kodu logowania. Zamknij to okno i zaloguj się ponownie.",
      denied:
        "Logowanie zostało anulowane w GitHubie. Zamknij to okno, jeśli nie chcesz go ponowić.",
      gitHubError: "GitHub odrzucił logowanie. Zamknij to okno i zaloguj się ponownie.",
      exchangeFailed:
        "GitHub nie potwierdził logowania. Zamknij to okno i spróbuj ponownie za chwilę.",
      methodNotAllowed: "Ten adres obsługuje tylko zwykłe otwarcie w przeglądarce (żądanie GET).",
    },
  },
  en: {
    title: "Content manager sign-in",
    signingIn: "Signing you in. If this window does not close by itself, close it and go back.",
    problems: {
      notConfigured:
        "GitHub sign-in is not set up yet: add the GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET secrets in the Cloudflare Pages settings.",
      badState:
        "This sign-in has expired or was not started from this site's content manager. Close this window and sign in again.",
      noCode: "GitHub did not send a sign-in code. Close this window and sign in again.",
      denied:
        "The sign-in was cancelled on GitHub. Close this window unless you want to try again.",
      gitHubError: "GitHub refused the sign-in. Close this window and sign in again.",
      exchangeFailed:
        "GitHub did not confirm the sign-in. Close this window and try again shortly.",
      methodNotAllowed: "This address only answers a browser's plain GET request.",
    },
  },
}

/**
 * The editor's language from the browser's `Accept-Language`: Polish or English, whichever the
 * editor ranks higher. English when neither is listed, as the content manager itself is.
 */
export const pageLanguage = (request: Request): PageLanguage => {
  const ranked = (request.headers.get("Accept-Language") ?? "")
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";")
      const q = params.map(p => p.trim()).find(p => p.startsWith("q="))
      const weight = q ? Number(q.slice(2)) : 1
      return { primary: tag.split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter(({ primary, weight }) => (primary === "pl" || primary === "en") && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  return ranked[0]?.primary === "pl" ? "pl" : "en"
}
