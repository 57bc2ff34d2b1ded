#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing. Test tools never download a browser.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
chromium --version
