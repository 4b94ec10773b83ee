/**
 * What the end-to-end suite puts in the place of Google's hosts, which these machines cannot
 * reach: Chromium sends Google's tag host and GA4's collection hosts to a local HTTPS stand-in
 * (tests/e2e/tag-origin.ts, self-signed, accepted), which answers with a tag that behaves like
 * Google's where it matters and keeps a ledger of every hit it receives.
 */
import type { APIRequestContext } from "@playwright/test"

export const tagHost = "www.googletagmanager.com"
export const collectHost = "region1.google-analytics.com"
/** A site elsewhere, for a visitor who leaves for another site. */
export const elsewhereHost = "www.example.org"

/** Chromium flags that send Google's hosts (and the site elsewhere) to the stand-in's port. */
export const standInFlags = (port: number): string[] => [
  "--host-resolver-rules=" +
    [tagHost, "*.google-analytics.com", "*.analytics.google.com", elsewhereHost]
      .map(host => `MAP ${host}:443 127.0.0.1:${port}`)
      .join(","),
  "--ignore-certificate-errors",
]

/**
 * The stand-in for gtag.js, as Google's tag behaves where the ledger looks: it reads the command
 * queue (`dataLayer`) in order and then every later push; it keeps the consent state and the
 * measurement id from `config`; for each `event` command, while analytics storage is granted and
 * `ga-disable-<id>` is not set, it sends one `navigator.sendBeacon` to the collection host with
 * the page's address, referrer and title and the event's parameters; and it sends one engagement
 * hit (`user_engagement`) each time the page turns hidden. The client id comes from the `_ga`
 * cookie, as Google's does (set when there is none).
 */
export const standInTag =
  (): string => `/* Stand-in for Google's tag (tests/e2e/tag-stand-in.ts). */
(function () {
  var w = window, d = document, n = navigator;
  var enc = encodeURIComponent;
  var consent = {}, tid = "";
  var clientId = function () {
    var match = /(?:^|;\\s*)_ga=GA1\\.\\d\\.([^;]+)/.exec(d.cookie);
    if (match) return match[1];
    var id = Math.floor(Math.random() * 1e9) + "." + Math.floor(Date.now() / 1000);
    d.cookie = "_ga=GA1.1." + id + "; path=/; max-age=63072000";
    return id;
  };
  var send = function (name, params) {
    if (!tid || consent.analytics_storage !== "granted" || w["ga-disable-" + tid]) return;
    var query = "v=2&tid=" + enc(tid) + "&cid=" + enc(clientId()) + "&en=" + enc(name) +
      "&dl=" + enc(location.href) + "&dr=" + enc(d.referrer) + "&dt=" + enc(d.title);
    for (var key in params) query += "&ep." + enc(key) + "=" + enc(String(params[key]));
    n.sendBeacon("https://${collectHost}/g/collect?" + query);
  };
  var handle = function (entry) {
    var args = Array.prototype.slice.call(entry || []);
    if (args[0] === "consent") for (var key in args[2] || {}) consent[key] = args[2][key];
    else if (args[0] === "config") tid = args[1];
    else if (args[0] === "event") send(args[1], args[2] || {});
  };
  var queue = (w.dataLayer = w.dataLayer || []);
  for (var i = 0; i < queue.length; i++) handle(queue[i]);
  var push = queue.push;
  queue.push = function () {
    var result = push.apply(queue, arguments);
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return result;
  };
  d.addEventListener("visibilitychange", function () {
    if (d.visibilityState === "hidden") send("user_engagement", {});
  });
})();
`

/** One hit as the stand-in received it. */
export type Hit = {
  /** The measurement id, the client id and the event's name. */
  tid: string
  cid: string
  en: string
  /** The page's address, referrer and title when it was sent. */
  dl: string
  dr: string
  dt: string
  /** The event's parameters (`ep.*`). */
  params: Record<string, string>
}

/** A hit from the collection endpoint's query. */
export const hitFromQuery = (query: URLSearchParams): Hit => {
  const params: Record<string, string> = {}
  for (const [key, value] of query) if (key.startsWith("ep.")) params[key.slice(3)] = value
  const get = (key: string) => query.get(key) ?? ""
  return {
    tid: get("tid"),
    cid: get("cid"),
    en: get("en"),
    dl: get("dl"),
    dr: get("dr"),
    dt: get("dt"),
    params,
  }
}

/** The stand-in's ledger: every hit received for a client id, in the order received. */
export const ledger = async (
  request: APIRequestContext,
  port: number,
  cid: string
): Promise<Hit[]> => {
  const response = await request.get(
    `https://127.0.0.1:${port}/ledger?cid=${encodeURIComponent(cid)}`,
    {
      ignoreHTTPSErrors: true,
    }
  )
  return (await response.json()) as Hit[]
}
