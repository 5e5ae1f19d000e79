/**
 * Where the tree-sitter .wasm files are at run time. A build copies them into
 * `<dist>/wasm/` (scripts/copy-wasm.mjs), found by walking up from this module's
 * URL — which is the bundle itself once bundled. From source or tests they come
 * straight from node_modules.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const RUNTIME_WASM = "web-tree-sitter.wasm";

export interface WasmLocation {
  /** Absolute path of web-tree-sitter's own runtime wasm. */
  runtime: string;
  /** Absolute path of a grammar file, e.g. grammar("tree-sitter-python.wasm"). */
  grammar(file: string): string;
}

class WasmNotFoundError extends Error {
  override name = "WasmNotFoundError";
}

function bundledDir(moduleUrl: string): string | undefined {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, "wasm");
    if (existsSync(path.join(candidate, RUNTIME_WASM))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

/** `moduleUrl` is where the code runs from: this module, or the bundle that contains it. */
export function locateWasm(moduleUrl: string = import.meta.url): WasmLocation {
  const bundled = bundledDir(moduleUrl);
  if (bundled) return { runtime: path.join(bundled, RUNTIME_WASM), grammar: (f) => path.join(bundled, f) };
  try {
    const require = createRequire(import.meta.url);
    const runtime = require.resolve(`web-tree-sitter/${RUNTIME_WASM}`);
    const grammars = path.join(path.dirname(require.resolve("@repomix/tree-sitter-wasms/package.json")), "out");
    return { runtime, grammar: (f) => path.join(grammars, f) };
  } catch (e) {
    throw new WasmNotFoundError(
      `tree-sitter wasm files not found next to ${fileURLToPath(moduleUrl)} (wasm/) nor in node_modules: ${e instanceof Error ? e.message : String(e)}. Rebuild with scripts/copy-wasm.mjs.`,
    );
  }
}
