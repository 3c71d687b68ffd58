#!/usr/bin/env bash
# Playwright cannot download its own browsers here, so the e2e tests drive Debian's Chromium.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

[ -x "$CHROMIUM" ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing ($CHROMIUM). Install it with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi

echo "→ installing Debian's chromium for the e2e tests"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium >/dev/null
echo "→ chromium $(dpkg-query -W -f='${Version}' chromium) installed"
