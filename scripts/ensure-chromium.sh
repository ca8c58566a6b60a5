#!/usr/bin/env bash
# Playwright cannot download its own browser here; the end-to-end tests drive Debian's chromium.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium for the browser tests..."
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get install -y --no-install-recommends chromium || { $SUDO apt-get update && $SUDO apt-get install -y --no-install-recommends chromium; }
