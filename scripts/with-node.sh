#!/usr/bin/env bash
# Runs a command under Node 24. The machines ship an older Node; the `node` package on the npm
# registry carries the Node 24 binary, so we fetch it once (npm's cache keeps it) and put it first on PATH.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure-node.sh"
exec "$@"
