// The action's post step: same bundle, post entry.
globalThis.__patchbayEntry = "post";
await import("./index.js");
