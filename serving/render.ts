import {
  headerPolicy,
  immutable,
  indexRedirects,
  movedRedirects,
  notFoundPages,
  revalidate,
  securityHeaders,
  siteValue,
  serviceWorkerPath,
  workerPolicy,
  adminPrefix,
  cdnRuleFiles,
  shareImagePrefix,
} from "./rules"
import { adminHeaders } from "./admin-csp"
import { hashedBundle } from "./bundles"

/**
 * `_headers` in the format Cloudflare Pages and Netlify read. Every response gets the security
 * headers, the short header policy and revalidates; the service worker gets its own policy, and
 * content-hashed files are immutable (`! Name` detaches the general rule's value on Cloudflare
 * Pages instead of joining the two). The pages carry their own script policy in a meta tag.
 */
export const renderHeaders = (immutableFiles: string[]): string => {
  const all = [
    ["Content-Security-Policy", headerPolicy],
    ...securityHeaders,
    ["Cache-Control", revalidate],
  ]
  const lines = ["/*", ...all.map(([name, value]) => `  ${name}: ${value}`), ""]
  lines.push(
    serviceWorkerPath,
    "  ! Content-Security-Policy",
    `  Content-Security-Policy: ${workerPolicy}`,
    ""
  )
  lines.push(
    `${adminPrefix}*`,
    ...adminHeaders.map(([name]) => `  ! ${name}`),
    ...adminHeaders.map(([name, value]) => `  ${name}: ${value}`),
    ""
  )
  for (const path of ["/static/*", `${shareImagePrefix}*`, ...immutableFiles])
    lines.push(path, "  ! Cache-Control", `  Cache-Control: ${immutable}`, "")
  return lines.join("\n")
}

/**
 * `_redirects`: `/x/index.html` to the canonical address, in one hop. `directoryPages` are the
 * pages outside `/en/` that are served from `x/index.html` (their address ends in a slash),
 * `flatPages` those served from `x.html` (address `/x`): one static rule each, never a pattern
 * whose target starts with what the request supplies (see `indexRedirects`). Unknown paths need
 * no rule: the host serves the nearest `404.html` with status 404.
 */
export const renderRedirects = (directoryPages: string[] = [], flatPages: string[] = []): string =>
  [
    ...directoryPages.map(path => ({ from: `${path}index.html`, to: path })),
    ...flatPages.map(path => ({ from: `${path}/index.html`, to: path })),
    ...indexRedirects,
    ...movedRedirects(),
  ]
    .map(({ from, to }) => `${from}  ${to}  301`)
    .join("\n") + "\n"

/**
 * The nginx configuration. `@ROOT@` (the built site), `@PORT@` and `@RUNTIME@` (a writable
 * folder) are filled in by `npm run serve:nginx`. It answers like the CDN: a page whose file is
 * `x.html` lives at `/x`, one whose file is `x/index.html` at `/x/`; the other form, and
 * `/x/index.html`, answer one redirect to it.
 */
/** An nginx variable name for a header: `Cross-Origin-Opener-Policy` -> `cross_origin_opener_policy`. */
const variable = (header: string) => header.toLowerCase().replace(/-/g, "_")

