/**
 * Lazily loads web-tree-sitter and grammars (once per process: the wasm
 * runtime is global) and extracts definition lines from source text. The
 * package itself is imported at the first call, not with the tool: a run that
 * never lists definitions (most) never compiles it before its first model request.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Parser, Query } from "web-tree-sitter";
import type { LanguageSpec } from "./languages.js";
import { locateWasm } from "./wasm-location.js";

export interface Definition {
  /** 1-based line where the definition starts. */
  line: number;
  /** That line's text, right-trimmed. */
  text: string;
}

interface Loaded {
  parser: Parser;
  query: Query;
}

let init: Promise<void> | undefined;
const loaded = new Map<string, Promise<Loaded>>();

/**
 * Bundled by ncc into an ES module, web-tree-sitter's CommonJS build reads the
 * free variable `__dirname` (only to guess where its wasm is — locateFile below
 * overrides the guess) and would throw a ReferenceError. Give it the bundle's
 * directory, which is what CommonJS would have given it.
 */
function provideDirname(): void {
  if ("__dirname" in globalThis) return;
  Object.defineProperty(globalThis, "__dirname", {
    value: path.dirname(fileURLToPath(import.meta.url)),
    configurable: true,
    writable: true,
  });
}

function initRuntime(): Promise<void> {
  if (!init) {
    provideDirname();
    const where = locateWasm();
    init = import("web-tree-sitter").then(({ Parser }) => Parser.init({ locateFile: () => where.runtime }));
  }
  return init;
}

async function load(spec: LanguageSpec): Promise<Loaded> {
  await initRuntime();
  const { Language, Parser, Query } = await import("web-tree-sitter");
  const file = locateWasm().grammar(`tree-sitter-${spec.grammar}.wasm`);
  const language = await Language.load(await readFile(file));
  const parser = new Parser();
  parser.setLanguage(language);
  return { parser, query: new Query(language, spec.query) };
}

function forLanguage(spec: LanguageSpec): Promise<Loaded> {
  let entry = loaded.get(spec.grammar);
  if (!entry) {
    entry = load(spec);
    // A failed load is not cached, so a transient error can be retried.
    entry.catch(() => loaded.delete(spec.grammar));
    loaded.set(spec.grammar, entry);
  }
  return entry;
}

export async function findDefinitions(spec: LanguageSpec, source: string): Promise<Definition[]> {
  const { parser, query } = await forLanguage(spec);
  const tree = parser.parse(source);
  if (!tree) return [];
  try {
    const lines = source.split("\n");
    const seen = new Set<number>();
    const out: Definition[] = [];
    for (const capture of query.captures(tree.rootNode)) {
      const row = capture.node.startPosition.row;
      if (seen.has(row)) continue;
      seen.add(row);
      out.push({ line: row + 1, text: (lines[row] ?? "").replace(/\r$/, "").trimEnd() });
    }
    return out.sort((a, b) => a.line - b.line);
  } finally {
    tree.delete();
  }
}
