// Copies the tree-sitter WASM files list_code_definition_names needs into
// <distDir>/wasm/, where src/tools/definitions/wasm-location.ts finds them at
// run time (relative to the bundle's import.meta.url).
// Usage: `await copyWasm("dist")` from the build, or `node scripts/copy-wasm.mjs dist`.
// Keep GRAMMARS in step with grammarFiles() in src/tools/definitions/languages.ts
// (test/tools/definitions.test.ts checks it).
import { copyFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const GRAMMARS = [
  "tree-sitter-c.wasm",
  "tree-sitter-go.wasm",
  "tree-sitter-java.wasm",
  "tree-sitter-javascript.wasm",
  "tree-sitter-python.wasm",
  "tree-sitter-rust.wasm",
  "tree-sitter-tsx.wasm",
  "tree-sitter-typescript.wasm",
];

/** Copies web-tree-sitter.wasm and the grammars into `<distDir>/wasm`; returns the copied paths. */
export async function copyWasm(distDir) {
  const require = createRequire(import.meta.url);
  const runtime = require.resolve("web-tree-sitter/web-tree-sitter.wasm");
  const grammars = path.join(path.dirname(require.resolve("@repomix/tree-sitter-wasms/package.json")), "out");
  const target = path.join(path.resolve(distDir), "wasm");
  await mkdir(target, { recursive: true });
  const copied = [];
  for (const [from, name] of [[runtime, "web-tree-sitter.wasm"], ...GRAMMARS.map((g) => [path.join(grammars, g), g])]) {
    const to = path.join(target, name);
    await copyFile(from, to);
    copied.push(to);
  }
  return copied;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: node scripts/copy-wasm.mjs <distDir>");
    process.exit(2);
  }
  const copied = await copyWasm(dir);
  console.log(`copied ${copied.length} wasm files into ${path.join(dir, "wasm")}`);
}
