#!/usr/bin/env bash
# Installs what the browser tests need from Debian's packages when it is missing: Chromium
# (never a downloaded browser), the fonts the screenshots are taken with, and poppler's pdftotext
# (tests read generated PDFs back). Needs root (CI and these machines run as root).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/pdftotext ] || missing+=(poppler-utils)
[ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing from Debian: ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "Not root: install them with 'sudo apt-get install -y ${missing[*]}'" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
/usr/bin/chromium --version