export const renderNginx = (): string => {
  const adminOwn = new Set(adminHeaders.map(([name]) => name))
  const headers = securityHeaders
    .filter(([name]) => !adminOwn.has(name))
    .map(([name, value]) => `    add_header ${name} "${value}" always;`)
    .join("\n")
  // The content manager's own values, by address; an empty value sends no header.
  const adminMaps = adminHeaders
    .filter(([name]) => name !== "Content-Security-Policy")
    .map(
      ([name, value]) => `  map $uri $${variable(name)} {
    default "${siteValue(name)}";
    "~^${adminPrefix}" "${value}";
  }`
    )
    .join("\n\n")
  const adminHeaderLines = adminHeaders
    .filter(([name]) => name !== "Content-Security-Policy")
    .map(([name]) => `    add_header ${name} $${variable(name)} always;`)
    .join("\n")
  const notFound = notFoundPages
    .filter(({ prefix }) => prefix !== "/")
    .map(({ prefix, page }) => `    "~^${prefix}" ${page};`)
    .join("\n")
  const fallback = notFoundPages.find(({ prefix }) => prefix === "/")?.page
  const moved = movedRedirects()
    .map(({ from, to }) => `    location = ${from} {\n      return 301 ${to}$is_args$args;\n    }`)
    .join("\n")
  return `# Generated from serving/rules.ts by \`npm run serving:generate\`: do not edit by hand.
# Serve with \`PORT=8080 npm run serve:nginx\` after \`npm run build\`.
# Debian's libnginx-mod-http-brotli-filter and -static.
load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
worker_processes 1;
pid @RUNTIME@/nginx.pid;
error_log stderr warn;

events {
  worker_connections 256;
}

http {
  include /etc/nginx/mime.types;
  types {
    application/manifest+json webmanifest;
  }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  server_tokens off;
  client_body_temp_path @RUNTIME@/client_body;
  proxy_temp_path @RUNTIME@/proxy;
  fastcgi_temp_path @RUNTIME@/fastcgi;
  uwsgi_temp_path @RUNTIME@/uwsgi;
  scgi_temp_path @RUNTIME@/scgi;

  # Precompressed files written by the post-build step, on-the-fly compression for the rest.
  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_types text/css application/javascript text/javascript application/json application/xml image/svg+xml text/plain application/manifest+json;
  brotli on;
  brotli_static on;
  brotli_types text/css application/javascript text/javascript application/json application/xml image/svg+xml text/plain application/manifest+json;

  # Pages carry their script policy in a meta tag; the header says what a meta tag cannot.
  map $uri $csp {
    default "${headerPolicy}";
    ${serviceWorkerPath} "${workerPolicy}";
    "~^${adminPrefix}" "${adminHeaders.find(([name]) => name === "Content-Security-Policy")?.[1]}";
  }

${adminMaps}

  map $uri $cache_control {
    default "${revalidate}";
    "~^/static/" "${immutable}";
    "~^${shareImagePrefix}" "${immutable}";
    "~${hashedBundle.source}" "${immutable}";
  }

  map $uri $not_found_page {
    default ${fallback};
${notFound}
  }

  server {
    listen @PORT@;
    server_name _;
    root @ROOT@;
    absolute_redirect off;
    charset utf-8;

    add_header Content-Security-Policy $csp always;
${headers}
${adminHeaderLines}
    add_header Cache-Control $cache_control always;

    error_page 404 $not_found_page;

    location = / {
      try_files /index.html =404;
    }

    # Pages whose address changed (movedPages): one redirect to the address now.
${moved}

    # /x/index.html: one redirect to the page's address, for pages that exist only. Any other
    # path would put what the request brings into Location: %5C decodes to a backslash, and a
    # browser reads /\\evil.example/ as another site; %09 would put a raw tab there.
    location = /index.html {
      return 301 /$is_args$args;
    }
    location ~ ^(?<base>/.+)/index\\.html$ {
      if (-f $document_root$base.html) {
        return 301 $base$is_args$args;
      }
      if (-f $document_root$base/index.html) {
        return 301 $base/$is_args$args;
      }
      return 404;
    }

    # The CDN's rule files: written for Cloudflare Pages, which reads them and never serves them.
    location ~ ^/(${cdnRuleFiles.join("|")})$ {
      return 404;
    }

    # /x/ where the page is x.html: one redirect to /x.
    location ~ ^(?<base>/.+)/$ {
      if (-f $document_root$base.html) {
        return 301 $base$is_args$args;
      }
      try_files \${uri}index.html =404;
    }

    # /x where the page is x/index.html: one redirect to /x/.
    location / {
      if (-f $document_root$uri/index.html) {
        return 301 $uri/$is_args$args;
      }
      try_files $uri $uri.html =404;
    }
  }
}
`
}
