import {
  contentSecurityPolicy,
  immutable,
  notDocuments,
  notFoundPages,
  revalidate,
  securityHeaders,
} from "./rules"

/**
 * `_headers` in the format Cloudflare Pages and Netlify read. Every response gets the security
 * headers and revalidates; hashed files override the cache rule (`! Cache-Control` detaches the
 * general rule's value on Cloudflare Pages instead of joining the two), and they and the page data
 * go without the CSP, which only documents use.
 */
export const renderHeaders = (scriptHashes: string[], immutableFiles: string[]): string => {
  const all = [
    ["Content-Security-Policy", contentSecurityPolicy(scriptHashes)],
    ...securityHeaders,
    ["Cache-Control", revalidate],
  ]
  const lines = ["/*", ...all.map(([name, value]) => `  ${name}: ${value}`), ""]
  lines.push("/static/*", "  ! Cache-Control", `  Cache-Control: ${immutable}`, "")
  for (const path of immutableFiles)
    lines.push(
      path,
      "  ! Cache-Control",
      `  Cache-Control: ${immutable}`,
      "  ! Content-Security-Policy",
      ""
    )
  for (const path of notDocuments.cdn) lines.push(path, "  ! Content-Security-Policy", "")
  return lines.join("\n")
}

/** nginx's `$csp` for this build: the policy for documents, none for scripts and data. */
export const renderCspMap = (scriptHashes: string[]): string =>
  `map $uri $csp {\n  default "${contentSecurityPolicy(scriptHashes)}";\n  "~${notDocuments.nginx}" "";\n}\n`

/** `_redirects`: the two 404 pages, with status 404. */
export const renderRedirects = (): string =>
  notFoundPages.map(({ prefix, page }) => `${prefix}*  ${page}  404`).join("\n") + "\n"

/**
 * The nginx configuration. `@ROOT@` (the built site), `@PORT@` and `@RUNTIME@` (a writable folder
 * holding `csp.conf`, written by the post-build step) are filled in by `npm run serve:nginx`.
 */
export const renderNginx = (): string => {
  const headers = securityHeaders
    .map(([name, value]) => `    add_header ${name} "${value}" always;`)
    .join("\n")
  const notFound = notFoundPages
    .filter(({ prefix }) => prefix !== "/")
    .map(
      ({ prefix, page }) => `
    location ^~ ${prefix} {
      error_page 404 ${page};
      try_files $uri $uri/index.html $uri.html =404;
    }`
    )
    .join("\n")
  const fallback = notFoundPages.find(({ prefix }) => prefix === "/")?.page
  return `# Generated from scripts/serving/rules.ts by \`npm run serving:generate\`: do not edit by hand.
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

  # $csp: the Content-Security-Policy with this build's inline-script hashes, empty (no header) for
  # scripts and data.
  include @RUNTIME@/csp.conf;

  map $uri $cache_control {
    default "${revalidate}";
    "~^/(static/.+|[^/]+-[0-9a-f]{20}\\.(js|css))$" "${immutable}";
  }

  server {
    listen @PORT@;
    server_name _;
    root @ROOT@;
    absolute_redirect off;
    charset utf-8;

    add_header Content-Security-Policy $csp always;
${headers}
    add_header Cache-Control $cache_control always;

    error_page 404 ${fallback};
${notFound}

    location / {
      try_files $uri $uri/index.html $uri.html =404;
    }
  }
}
`
}
