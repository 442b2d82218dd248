#!/usr/bin/env bash
# Installs what the tests need from Debian's packages when it is missing: Chromium for
# presentation PDFs and its headless shell for the end-to-end tests, PostgreSQL server
# binaries for the API tests on a real server, poppler-utils' pdftotext, which the end-to-end
# tests read PDFs with, nginx for the deployment test, redis-server for the rate-limit store's
# test, and ffmpeg (ffprobe checks uploaded listing videos, ffmpeg takes their poster frame;
# the API needs it at run time), and Thai and Chinese fonts, without which Chromium draws those
# pages as empty boxes and the end-to-end tests could not see whether their longer words
# overflow. The engines smoke (e2e/engines) needs Firefox ESR, WebKitGTK's WebDriver (its
# package depends on libwebkit2gtk-4.1-0, which holds the MiniBrowser it drives) and Xvfb,
# the X server MiniBrowser draws on: it has no headless mode. A Java runtime runs the Nu Html
# Checker over the server-rendered pages.
set -euo pipefail

need=()
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium_path" ] || need+=(chromium)
[ -x "${E2E_BROWSER_PATH:-/usr/bin/chromium-headless-shell}" ] || need+=(chromium-headless-shell)
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null 2>&1; then
  need+=(postgresql)
fi
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || need+=(nginx)
[ -x "${REDIS_SERVER_PATH:-/usr/bin/redis-server}" ] || need+=(redis-server)
{ command -v ffprobe >/dev/null 2>&1 && command -v ffmpeg >/dev/null 2>&1; } || need+=(ffmpeg)
[ -d /usr/share/fonts/truetype/tlwg ] || need+=(fonts-thai-tlwg-ttf)
[ -d /usr/share/fonts/truetype/wqy ] || need+=(fonts-wqy-microhei)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || need+=(firefox-esr)
{ [ -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ] &&
  [ -x "${MINIBROWSER_PATH:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}" ]; } ||
  need+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || need+=(xvfb)
# The Nu Html Checker (vnu.jar, from npm) runs on Java.
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing: ${need[*]}. Install them with: sudo apt-get update && sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "Installing ${need[*]} from Debian's packages (about a minute)…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
