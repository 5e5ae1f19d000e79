/**
 * Loading mvdan/sh (a real bash parser, compiled to plain JavaScript, so there is
 * no WASM file to ship next to dist/) and reading its Go nodes safely. The nodes
 * are foreign objects with getters and methods; every read goes through the
 * checked accessors below, so an unexpected shape reads as "missing" and the
 * caller denies instead of crashing.
 */

/** An opaque node of the mvdan/sh syntax tree. */
export type ShNode = object;

export interface ShSyntaxApi {
  parse(src: string): ShNode;
  nodeType(node: ShNode): string;
  walk(node: ShNode, visit: (node: ShNode) => boolean): void;
  ops: OpCodes;
}

/** Operator codes, learned from the parser itself (they are Go token numbers, not documented values). */
interface OpCodes {
  and: number;
  or: number;
  pipe: number;
  pipeAll: number;
  /** Redirect operator code → its spelling (">", ">>", "<<", …). */
  redirects: Map<number, string>;
}

export class ShellParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ShellParseError";
  }
}

function isNode(value: unknown): value is ShNode {
  return typeof value === "object" && value !== null;
}

function prop(node: unknown, key: string): unknown {
  return isNode(node) ? Reflect.get(node, key) : undefined;
}

export function nodes(node: unknown, key: string): ShNode[] {
  const value = prop(node, key);
  return Array.isArray(value) ? value.filter(isNode) : [];
}

export function child(node: unknown, key: string): ShNode | undefined {
  const value = prop(node, key);
  return isNode(value) ? value : undefined;
}

export function str(node: unknown, key: string): string | undefined {
  const value = prop(node, key);
  return typeof value === "string" ? value : undefined;
}

export function num(node: unknown, key: string): number | undefined {
  const value = prop(node, key);
  return typeof value === "number" ? value : undefined;
}

export function bool(node: unknown, key: string): boolean {
  return prop(node, key) === true;
}

function call(node: unknown, method: string): unknown {
  const fn = prop(node, method);
  return typeof fn === "function" ? Reflect.apply(fn, node, []) : undefined;
}

/** Byte offsets [start, end) of a node in the UTF-8 source. */
export function span(node: ShNode): [number, number] | undefined {
  const start = call(call(node, "Pos"), "Offset");
  const end = call(call(node, "End"), "Offset");
  return typeof start === "number" && typeof end === "number" ? [start, end] : undefined;
}

function parseErrorMessage(e: unknown): string {
  const text = call(e, "Error");
  if (typeof text === "string") return text;
  if (e instanceof Error) return e.message;
  return "the parser rejected it";
}

let loading: Promise<ShSyntaxApi> | undefined;

/**
 * Loads the parser once per process (about 50 ms), on first use rather than at
 * import time, so start-up does not pay for it when no command is judged.
 */
export function loadShellSyntax(): Promise<ShSyntaxApi> {
  // GopherJS changes globals when it loads: Error.stackTraceLimit = Infinity (which makes
  // every Error in the process costly), and `require` and `sh` on globalThis. Put them back.
  if (loading) return loading;
  const saved = { stackTraceLimit: Error.stackTraceLimit, ...savedGlobals() };
  loading = import("mvdan-sh").then((mod) => {
    Error.stackTraceLimit = saved.stackTraceLimit;
    restoreGlobals(saved);
    const syntax = mod.default.syntax;
    const parser = syntax.NewParser(syntax.Variant(syntax.LangBash));
    const parse = (src: string): ShNode => {
      let file: unknown;
      try {
        file = parser.Parse(src, "");
      } catch (e) {
        throw new ShellParseError(parseErrorMessage(e));
      }
      if (!isNode(file)) throw new ShellParseError("the parser returned nothing");
      return file;
    };
    const nodeType = (node: ShNode) => syntax.NodeType(node);
    const walk = (node: ShNode, visit: (n: ShNode) => boolean) =>
      syntax.Walk(node, (n: unknown) => (isNode(n) ? visit(n) : true));
    return { parse, nodeType, walk, ops: learnOps(parse) };
  });
  return loading;
}

const GLOBALS = ["require", "sh"] as const;

function savedGlobals(): { had: Record<string, boolean>; values: Record<string, unknown> } {
  const had: Record<string, boolean> = {};
  const values: Record<string, unknown> = {};
  for (const name of GLOBALS) {
    had[name] = Object.hasOwn(globalThis, name);
    values[name] = Reflect.get(globalThis, name);
  }
  return { had, values };
}

function restoreGlobals(saved: { had: Record<string, boolean>; values: Record<string, unknown> }): void {
  for (const name of GLOBALS) {
    if (saved.had[name]) Reflect.set(globalThis, name, saved.values[name]);
    else Reflect.deleteProperty(globalThis, name);
  }
}

function binaryOp(parse: (src: string) => ShNode, src: string): number {
  const op = num(child(nodes(parse(src), "Stmts")[0], "Cmd"), "Op");
  if (op === undefined) throw new ShellParseError(`cannot learn the operator code of ${src}`);
  return op;
}

/** Redirect spellings, each with a sample that produces it. */
const REDIRECT_SAMPLES: [string, string][] = [
  [">", "a > f"],
  [">>", "a >> f"],
  ["<", "a < f"],
  ["<>", "a <> f"],
  [">&", "a >& 2"],
  ["<&", "a <& 0"],
  [">|", "a >| f"],
  ["<<", "a << E\nE\n"],
  ["<<-", "a <<- E\nE\n"],
  ["<<<", "a <<< w"],
  ["&>", "a &> f"],
  ["&>>", "a &>> f"],
];

function learnOps(parse: (src: string) => ShNode): OpCodes {
  const redirects = new Map<number, string>();
  for (const [spelling, sample] of REDIRECT_SAMPLES) {
    const op = num(nodes(nodes(parse(sample), "Stmts")[0], "Redirs")[0], "Op");
    if (op !== undefined) redirects.set(op, spelling);
  }
  return {
    and: binaryOp(parse, "a && b"),
    or: binaryOp(parse, "a || b"),
    pipe: binaryOp(parse, "a | b"),
    pipeAll: binaryOp(parse, "a |& b"),
    redirects,
  };
}
