/**
 * Commands that run other commands. The inner command is judged like any other
 * segment: `timeout 60 npm test` needs `npm test` to be allowed, and
 * `env FOO=1 curl x` is caught by `deny: curl *`. The wrapper itself is also
 * shown to deny/ask rules (so `deny: sudo *` works) and, for sudo and find,
 * must be allowed in its own right. Script strings (`bash -c`, `eval`) are
 * parsed again; a script only known at run time cannot be judged and is refused.
 */
import { HAZARD_PROGRAMS, hazardousOptions } from "./options.js";
import type { Hazard, Inherited, SegmentSink } from "./types.js";
import { renderWords, type ShWord } from "./words.js";

export interface CallBase {
  /** Leading assignments that must stay visible (PATH=… and friends). */
  prefix: string[];
  raw: string;
  hazards: Hazard[];
  /** Set when xargs adds arguments read from its input: hazardous options may come from there. */
  fromStdin?: boolean;
}

type Unwrapped =
  | { kind: "plain" }
  | { kind: "wrap"; inner: ShWord[]; prefix?: string[]; self: "wrapper" | "command"; fromStdin?: boolean }
  | { kind: "script"; script: ShWord; via: string }
  | { kind: "many"; inner: ShWord[][] }
  | { kind: "refuse"; reason: string };

interface OptionSpec {
  /** Short options that take a value (`-n 5` or `-n5`). */
  short?: string;
  /** Long options that take a value as the next word (`--signal KILL`). */
  long?: string[];
}

/** Index of the first word after the options, or undefined when a word is only known at run time. */
function skipOptions(words: ShWord[], spec: OptionSpec, from = 0): number | undefined {
  let i = from;
  while (i < words.length) {
    const w = words[i]?.value;
    if (w === undefined) return undefined;
    if (w === "--") return i + 1;
    if (!w.startsWith("-") || w === "-") return i;
    if (w.startsWith("--")) {
      i += !w.includes("=") && spec.long?.includes(w) ? 2 : 1;
      continue;
    }
    let takesNext = false;
    for (let k = 1; k < w.length; k++) {
      if (spec.short?.includes(w.charAt(k))) {
        takesNext = k === w.length - 1; // a value attached to the cluster ends it
        break;
      }
    }
    i += takesNext ? 2 : 1;
  }
  return i;
}

function usedOption(words: ShWord[], end: number, short: string, long: string): boolean {
  return words
    .slice(0, end)
    .some(
      (w) =>
        w.value === long ||
        w.value?.startsWith(`${long}=`) ||
        (w.value?.startsWith("-") && !w.value.startsWith("--") && w.value.slice(1).includes(short)),
    );
}

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;

/** `NAME=value` words before the command (env, sudo): dropped unless the variable matters. */
function assignments(words: ShWord[], from: number, sensitive: RegExp): { next: number; kept: string[] } {
  const kept: string[] = [];
  let i = from;
  for (; i < words.length; i++) {
    const word = words[i];
    const m = word?.value?.match(ASSIGNMENT);
    if (!word || !m) break;
    if (sensitive.test(m[1] ?? "")) kept.push(renderWords([word]));
  }
  return { next: i, kept };
}

function wrapAt(words: ShWord[], index: number | undefined, self: "wrapper" | "command" = "wrapper"): Unwrapped {
  if (index === undefined) return { kind: "refuse", reason: "an option of this wrapper is only known at run time" };
  const inner = words.slice(index);
  return inner.length ? { kind: "wrap", inner, self } : { kind: "plain" };
}

const SHELLS = new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "rbash"]);

