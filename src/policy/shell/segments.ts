/**
 * Splits a shell command into the segments the rules judge, with a real bash
 * parser: every simple command of a list, pipeline, subshell, loop or function
 * body is a segment; command and process substitutions contribute their own
 * segments and mark the one they sit in; redirects to files and here-docs are
 * marked too. Commands that run other commands (bash -c, eval, env, xargs,
 * find -exec, sudo, timeout, …) are looked into by wrappers.ts.
 */
import { child, nodes, num, ShellParseError, type ShNode, type ShSyntaxApi, str } from "./ast.js";
import { characterProblem } from "./characters.js";
import type { Hazard, Inherited, Segment, SegmentSink } from "./types.js";
import { readWord, type ShWord, Source } from "./words.js";
import { unwrap } from "./wrappers.js";

export type CommandAnalysis =
  | { ok: true; segments: Segment[] }
  | { ok: false; error: string /** Refused for a character in it, not for its syntax. */; character?: boolean };

const MAX_DEPTH = 8;

/** Harmless redirect targets: they neither write nor read a file of the workspace. */
const HARMLESS_TARGETS = new Set(["/dev/null", "/dev/stdout", "/dev/stderr", "/dev/stdin", "/dev/tty"]);

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

class CommandAnalyzer implements SegmentSink {
  readonly segments: Segment[] = [];
  private readonly src: Source;

  constructor(
    readonly sh: ShSyntaxApi,
    text: string,
    readonly depth = 0,
  ) {
    this.src = new Source(text);
  }

  /** Parses and walks the command; returns why a character in it makes it unjudgeable, if one does. */
  run(): string | undefined {
    const file = this.sh.parse(this.src.text);
    const problem = characterProblem(this.src.text, this.sh, file);
    if (problem) return problem;
    this.stmts(nodes(file, "Stmts"), { hazards: [], targets: [] });
    return undefined;
  }

  /** Adds the segments of another command text (bash -c, eval) found inside this one. */
  nested(text: string, via: string, base: Inherited): void {
    if (this.depth + 1 > MAX_DEPTH) {
      this.refuse(text, `commands nested more than ${MAX_DEPTH} levels deep`, base);
      return;
    }
    const inner = new CommandAnalyzer(this.sh, text, this.depth + 1);
    try {
      const problem = inner.run();
      if (problem) {
        this.refuse(text, `in the command given to ${via}, ${problem}`, base);
        return;
      }
    } catch (e) {
      const why = e instanceof ShellParseError ? e.message : String(e);
      this.refuse(text, `the command given to ${via} does not parse (${why})`, base);
      return;
    }
    if (inner.segments.length === 0) this.refuse(text, `${via} is given an empty command`, base);
    for (const seg of inner.segments)
      this.segments.push({
        ...seg,
        hazards: [...base.hazards, ...seg.hazards],
        targets: [...base.targets, ...seg.targets],
        via: seg.via ? `${via} > ${seg.via}` : via,
      });
  }

  refuse(text: string, refusal: string, base: Inherited): void {
    this.push({ text: collapse(text), raw: collapse(text), refusal }, base);
  }

  push(seg: Pick<Segment, "text" | "raw"> & Partial<Segment>, base: Inherited): void {
    this.segments.push({
      ...seg,
      hazards: [...base.hazards, ...(seg.hazards ?? [])],
      targets: [...base.targets, ...(seg.targets ?? [])],
      via: seg.via || base.via,
    });
  }

  private stmts(list: ShNode[], base: Inherited): void {
    for (const stmt of list) this.stmt(stmt, base);
  }

