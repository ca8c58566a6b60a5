# Sourced: puts Node >= 24 first on PATH, fetching it from the npm registry when the system Node is older.
# Also drops the machine's npm `nodedir` (Node 20 headers) so native addons build for the Node in use.
__major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$__major" -lt 24 ]; then
  __nodebin=$(npm exec --yes --package=node@24 -- node -p 'process.execPath' 2>/dev/null | tail -n 1)
  if [ -z "$__nodebin" ] || [ ! -x "$__nodebin" ]; then
    echo "Could not obtain Node 24 from the npm registry" >&2
    return 1 2>/dev/null || exit 1
  fi
  export PATH="$(dirname "$__nodebin"):$PATH"
fi
export npm_config_nodedir=""
unset __major __nodebin
