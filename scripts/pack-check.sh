#!/usr/bin/env bash
# The package as npm would publish it: pack it, install the tarball into an empty
# prefix (offline: the bundle needs no dependencies), and run the installed
# `patchbay` bin. Catches a missing file in "files", a broken bin, or a name that
# resolves to someone else's package.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tarball="$(npm pack --silent --pack-destination "$work" | tail -1)"
npm install --silent --no-audit --no-fund --offline --prefix "$work/prefix" "$work/$tarball" >/dev/null
bin="$work/prefix/node_modules/.bin/patchbay"
name="$(node -p "require('$work/prefix/node_modules/@patchbay/cli/package.json').name")"
[ "$name" = "@patchbay/cli" ] || { echo "pack-check: installed package is $name" >&2; exit 1; }
"$bin" --help | grep -q "^Usage:" || { echo "pack-check: the packed bin's --help failed" >&2; exit 1; }
"$bin" --version
echo "pack-check: $tarball installs and runs ($(du -h "$work/$tarball" | cut -f1))"