  private stmt(stmt: ShNode, outer: Inherited): void {
    const own = this.redirects(nodes(stmt, "Redirs"), outer);
    const base: Inherited = {
      ...outer,
      hazards: [...outer.hazards, ...own.hazards],
      targets: [...outer.targets, ...own.targets],
    };
    const cmd = child(stmt, "Cmd");
    if (!cmd) {
      // A statement of redirects only, such as `> file`: it truncates or creates a file.
      const raw = collapse(this.src.slice(stmt));
      if (base.hazards.length || base.targets.length) this.push({ text: raw, raw }, base);
      return;
    }
    const type = this.sh.nodeType(cmd);
    switch (type) {
      case "CallExpr":
        this.callExpr(stmt, cmd, base);
        return;
      case "BinaryCmd":
        this.binary(cmd, base);
        return;
      case "Block":
      case "Subshell":
        this.stmts(nodes(cmd, "Stmts"), base);
        return;
      case "IfClause":
        this.ifClause(cmd, base);
        return;
      case "WhileClause":
        this.stmts(nodes(cmd, "Cond"), base);
        this.stmts(nodes(cmd, "Do"), base);
        return;
      case "ForClause": {
        const loop = child(cmd, "Loop");
        if (loop) this.looseParts(loop, "for", base);
        this.stmts(nodes(cmd, "Do"), base);
        return;
      }
      case "CaseClause": {
        const word = child(cmd, "Word");
        if (word) this.looseParts(word, "case", base);
        for (const item of nodes(cmd, "Items")) {
          for (const pattern of nodes(item, "Patterns")) this.looseParts(pattern, "case", base);
          this.stmts(nodes(item, "Stmts"), base);
        }
        return;
      }
      case "FuncDecl":
      case "TimeClause":
      case "CoprocClause": {
        const inner = child(cmd, type === "FuncDecl" ? "Body" : "Stmt");
        if (inner) this.stmt(inner, base);
        return;
      }
      case "DeclClause":
      case "TestClause":
      case "ArithmCmd":
      case "LetClause": {
        // Builtins that only set variables or test things: judged as written, so a rule must name them.
        const raw = collapse(this.src.slice(cmd));
        this.push({ text: raw, raw, hazards: this.substitutions(cmd, base) }, base);
        return;
      }
      default:
        this.refuse(this.src.slice(cmd), `the shell construct ${type} is not supported by approval rules`, base);
    }
  }

  /**
   * `a && b && c` nests to the left, thousands deep in a long command: walk the
   * chain in a loop (left operands first, in source order) instead of recursing.
   */
  private binary(cmd: ShNode, base: Inherited): void {
    const rights: ShNode[] = [];
    let node: ShNode | undefined = cmd;
    let first: ShNode | undefined;
    while (node) {
      const y = child(node, "Y");
      if (y) rights.push(y);
      const x = child(node, "X");
      const inner = child(x, "Cmd");
      const plainLeft = x && inner && this.sh.nodeType(inner) === "BinaryCmd" && nodes(x, "Redirs").length === 0;
      if (plainLeft) node = inner;
      else {
        first = x;
        node = undefined;
      }
    }
    if (first) this.stmt(first, base);
    for (const right of rights.reverse()) this.stmt(right, base);
  }

  private ifClause(clause: ShNode, base: Inherited): void {
    this.stmts(nodes(clause, "Cond"), base);
    this.stmts(nodes(clause, "Then"), base);
    const next = child(clause, "Else");
    if (next) this.ifClause(next, base);
  }

  /** Words outside any simple command (for-loop lists, case words): only their substitutions matter. */
  private looseParts(node: ShNode, where: string, base: Inherited): void {
    const hazards = this.substitutions(node, base);
    if (hazards.length) {
      const raw = collapse(this.src.slice(node));
      this.push({ text: `${where} ${raw}`, raw, hazards }, base);
    }
  }

