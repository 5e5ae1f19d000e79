/**
 * Shell words as the policy compares them: the value bash would pass to the
 * program after quote removal, or, when the word depends on run-time expansion
 * ($VAR, globs in ANSI-C quotes, arithmetic), its source text and no value.
 */
import { bool, nodes, type ShNode, type ShSyntaxApi, span, str } from "./ast.js";

export interface ShWord {
  /** The word after quote removal; undefined when it depends on expansion at run time. */
  value: string | undefined;
  /** The word as written. */
  raw: string;
  /** Unquoted glob or brace characters: bash may turn it into other words (`/usr/bin/c?rl`, `{curl,x}`). */
  expands?: boolean;
}

/** Unescaped `*`, `?`, a `[…]` class, or a `{…,…}`/`{a..b}` brace expression, in unquoted text. */
function expandable(litValue: string): boolean {
  const bare = litValue.replace(/\\[\s\S]/g, "");
  return /[*?]|\[[^\]]+\]/.test(bare) || /\{[^}]*(,|\.\.)[^}]*\}/.test(bare);
}

/** The command source as UTF-8 bytes: mvdan/sh reports byte offsets. */
export class Source {
  private readonly bytes: Buffer;
  constructor(readonly text: string) {
    this.bytes = Buffer.from(text, "utf8");
  }
  slice(node: ShNode): string {
    const s = span(node);
    return s ? this.bytes.subarray(s[0], s[1]).toString("utf8") : "";
  }
}

/** Backslash removal outside quotes: `\x` is x, a backslash-newline disappears. */
function unescapeBare(text: string): string {
  return text.replace(/\\(\n|[\s\S])?/g, (_m, c: string | undefined) => (c === undefined || c === "\n" ? "" : c));
}

/** Inside double quotes a backslash escapes only $ ` " \ and newline. */
function unescapeDouble(text: string): string {
  return text.replace(/\\([$`"\\\n])/g, (_m, c: string) => (c === "\n" ? "" : c));
}

function partValue(sh: ShSyntaxApi, part: ShNode, quoted: boolean): string | undefined {
  switch (sh.nodeType(part)) {
    case "Lit": {
      const value = str(part, "Value");
      if (value === undefined) return undefined;
      return quoted ? unescapeDouble(value) : unescapeBare(value);
    }
    case "SglQuoted":
      // $'…' has escapes bash decodes at run time; keep it dynamic rather than re-implement them.
      return bool(part, "Dollar") ? undefined : str(part, "Value");
    case "DblQuoted": {
      if (bool(part, "Dollar")) return undefined; // $"…" is locale translation
      let out = "";
      for (const inner of nodes(part, "Parts")) {
        const v = partValue(sh, inner, true);
        if (v === undefined) return undefined;
        out += v;
      }
      return out;
    }
    default:
      return undefined; // ParamExp, CmdSubst, ArithmExp, ProcSubst, ExtGlob, BraceExp
  }
}

export function readWord(sh: ShSyntaxApi, src: Source, word: ShNode): ShWord {
  let value: string | undefined = "";
  let expands = false;
  for (const part of nodes(word, "Parts")) {
    if (sh.nodeType(part) === "Lit" && expandable(str(part, "Value") ?? "")) expands = true;
    const v = partValue(sh, part, false);
    if (v === undefined) {
      value = undefined;
      break;
    }
    value += v;
  }
  // Reading positions from the Go objects is slow (~0.1 ms): only dynamic words need their source.
  return { value, raw: value === undefined ? src.slice(word) : quoteWord(value), expands };
}

/** Plain words print as they are; anything with spaces or shell characters is single-quoted. */
function renderWord(word: ShWord): string {
  if (word.value === undefined) return word.raw;
  return quoteWord(word.value);
}

function quoteWord(value: string): string {
  if (value === "") return "''";
  if (/^[A-Za-z0-9_@%+=:,./*?{}~^[\]!#-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export function renderWords(words: ShWord[]): string {
  return words.map(renderWord).join(" ");
}
