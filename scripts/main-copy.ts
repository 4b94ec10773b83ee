/** The words a visitor reads in a page's `<main>`: no markup, scripts, styles or stray symbols. */
export const mainCopyWords = (html: string): number => {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? ""
  const text = main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(nbsp|#160|#xa0);/gi, " ")
    .replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, "")
  return text.split(/\s+/).filter(word => /[\p{L}\p{N}]/u.test(word)).length
}

/** The fewest words of main copy a page may have (the contact page and the 404 pages aside). */
export const minMainCopyWords = 150
