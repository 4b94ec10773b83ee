#!/usr/bin/env bash
# Installs the system packages the tests need when they are missing: Debian's Chromium (the full
# browser for screenshots and the benchmark, the headless shell for the end-to-end suite), nginx
# with its brotli modules, and Java for the HTML checker.
# Installs only as root with apt-get; otherwise it stops and names the command to run.
set -euo pipefail

missing=()
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] || missing+=(chromium)
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] ||
  missing+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] ||
  missing+=(libnginx-mod-http-brotli-static)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] ||
  missing+=(libnginx-mod-http-brotli-filter)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing system packages for the tests: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "The tests need these system packages: ${missing[*]}" >&2
echo "Install them with:  sudo apt-get install -y ${missing[*]}" >&2
echo "(or set CHROMIUM_PATH to a Chromium/Chrome binary)" >&2
exit 1
