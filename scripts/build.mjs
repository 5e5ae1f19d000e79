// Builds dist/: one ncc bundle (dist/index.js) for the action's main step, its
// post step and the CLI, plus the tiny post.js wrapper and the WASM grammars.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
patchFakeNamespace(path.join(dist, "index.js"));
writeFileSync(
  path.join(dist, "post.js"),
  '// The action\'s post step: same bundle, post entry.\nglobalThis.__patchbayEntry = "post";\nawait import("./index.js");\n',
);
const { sourceHash, STAMP } = await import("./source-hash.mjs");
writeFileSync(path.join(dist, STAMP), `${sourceHash(root)}\n`);
const copyWasm = path.join(root, "scripts/copy-wasm.mjs");
if (existsSync(copyWasm)) {
  const { copyWasm: copy } = await import(copyWasm);
  await copy(dist);
}

/**
 * The webpack runtime ncc 0.45 emits builds the namespace of `await import("module")`
 * by copying the properties of the module's exports only when they are an object;
 * node's `module` builtin is a function, so the namespace has nothing but `default`
 * and web-tree-sitter's `const { createRequire } = await import("module")` gets
 * undefined ("createRequire is not a function" from dist/ and the tarball, while
 * src/ under tsx works). Newer webpack copies a function's properties too; this is
 * that same one-condition change, applied to the one runtime helper. The build
 * fails if the helper is not found exactly once, so an ncc upgrade is noticed.
 */
function patchFakeNamespace(file) {
  const text = readFileSync(file, "utf8");
  const loop = /typeof (\w+)=="object"&&!~(\w+)\.indexOf\(\1\)/g;
  const found = [...text.matchAll(loop)];
  if (found.length !== 1)
    throw new Error(`build: expected webpack's fake-namespace loop once in ${file}, found it ${found.length} times`);
  writeFileSync(
    file,
    text.replace(
      loop,
      (_m, v, leaves) => `(typeof ${v}=="object"||typeof ${v}=="function")&&!~${leaves}.indexOf(${v})`,
    ),
  );
}
