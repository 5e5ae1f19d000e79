#!/usr/bin/env bash
# MCP conformance, client side: runs @modelcontextprotocol/conformance's core
# client suite against scripts/conformance-client.ts (Patchbay's hub). The suite
# itself needs Node 22, fetched through npx; the client runs on this Node via tsx.
# Known failures are listed, with reasons, in test/mcp/conformance-baseline.yml
# and test/mcp/CONFORMANCE.md; anything else failing (or a listed one passing)
# fails this script.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
node_bin="$(command -v node)"
tsx="$root/node_modules/.bin/tsx"
client="$root/scripts/conformance-client.ts"
baseline="$root/test/mcp/conformance-baseline.yml"
suite="${CONFORMANCE_SUITE:-core}"
version="${CONFORMANCE_VERSION:-0.1.16}"

[ -x "$tsx" ] || { echo "conformance: $tsx is missing; run npm ci first" >&2; exit 1; }

# Results land in ./results of the working directory; keep them out of the repo.
work="$(mktemp -d "${TMPDIR:-/tmp}/patchbay-conformance.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cd "$work"

npx -y -p node@22 -p "@modelcontextprotocol/conformance@$version" \
  conformance client \
  --command "$node_bin $tsx $client" \
  --suite "$suite" \
  --expected-failures "$baseline"
