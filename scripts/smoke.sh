#!/usr/bin/env bash
# Smoke run of the BUILT bundle on a given Node: the CLI answers, and the
# action runs the whole demo (an ESM bundle can build and still fail to load).
#   bash scripts/smoke.sh node
#   bash scripts/smoke.sh "npx -y node@24"
set -euo pipefail
cd "$(dirname "$0")/.."
NODE=${1:-node}
echo "node: $($NODE --version)"
$NODE bin/patchbay.js --version
PATCHBAY_ROOT="$PWD" $NODE bin/patchbay.js config check --repo examples/demo-repo > /dev/null
echo "patchbay config check: ok"
$NODE scripts/demo.mjs > /tmp/patchbay-smoke.log 2>&1 || { cat /tmp/patchbay-smoke.log; echo "smoke: the demo failed on $($NODE --version)" >&2; exit 1; }
grep -q "^outcome       completed" /tmp/patchbay-smoke.log || { cat /tmp/patchbay-smoke.log; echo "smoke: the demo did not complete" >&2; exit 1; }
# Every call of the scripted run must succeed: a demo that "completes" with its tests failing shows nothing.
if grep -q "✗" /tmp/patchbay-smoke.log; then grep "✗" -A1 /tmp/patchbay-smoke.log; echo "smoke: a tool call failed in the demo" >&2; exit 1; fi
echo "action bundle (demo run): completed, every tool call ok"
