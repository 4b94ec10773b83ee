/**
 * The upstream of the third-party script proxy during the end-to-end suite (`TAG_ORIGIN`): nginx
 * and Cloudflare's runtime proxy `/__third-party-proxy` here instead of to Google, which these
 * machines cannot reach. It answers Google's tag address with a small working tag, `/` for the readiness check, and 404 otherwise.
 */
import http from "http"

/**
 * A tag that does what the test needs of Google's: reads the queue (`dataLayer`) and sends each
 * event, once analytics storage is granted, as a beacon to GA4's collection address.
 */
export const tagOriginBody = (id: string) => `/* stand-in tag for ${id} */
(function () {
  var queue = (window.dataLayer = window.dataLayer || []);
  var consent = {};
  var handle = function (command) {
    if (command[0] === "consent") Object.assign(consent, command[2]);
    if (command[0] !== "event" || consent.analytics_storage !== "granted") return;
    if (window["ga-disable-${id}"]) return;
    var params = command[2] || {};
    navigator.sendBeacon(
      "https://region1.google-analytics.com/g/collect?tid=${id}&en=" +
        encodeURIComponent(command[1]) +
        "&ep.page_path=" +
        encodeURIComponent(params.page_path || "")
    );
  };
  for (var i = 0; i < queue.length; i++) handle(queue[i]);
  var push = queue.push;
  queue.push = function () {
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return push.apply(queue, arguments);
  };
})();
`

const port = Number(process.env.PORT ?? 9300)

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost")
    const id = url.searchParams.get("id")
    if (request.method === "GET" && url.pathname === "/gtag/js" && id) {
      response.writeHead(200, { "content-type": "application/javascript; charset=UTF-8" })
      response.end(tagOriginBody(id))
    } else if (url.pathname === "/") response.writeHead(200).end("ready\n")
    else response.writeHead(404).end()
  })
  .listen(port, "127.0.0.1", () => console.log(`Tag origin stand-in on http://127.0.0.1:${port}`))
