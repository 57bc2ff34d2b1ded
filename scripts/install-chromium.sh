#!/usr/bin/env bash
# Installs what the browser tests need from Debian when it is missing: Chromium, a Devanagari font (Noto Sans
# Devanagari, the one Android phones use) so Hindi pages are laid out as on a phone, and a Java runtime for the HTML
# conformance checker (the vnu-jar package, e2e/html-conformance.spec.ts). Test tools never download a browser.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 && fc-list 2>/dev/null | grep -qi "Noto Sans Devanagari" \
  && command -v java >/dev/null 2>&1; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
packages="chromium fonts-dejavu-core fonts-noto-core"
command -v java >/dev/null 2>&1 || packages="$packages default-jre-headless"
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $packages >/dev/null
chromium --version
