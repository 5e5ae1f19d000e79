#!/usr/bin/env bash
# MCP conformance, client side: every client scenario of @modelcontextprotocol/conformance
# (the version below, the newest release), one at a time as the suite's own SDK runs do,
# against scripts/conformance-client.ts (Patchbay's hub, its OAuth login and grants). The
# suite needs Node 22, fetched through npx; the client runs on this Node via tsx.
# Known failures are listed, with reasons, in test/mcp/conformance-baseline.yml and
# test/mcp/CONFORMANCE.md; any other failure — or a listed scenario that now passes —
# fails this script.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
node_bin="$(command -v node)"
tsx="$root/node_modules/.bin/tsx"
client="$root/scripts/conformance-client.ts"
baseline="$root/test/mcp/conformance-baseline.yml"
version="${CONFORMANCE_VERSION:-0.2.0-alpha.12}"

[ -x "$tsx" ] || { echo "conformance: $tsx is missing; run npm ci first" >&2; exit 1; }

# The suite writes results into the working directory; keep them out of the repo.
work="$(mktemp -d "${TMPDIR:-/tmp}/patchbay-conformance.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cd "$work"

suite() { npm_config_loglevel=error npx -y -p node@22 -p "@modelcontextprotocol/conformance@$version" conformance "$@"; }

mapfile -t scenarios < <(suite list | sed -n '/^Client scenarios/,/^$/p' | sed -n 's/^  - \([^ ]*\).*/\1/p')
[ "${#scenarios[@]}" -gt 0 ] || { echo "conformance: the suite listed no client scenarios" >&2; exit 1; }
mapfile -t expected < <(sed -n 's/^  - \([^ #]*\).*/\1/p' "$baseline")
only="${CONFORMANCE_SCENARIOS:-}"

passed=() failed=() unexpected=() stale=()
for scenario in "${scenarios[@]}"; do
  if [ -n "$only" ] && [[ " $only " != *" $scenario "* ]]; then continue; fi
  log="$work/$(tr '/' '_' <<<"$scenario").log"
  if suite client --command "$node_bin $tsx $client" --scenario "$scenario" >"$log" 2>&1; then
    passed+=("$scenario")
    if printf '%s\n' "${expected[@]}" | grep -qx -- "$scenario"; then stale+=("$scenario"); fi
  else
    failed+=("$scenario")
    if ! printf '%s\n' "${expected[@]}" | grep -qx -- "$scenario"; then
      unexpected+=("$scenario")
      echo "--- $scenario (unexpected failure) ---"
      grep -E "FAILURE|Error|error|OVERALL" "$log" | head -20 || true
    fi
  fi
done

echo "MCP conformance $version, client: ${#passed[@]} of $((${#passed[@]} + ${#failed[@]})) scenarios pass; ${#failed[@]} fail (${#expected[@]} expected in the baseline)"
status=0
if [ "${#unexpected[@]}" -gt 0 ]; then
  echo "unexpected failures (not in $baseline): ${unexpected[*]}" >&2
  status=1
fi
if [ "${#stale[@]}" -gt 0 ]; then
  echo "stale baseline entries (these pass now; remove them from $baseline): ${stale[*]}" >&2
  status=1
fi
exit "$status"
