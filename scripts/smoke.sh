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
# The demo shows the product: the progress comment as posted (on the local GitHub stand-in), with the
# run's end, its summary and the replay's cost; the pull request it opened there; and no token anywhere.
sed -n '/^── Progress comment on issue #1/,/^── /p' /tmp/patchbay-smoke.log > /tmp/patchbay-smoke-comment.log
for want in "✅ Patchbay finished" "Summary:" "n/a (replay)"; do
  grep -qF "$want" /tmp/patchbay-smoke-comment.log || { cat /tmp/patchbay-smoke.log; echo "smoke: the demo's progress comment lacks \"$want\"" >&2; exit 1; }
done
grep -qF "▶ replay (examples/demo/cassette.yml)" /tmp/patchbay-smoke.log || { cat /tmp/patchbay-smoke.log; echo "smoke: the demo does not name its model as the replay of examples/demo/cassette.yml" >&2; exit 1; }
grep -q "^── Pull request #2 on the stand-in: patchbay/issue-1 → main" /tmp/patchbay-smoke.log || { cat /tmp/patchbay-smoke.log; echo "smoke: the demo opened no pull request on the stand-in" >&2; exit 1; }
grep -q "^token: in no output, comment, pull request, commit, transcript or step file" /tmp/patchbay-smoke.log || { cat /tmp/patchbay-smoke.log; echo "smoke: the demo's token check did not pass" >&2; exit 1; }
echo "action bundle (demo run): completed, every tool call ok, progress comment and pull request shown"
