import crypto from "crypto"
import { documentPolicy } from "../../serving/rules"

const policyMeta = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/

/** SHA-256 (base64) of each inline script's text, JSON-LD aside (data, not script). */
const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes))
    .map(([, , body]) => crypto.createHash("sha256").update(body, "utf8").digest("base64"))

/**
 * The page with its own Content-Security-Policy as a meta tag, first in the head, before any
 * script it governs: it lists the page's inline scripts by hash (serving/rules.ts).
 */
export const withPolicy = (page: string): string => {
  // A page kept from an earlier build has its policy already: it is written anew.
  const html = page.replace(policyMeta, "")
  const meta = `<meta http-equiv="Content-Security-Policy" content="${documentPolicy(inlineScriptHashes(html))}"/>`
  return html.replace(/<head>(<meta charSet="utf-8"\/>)?/, head => `${head}${meta}`)
}
