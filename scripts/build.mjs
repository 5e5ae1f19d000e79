// Builds dist/: one ncc bundle (dist/index.js) for the action's main step, its
// post step and the CLI, plus the tiny post.js wrapper and the WASM grammars.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
execFileSync(
  process.execPath,
  [
    path.join(root, "node_modules/@vercel/ncc/dist/ncc/cli.js"),
    "build",
    "src/main.ts",
    "-o",
    "dist",
    "--minify",
    "--quiet",
    "--target",
    "es2022",
  ],
  { cwd: root, stdio: "inherit" },
);
writeFileSync(
  path.join(dist, "post.js"),
  '// The action\'s post step: same bundle, post entry.\nglobalThis.__patchbayEntry = "post";\nawait import("./index.js");\n',
);
const copyWasm = path.join(root, "scripts/copy-wasm.mjs");
if (existsSync(copyWasm)) {
  const { copyWasm: copy } = await import(copyWasm);
  await copy(dist);
}
