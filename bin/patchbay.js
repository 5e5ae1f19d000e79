#!/usr/bin/env node
// The CLI runs the same committed bundle as the action (dist/index.js).
globalThis.__patchbayEntry = "cli";
await import("../dist/index.js");