  /**
   * Finds the command and process substitutions directly inside `node`, adds
   * their commands as segments of their own, and returns them as hazards for the
   * segment that contains them.
   */
  private substitutions(node: ShNode, base: Inherited, text?: string): Hazard[] {
    const found: Hazard[] = [];
    // Walking Go nodes is slow; without `$(`, a backtick or `<(`/`>(` in its source a node has no substitution.
    if (!/\$\(|`|[<>]\(/.test(text ?? this.src.slice(node))) return found;
    this.sh.walk(node, (n) => {
      const type = this.sh.nodeType(n);
      if (type !== "CmdSubst" && type !== "ProcSubst") return true;
      const text = this.src.slice(n);
      found.push({ kind: "substitution", text });
      this.stmts(nodes(n, "Stmts"), {
        hazards: base.hazards,
        targets: base.targets,
        via: text.startsWith("`") ? "`…`" : text.slice(0, 2) + "…)",
      });
      return false;
    });
    return found;
  }

  private redirects(list: ShNode[], base: Inherited): { hazards: Hazard[]; targets: string[] } {
    const hazards: Hazard[] = [];
    const targets: string[] = [];
    for (const redirect of list) {
      const op = this.sh.ops.redirects.get(num(redirect, "Op") ?? -1);
      const text = collapse(this.src.slice(redirect));
      const wordNode = child(redirect, "Word");
      const hdoc = child(redirect, "Hdoc");
      if (wordNode) hazards.push(...this.substitutions(wordNode, base));
      if (hdoc) hazards.push(...this.substitutions(hdoc, base));
      const word = wordNode ? readWord(this.sh, this.src, wordNode) : undefined;
      if (op === "<<" || op === "<<-" || op === "<<<") {
        hazards.push({ kind: "heredoc", text });
        continue;
      }
      if ((op === ">&" || op === "<&") && word?.value !== undefined && /^(\d+-?|-)$/.test(word.value)) continue; // fd duplication: 2>&1
      if (word?.value !== undefined && HARMLESS_TARGETS.has(word.value)) continue;
      hazards.push({ kind: "redirect", text });
      if (word?.value !== undefined) targets.push(word.value);
      else targets.push(""); // unknown until run time: never provably inside the workspace
    }
    return { hazards, targets };
  }

  private callExpr(stmt: ShNode, cmd: ShNode, base: Inherited): void {
    // The statement's span includes its terminator (`;`, `&`), which is not part of the command.
    const raw = collapse(this.src.slice(stmt)).replace(/(?<![;&\\])\s*[;&]$/, "");
    const hazards = this.substitutions(cmd, base, raw);
    const kept: string[] = [];
    for (const assign of nodes(cmd, "Assigns")) {
      const name = str(child(assign, "Name"), "Value") ?? "";
      if (SENSITIVE_VARIABLE.test(name)) kept.push(collapse(this.src.slice(assign)));
    }
    const words: ShWord[] = nodes(cmd, "Args").map((w) => readWord(this.sh, this.src, w));
    if (words.length === 0) {
      // Only assignments: harmless unless they change how later commands are found or run.
      if (kept.length || hazards.length) this.push({ text: raw, raw, hazards }, base);
      return;
    }
    unwrap(this, words, { prefix: kept, raw, hazards }, base, SENSITIVE_VARIABLE);
  }
}

/**
 * Variables that change which program runs or what it loads: an allowed
 * `npm test` is not allowed once PATH or NODE_OPTIONS point elsewhere. Other
 * leading assignments (`CI=1 npm test`) are matched past.
 */
const SENSITIVE_VARIABLE =
  /^(PATH|HOME|IFS|ENV|BASH_ENV|BASH_FUNC_.*|SHELLOPTS|BASHOPTS|PROMPT_COMMAND|PS4|CDPATH|GLOBIGNORE|LD_.*|DYLD_.*|NODE_OPTIONS|NODE_PATH|PYTHONPATH|PYTHONSTARTUP|PYTHONHOME|PERL5LIB|PERL5OPT|PERLLIB|RUBYOPT|RUBYLIB|GIT_.*|NPM_CONFIG_.*)$/i;

/**
 * The last analysis: the approval rules judge a command and the checkpointer asks
 * right after whether it can read the index (index-blind.ts); one parse serves both.
 * Callers only read an analysis.
 */
let last: { sh: ShSyntaxApi; command: string; analysis: CommandAnalysis } | undefined;

/** Parses a command and returns its segments, or why it cannot be judged. Needs the loaded parser. */
export function analyzeCommand(sh: ShSyntaxApi, command: string): CommandAnalysis {
  if (last && last.sh === sh && last.command === command) return last.analysis;
  const analysis = analyzeUncached(sh, command);
  last = { sh, command, analysis };
  return analysis;
}

function analyzeUncached(sh: ShSyntaxApi, command: string): CommandAnalysis {
  if (command.includes("\0")) return { ok: false, error: "the command contains a NUL byte" };
  const analyzer = new CommandAnalyzer(sh, command);
  try {
    const problem = analyzer.run();
    if (problem) return { ok: false, error: problem, character: true };
  } catch (e) {
    if (e instanceof RangeError || /call stack/.test(String(e)))
      return { ok: false, error: "the command is nested too deeply to judge" };
    const problem = characterProblem(command);
    if (problem) return { ok: false, error: problem, character: true };
    const why = e instanceof ShellParseError ? e.message : String(e);
    return { ok: false, error: `the command does not parse as bash (${why})` };
  }
  if (analyzer.segments.length === 0) {
    // Empty, whitespace, comments only — or only harmless assignments, which run nothing.
    return collapse(command.replace(/#.*$/gm, "")) === ""
      ? { ok: false, error: "the command is empty" }
      : { ok: true, segments: [{ text: collapse(command), raw: collapse(command), hazards: [], targets: [] }] };
  }
  return { ok: true, segments: analyzer.segments };
}
