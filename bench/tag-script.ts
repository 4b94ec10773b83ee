/**
 * The stand-in for Google's tag (gtag.js) that the benchmark serves in place of the real one,
 * which these machines cannot reach: a script of the real one's size (about 300 KB, about 99 KB
 * with brotli) and of a like start-up cost (about 50 ms of work on a fast machine when it is
 * evaluated), which then reads `window.dataLayer` as the tag does and sends a page view to
 * `https://region1.google-analytics.com/g/collect`. Generated, always the same: no randomness.
 */

/** The tag's collection endpoint, answered by the stand-in server as Google answers it (204). */
export const collectUrl = "https://region1.google-analytics.com/g/collect"

/** A small deterministic generator (a linear congruential one), so every run has the same tag. */
const sequence = (seed: number) => {
  let state = seed >>> 0
  return (limit: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state % limit
  }
}

const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
const words = [
  "config",
  "event",
  "consent",
  "page_view",
  "session",
  "engagement",
  "user",
  "client",
  "storage",
  "cookie",
  "domain",
  "expires",
  "update",
  "default",
  "granted",
  "denied",
  "transport",
  "beacon",
  "params",
  "measurement",
  "container",
  "dataLayer",
  "timing",
  "value",
]

/**
 * Generated functions: the bulk of the tag's text. Each has property keys, string constants and
 * numbers of its own, as minified code has, so the file compresses about as well as the real tag
 * (about 3 to 1 with brotli).
 */
const functions = (count: number) => {
  const next = sequence(0x67746167)
  const name = (length: number) =>
    Array.from({ length }, () => letters[next(letters.length)]).join("")
  const body: string[] = []
  for (let i = 0; i < count; i++) {
    const key = name(3 + next(5))
    const word = words[next(words.length)]
    const constants = Array.from({ length: 2 + next(3) }, () => `"${name(10 + next(18))}"`)
    body.push(
      `f[${i}]=function(a,b){var c=a&&a.${key}||[${constants.join(",")}][${next(2)}],` +
        `e=${next(1 << 24)};if(b&&b.${word})e^=b.${word};` +
        `return{k:"${key}",w:"${word}_${name(4)}",s:c,v:e}};`
    )
  }
  return body.join("\n")
}

/** How many generated functions, and rounds of hashing at evaluation (about 50 ms here). */
const tagShape = { functions: 1600, rounds: 150 }

/** The stand-in tag's source. */
export const standInTag = ({
  functions: count,
  rounds,
} = tagShape): string => `/* Stand-in for gtag.js, generated for the benchmark: the real tag's size and start-up cost. */
(function(){
var t0=window.performance?performance.now():0,f=[];
${functions(count)}
var w=window,d=document,n=w.navigator;
var s=d.currentScript&&d.currentScript.src||"";try{s=decodeURIComponent(s)}catch(e){}
var m=/[?&]id=([^&]+)/.exec(s);var tid=m?decodeURIComponent(m[1]):"";
/* Start-up work: every function runs once (and is compiled), then its strings are hashed. */
var t=[],seen={};
for(var i=0;i<f.length;i++){var o=f[i]({},{config:i});t.push(o.k+o.w+o.s);seen[o.k]=o.v}
var acc=2166136261;
for(var r=0;r<${rounds};r++)for(var i=0;i<t.length;i++){var x=t[i];for(var p=0;p<x.length;p++)acc=Math.imul(acc^x.charCodeAt(p),16777619)}
w.__standInTag={work:acc>>>0,keys:Object.keys(seen).length,ms:w.performance?performance.now()-t0:0};
/* The command queue: consent, config and events in order, then every later push. */
var dl=w.dataLayer=w.dataLayer||[];var consent={},events=[];
var handle=function(entry){var a=Array.prototype.slice.call(entry||[]);
if(a[0]==="consent")for(var k in a[2]||{})consent[k]=a[2][k];
else if(a[0]==="event")send(a[1],a[2]||{})};
var send=function(name,params){events.push(name);
if(consent.analytics_storage!=="granted")return;
var q="v=2&tid="+encodeURIComponent(tid)+"&en="+encodeURIComponent(name)+"&dl="+encodeURIComponent(w.location.href)+"&dt="+encodeURIComponent(d.title);
for(var p in params)q+="&ep."+encodeURIComponent(p)+"="+encodeURIComponent(String(params[p]));
var u="${collectUrl}?"+q;
if(n.sendBeacon)n.sendBeacon(u);else if(w.fetch)w.fetch(u,{method:"POST",mode:"no-cors",keepalive:true})};
for(var j=0;j<dl.length;j++)handle(dl[j]);
var push=dl.push;dl.push=function(){var x=push.apply(dl,arguments);for(var i=0;i<arguments.length;i++)handle(arguments[i]);return x};
w.__standInTag.events=events;
})();
`
