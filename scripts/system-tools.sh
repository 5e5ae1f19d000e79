#!/usr/bin/env bash
# What the tests need from the system, installed when missing (Debian/Ubuntu):
# util-linux and iproute2 build the sandbox, sudo is the GitHub runners' mechanism
# (sudo -n unshare), tested for real by test/sandbox/sudo-mechanism.test.ts, and
# Chromium is the browser browser_action drives (puppeteer-core downloads none). Run by
# `npm test` (pretest) and `.ci/run`, so a fresh machine needs nothing by hand.
set -euo pipefail
have() { command -v "$1" >/dev/null || [ -x "/usr/sbin/$1" ] || [ -x "/sbin/$1" ]; }
missing=()
have unshare || missing+=(util-linux)
have ip || missing+=(iproute2)
have sudo || missing+=(sudo)
have chromium || have chromium-browser || have google-chrome-stable || have google-chrome || missing+=(chromium)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ]; then as_root=(); elif have sudo && sudo -n true 2>/dev/null; then as_root=(sudo -n); else
  echo "system tools missing: ${missing[*]}; install them (apt-get install ${missing[*]}) — the sandbox and browser tests need them" >&2
  exit 0
fi
if ! have apt-get; then
  echo "system tools missing: ${missing[*]}, and there is no apt-get here to install them; install them by hand" >&2
  exit 0
fi
echo "installing ${missing[*]} (apt-get), which the sandbox and browser tests need"
"${as_root[@]}" apt-get update -q >/dev/null
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -q "${missing[@]}" >/dev/null
