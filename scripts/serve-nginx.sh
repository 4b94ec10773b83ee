#!/usr/bin/env bash
# Serves ./dist (the deployable site) with deploy/nginx.conf in the foreground: PORT=8080 npm run serve:nginx
# Needs a build (npm run build) and nginx with the brotli modules; installs nothing itself.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${PORT:-8080}"
root="$(realpath "${SITE_ROOT:-dist}")"
runtime="$(realpath -m "${RUNTIME_DIR:-.serving}")"

if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "nginx is not installed. Install it with:" >&2
  echo "  sudo apt-get install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter" >&2
  exit 1
fi
if [ ! -f "$root/index.html" ] || [ ! -f "$root/_headers" ]; then
  echo "No build found: run 'npm run build' first." >&2
  exit 1
fi

mkdir -p "$runtime"/{client_body,proxy,fastcgi,uwsgi,scgi}
sed -e "s#@ROOT@#$root#g" -e "s#@PORT@#$port#g" -e "s#@RUNTIME@#$runtime#g" \
  deploy/nginx.conf > "$runtime/nginx.conf"
echo "Serving $root on http://localhost:$port"
exec "$(command -v nginx || echo /usr/sbin/nginx)" -p "$runtime" -c "$runtime/nginx.conf" -g "daemon off;"
