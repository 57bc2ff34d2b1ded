#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing, and a Devanagari font (Noto Sans Devanagari,
# the one Android phones use) so Hindi pages are laid out as on a phone. Test tools never download a browser.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 && fc-list 2>/dev/null | grep -qi "Noto Sans Devanagari"; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core fonts-noto-core >/dev/null
chromium --version