function shell(name: string, args: ShWord[]): Unwrapped {
  let i = 0;
  let hasC = false;
  while (i < args.length) {
    const w = args[i]?.value;
    if (w === undefined) {
      if (hasC) break; // the script itself, judged below
      return { kind: "refuse", reason: `an option of ${name} is only known at run time` };
    }
    if (w === "--" || w === "-") {
      i++;
      break;
    }
    if (!/^[-+]/.test(w)) break;
    if (/^[-+][oO]$/.test(w) || w === "--rcfile" || w === "--init-file") i += 2;
    else {
      if (/^-[^-]/.test(w) && w.includes("c")) hasC = true;
      i++;
    }
  }
  if (!hasC) return { kind: "plain" }; // runs a script file or reads stdin: judged as written
  const script = args[i];
  if (!script) return { kind: "refuse", reason: `${name} -c is given no command` };
  if (script.value === undefined)
    return { kind: "refuse", reason: `the command given to ${name} -c is only known at run time` };
  return { kind: "script", script, via: `${name} -c` };
}

function find(args: ShWord[]): Unwrapped {
  const inner: ShWord[][] = [];
  for (let i = 0; i < args.length; i++) {
    const w = args[i]?.value;
    if (w !== "-exec" && w !== "-execdir" && w !== "-ok" && w !== "-okdir") continue;
    const end = args.findIndex((a, k) => k > i && (a.value === ";" || a.value === "+"));
    if (end < 0) return { kind: "refuse", reason: `find ${w} has no terminating ';' or '+'` };
    const cmd = args.slice(i + 1, end);
    if (!cmd.length) return { kind: "refuse", reason: `find ${w} is given no command` };
    inner.push(cmd);
    i = end;
  }
  return inner.length ? { kind: "many", inner } : { kind: "plain" };
}

function classify(prog: string, args: ShWord[], sensitive: RegExp): Unwrapped {
  if (SHELLS.has(prog)) return shell(prog, args);
  switch (prog) {
    case "nohup":
    case "builtin":
      return wrapAt(args, skipOptions(args, {}));
    case "command":
      return wrapAt(args, skipOptions(args, {}));
    case "exec":
      return wrapAt(args, skipOptions(args, { short: "a" }));
    case "nice":
      return wrapAt(args, skipOptions(args, { short: "n", long: ["--adjustment"] }));
    case "stdbuf":
      return wrapAt(args, skipOptions(args, { short: "ioe", long: ["--input", "--output", "--error"] }));
    case "timeout": {
      const at = skipOptions(args, { short: "sk", long: ["--signal", "--kill-after"] });
      return wrapAt(args, at === undefined ? undefined : at + 1); // past the DURATION
    }
    case "time": {
      const at = skipOptions(args, { short: "fo", long: ["--format", "--output"] });
      if (at !== undefined && usedOption(args, at, "o", "--output"))
        return { kind: "refuse", reason: "time -o writes its report to a file" };
      return wrapAt(args, at);
    }
    case "env": {
      const at = skipOptions(args, { short: "uCS", long: ["--unset", "--chdir", "--split-string"] });
      if (at !== undefined && usedOption(args, at, "S", "--split-string"))
        return { kind: "refuse", reason: "env -S splits a string into a command that cannot be judged here" };
      if (at === undefined) return wrapAt(args, at);
      const start = args[at]?.value === "-" ? at + 1 : at; // `env -` is `env -i`
      const { next, kept } = assignments(args, start, sensitive);
      const inner = args.slice(next);
      return inner.length ? { kind: "wrap", inner, prefix: kept, self: "wrapper" } : { kind: "plain" };
    }
    case "sudo":
    case "doas": {
      const at = skipOptions(args, {
        short: prog === "sudo" ? "ughpCDrtTU" : "uC",
        long: [
          "--user",
          "--group",
          "--host",
          "--prompt",
          "--close-from",
          "--chdir",
          "--role",
          "--type",
          "--other-user",
        ],
      });
      if (at === undefined) return wrapAt(args, at);
      const { next, kept } = assignments(args, at, sensitive);
      const inner = args.slice(next);
      return inner.length ? { kind: "wrap", inner, prefix: kept, self: "command" } : { kind: "plain" };
    }
    case "xargs": {
      const at = skipOptions(args, {
        short: "adEILnPs",
        long: [
          "--arg-file",
          "--delimiter",
          "--eof",
          "--replace",
          "--max-lines",
          "--max-args",
          "--max-procs",
          "--max-chars",
          "--process-slot-var",
        ],
      });
      if (at === undefined) return wrapAt(args, at);
      const inner = args.slice(at);
      return {
        kind: "wrap",
        inner: inner.length ? inner : [{ value: "echo", raw: "echo" }],
        self: "wrapper",
        fromStdin: true,
      };
    }
    case "find":
      return find(args);
    case "eval": {
      if (!args.length) return { kind: "plain" };
      if (args.some((a) => a.value === undefined))
        return { kind: "refuse", reason: "the command given to eval is only known at run time" };
      const text = args.map((a) => a.value).join(" ");
      return { kind: "script", script: { value: text, raw: text }, via: "eval" };
    }
    default:
      return { kind: "plain" };
  }
}

/** The segment's hazardous options (options.ts), and xargs handing such a program arguments nobody has seen. */
function optionHazards(prog: string, args: ShWord[], fromStdin: boolean): Hazard[] {
  const found: Hazard[] = hazardousOptions(prog, args).map((h) => ({ kind: "option", ...h }));
  if (fromStdin && HAZARD_PROGRAMS.has(prog))
    found.push({
      kind: "option",
      option: "xargs",
      text: `xargs ${prog}`,
      why: `passes ${prog} arguments read from its input, which may be hazardous options`,
    });
  return found;
}

function basename(name: string): string {
  return name.slice(name.lastIndexOf("/") + 1);
}

/** Turns one simple command (its words) into segments, looking into wrappers. */
export function unwrap(an: SegmentSink, words: ShWord[], call: CallBase, base: Inherited, sensitive: RegExp): void {
  const text = [...call.prefix, renderWords(words)].join(" ");
  const name = words[0];
  if (!name) return;
  if (name.value === undefined || name.expands) {
    const why = name.expands
      ? `the command name ${name.raw} is expanded by the shell (glob or brace expansion), so the program is only known at run time`
      : `the command name ${name.raw} is only known at run time`;
    an.push({ text, raw: call.raw, hazards: call.hazards, refusal: why }, base);
    return;
  }
  const prog = basename(name.value);
  const args = words.slice(1);
  if (prog !== name.value && prog !== "") {
    // `/usr/bin/curl x` is still curl to a deny rule.
    an.push(
      {
        text: [...call.prefix, renderWords([{ value: prog, raw: prog }, ...args])].join(" "),
        raw: call.raw,
        wrapper: true,
      },
      base,
    );
  }
  const how = classify(prog, args, sensitive);
  const own = [...call.hazards, ...optionHazards(prog, args, call.fromStdin === true)];
  switch (how.kind) {
    case "plain":
      an.push({ text, raw: call.raw, hazards: own }, base);
      return;
    case "refuse":
      an.push({ text, raw: call.raw, hazards: call.hazards, refusal: how.reason }, base);
      return;
    case "wrap":
      an.push(
        {
          text,
          raw: call.raw,
          wrapper: how.self === "wrapper" || undefined,
          hazards: how.self === "wrapper" ? undefined : call.hazards,
        },
        base,
      );
      unwrap(
        an,
        how.inner,
        {
          prefix: [...call.prefix, ...(how.prefix ?? [])],
          raw: call.raw,
          hazards: how.self === "wrapper" ? call.hazards : [],
          fromStdin: how.fromStdin || undefined,
        },
        base,
        sensitive,
      );
      return;
    case "script":
      an.push({ text, raw: call.raw, wrapper: true }, base);
      an.nested(how.script.value ?? "", how.via, { ...base, hazards: [...base.hazards, ...call.hazards] });
      return;
    case "many":
      an.push({ text, raw: call.raw, hazards: own }, base);
      for (const inner of how.inner)
        unwrap(an, inner, { prefix: [], raw: renderWords(inner), hazards: [] }, base, sensitive);
      return;
  }
}
