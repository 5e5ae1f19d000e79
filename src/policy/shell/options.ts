/**
 * Options that change what an allowed program can do. `git diff *` is meant
 * to show a diff, not to write one to any file (`--output`), read files outside
 * the repository (`--no-index`) or run a configured program (`--ext-diff`); a
 * glob cannot tell them apart, so a segment using one of these options is
 * allowed only by a rule that names it (`allow_options`, or a pattern written
 * with it), the way a redirect needs `allow_redirects`.
 *
 * Spellings: `--output=x` and `--output x`, unambiguous abbreviations of long
 * options (git's and npm's parsers accept `--upload-pa=x`), short options in a
 * cluster (`-ni`, `-avze ssh`) up to the first one that takes a value.
 */
import type { ShWord } from "./words.js";

export interface OptionHazard {
  /** The option as a rule names it: `--output`, `-c`, `-exec`, `e` (a sed command). */
  option: string;
  /** The word that used it, as written. */
  text: string;
  /** What it can do, for the message. */
  why: string;
}

type Table = Record<string, string>;

const RUNS = "runs a program of its choosing";
const WRITES = "writes to any file, outside the workspace too";

const GIT_GLOBAL: Table = {
  "-c": "sets any git configuration, such as core.pager or an alias that runs a program",
  "--config-env": "sets any git configuration from an environment variable",
  "--exec-path": "makes git run its subcommands from another directory",
};
const GIT: Table = {
  "--output": WRITES,
  "--no-index": "compares any files, outside the repository too",
  "--ext-diff": `${RUNS} (diff.external)`,
  "--textconv": `${RUNS} (a textconv filter)`,
  "--upload-pack": RUNS,
  "--receive-pack": RUNS,
  "--exec": RUNS,
  "--extcmd": RUNS,
};
/** Exact options that are prefixes of hazardous ones, so not abbreviations of them. */
const NOT_ABBREVIATIONS = new Set(["--text", "--no"]);

const PACKAGE_MANAGER: Table = {
  "--script-shell": "runs package scripts with a shell of its choosing",
  "--node-options": "passes options such as --require to every node process",
  "--userconfig": "loads npm settings (script-shell, node-options) from any file",
  "--globalconfig": "loads npm settings (script-shell, node-options) from any file",
};
const SHELL_STRING = "runs a shell command string";
const CALL: Table = { "--call": SHELL_STRING };
const PNPM_SHELL: Table = { "--shell-mode": SHELL_STRING };
const SHORT_C: Table = { c: SHELL_STRING };

const NODE_LONG: Table = {
  "--eval": "runs code given on the command line",
  "--print": "runs code given on the command line",
  "--require": "loads any module before the script",
  "--import": "loads any module before the script",
  "--loader": "loads any module as a loader",
  "--experimental-loader": "loads any module as a loader",
};
const NODE_SHORT: Table = {
  e: NODE_LONG["--eval"] ?? "",
  p: NODE_LONG["--print"] ?? "",
  r: NODE_LONG["--require"] ?? "",
};

const FIND: Table = {
  "-exec": RUNS,
  "-execdir": RUNS,
  "-ok": RUNS,
  "-okdir": RUNS,
  "-delete": "deletes every file it finds",
  "-fprint": WRITES,
  "-fprint0": WRITES,
  "-fprintf": WRITES,
  "-fls": WRITES,
};

const TAR_LONG: Table = {
  "--to-command": RUNS,
  "--checkpoint-action": RUNS,
  "--use-compress-program": RUNS,
  "--rsh-command": RUNS,
  "--info-script": RUNS,
  "--new-volume-script": RUNS,
};
const TAR_SHORT: Table = { I: RUNS, F: RUNS };
const RSYNC_LONG: Table = { "--rsh": RUNS, "--rsync-path": RUNS };
const RSYNC_SHORT: Table = { e: RUNS };
const SORT_LONG: Table = { "--compress-program": RUNS };
const SED_SHORT: Table = { i: "edits files in place", f: "reads a script (which may run commands) from a file" };
const SED_LONG: Table = { "--in-place": SED_SHORT.i ?? "", "--file": SED_SHORT.f ?? "" };

/** Programs with hazardous options; xargs feeding one of them arguments from its input is a hazard too. */
export const HAZARD_PROGRAMS = new Set([
  "git",
  "npm",
  "npx",
  "yarn",
  "pnpm",
  "node",
  "nodejs",
  "find",
  "sed",
  "tar",
  "rsync",
  "sort",
]);

function longMatch(word: string, table: Table, abbreviations: boolean): string | undefined {
  if (!word.startsWith("--")) return undefined;
  const name = word.split("=")[0] ?? word;
  if (table[name] !== undefined) return name;
  if (!abbreviations || name.length < 5 || NOT_ABBREVIATIONS.has(name)) return undefined;
  return Object.keys(table).find((option) => option.startsWith(name));
}

/** The first hazardous letter of a short-option cluster, before any letter that takes a value. */
function shortMatch(word: string, table: Table, valued: string): string | undefined {
  if (!/^-[^-]/.test(word)) return undefined;
  for (const letter of word.slice(1)) {
    if (table[letter] !== undefined) return `-${letter}`;
    if (valued.includes(letter)) return undefined;
  }
  return undefined;
}

interface Scan {
  long: Table;
  short?: Table;
  /** Short letters that take a value: the rest of the cluster is that value. */
  valued?: string;
  abbreviations?: boolean;
  /** Options end at the first word that is not one (node's script, npx's package). */
  untilPositional?: boolean;
}

/**
 * A word only known at run time (`$X`, `"$@"`) could be any option: `X=--output=/x; git diff $X`.
 * A rule names it as written (`allow_options: ["$X"]`, or a pattern with `$X` in it).
 */
function unknownWord(word: ShWord): OptionHazard {
  return {
    option: word.raw,
    text: word.raw,
    why: "is only known at run time, so it could be any of the program's options",
  };
}

function scan(args: ShWord[], spec: Scan): OptionHazard[] {
  const found: OptionHazard[] = [];
  for (const word of args) {
    const w = word.value;
    if (w === undefined) {
      found.push(unknownWord(word));
      if (spec.untilPositional) break;
      continue;
    }
    if (w === "--") break;
    if (spec.untilPositional && !w.startsWith("-")) break;
    const long = longMatch(w, spec.long, spec.abbreviations === true);
    const short = spec.short ? shortMatch(w, spec.short, spec.valued ?? "") : undefined;
    const option = long ?? short;
    if (option) found.push({ option, text: word.raw, why: spec.long[option] ?? spec.short?.[option.slice(1)] ?? RUNS });
  }
  return found;
}

function git(args: ShWord[]): OptionHazard[] {
  const found: OptionHazard[] = [];
  let i = 0;
  for (; i < args.length; i++) {
    const w = args[i]?.value;
    if (w === undefined) {
      found.push(unknownWord(args[i] ?? { value: undefined, raw: "" }));
      return found; // the subcommand is unknown too
    }
    if (!w.startsWith("-")) break;
    const option = w === "-c" ? "-c" : longMatch(w, GIT_GLOBAL, true);
    if (option && (option !== "--exec-path" || w.includes("=")))
      found.push({
        option,
        text: [w, ...(option === "-c" ? [args[i + 1]?.raw ?? ""] : [])].join(" ").trim(),
        why: GIT_GLOBAL[option] ?? RUNS,
      });
    if (["-c", "-C", "--git-dir", "--work-tree", "--namespace", "--config-env", "--super-prefix"].includes(w)) i++;
  }
  const sub = args[i]?.value;
  const rest = args.slice(i + 1);
  found.push(...scan(rest, { long: GIT, abbreviations: true }));
  const short: Table = sub === "clone" ? { u: RUNS } : sub === "rebase" || sub === "difftool" ? { x: RUNS } : {};
  found.push(...scan(rest, { long: {}, short, valued: "bcCjoOX" }).filter((h) => h.option.startsWith("-")));
  return found;
}

function packageManager(prog: string, args: ShWord[]): OptionHazard[] {
  const found = scan(args, { long: PACKAGE_MANAGER, abbreviations: true });
  const sub = args.findIndex((a) => a.value !== undefined && !a.value.startsWith("-"));
  const verb = args[sub]?.value;
  const shellString = (words: ShWord[], long: Table) =>
    scan(words, { long, short: SHORT_C, untilPositional: true }).filter((h) => h.option.startsWith("-"));
  if (prog === "npx") found.push(...shellString(args, CALL));
  else if (prog === "npm" && (verb === "exec" || verb === "x")) found.push(...shellString(args.slice(sub + 1), CALL));
  else if (prog === "pnpm" && (verb === "exec" || verb === "dlx"))
    found.push(...shellString(args.slice(sub + 1), PNPM_SHELL));
  return found;
}

/** `e` and `w` commands (and the `e`/`w` flags of `s`) in a sed script: they run commands and write files. */
function sedScriptHazards(script: string, text: string): OptionHazard[] {
  const found: OptionHazard[] = [];
  const add = (option: string, why: string) => found.push({ option, text, why });
  const s = script;
  let i = 0;
  const until = (stop: RegExp) => {
    while (i < s.length && !stop.test(s.charAt(i))) i++;
  };
  const delimited = (delim: string) => {
    while (i < s.length && s.charAt(i) !== delim) i += s.charAt(i) === "\\" ? 2 : 1;
    i++;
  };
  while (i < s.length) {
    until(/[^\s;]/);
    // Addresses: line numbers, $, /regex/, \cregexc, ranges and negation.
    for (;;) {
      const c = s.charAt(i);
      if (/[0-9$~+,!]/.test(c)) i++;
      else if (c === "/") {
        i++;
        delimited("/");
        until(/[^IM]/);
      } else if (c === "\\") {
        const d = s.charAt(i + 1);
        i += 2;
        delimited(d);
      } else break;
    }
    const c = s.charAt(i++);
    if (c === "e") add("e", "runs a shell command (the sed e command)");
    else if (c === "w" || c === "W") add("w", WRITES);
    else if (c === "s" || c === "y") {
      const d = s.charAt(i++);
      delimited(d);
      delimited(d);
      if (c === "s") {
        const flags = /^[0-9gpiImMew]*/.exec(s.slice(i))?.[0] ?? "";
        if (flags.includes("e")) add("e", "runs the pattern space as a shell command (the e flag of s)");
        if (flags.includes("w")) add("w", WRITES);
        i += flags.length;
        if (flags.includes("w")) until(/\n/);
      }
    } else if (/[#:btTaicrR]/.test(c)) until(/[\n;]/);
  }
  return found;
}

function sed(args: ShWord[]): OptionHazard[] {
  const found = scan(args, { long: SED_LONG, short: SED_SHORT, valued: "efl" });
  let scripted = false;
  for (let i = 0; i < args.length; i++) {
    const w = args[i]?.value ?? "";
    const next = args[i + 1];
    if (w === "-e" || w === "--expression") {
      scripted = true;
      if (next?.value !== undefined) found.push(...sedScriptHazards(next.value, next.raw));
      i++;
    } else if (w.startsWith("--expression=")) {
      scripted = true;
      found.push(...sedScriptHazards(w.slice(13), args[i]?.raw ?? w));
    } else if (/^-[^-]*[ef]/.test(w)) scripted = true;
  }
  const first = args.find((a) => a.value !== undefined && !a.value.startsWith("-"));
  if (!scripted && first?.value !== undefined) found.push(...sedScriptHazards(first.value, first.raw));
  return found;
}

function tar(args: ShWord[]): OptionHazard[] {
  const first = args[0]?.value;
  // `tar xIf …`: the first word may be a cluster without its dash.
  const words =
    first && /^[A-Za-z]+$/.test(first) ? [{ value: `-${first}`, raw: args[0]?.raw ?? first }, ...args.slice(1)] : args;
  return scan(words, { long: TAR_LONG, short: TAR_SHORT, valued: "bCfgHKLNTVX", abbreviations: true });
}

/** The hazardous options a program is given, per the table above; none for programs it does not list. */
export function hazardousOptions(prog: string, args: ShWord[]): OptionHazard[] {
  switch (prog) {
    case "git":
      return git(args);
    case "npm":
    case "npx":
    case "yarn":
    case "pnpm":
      return packageManager(prog, args);
    case "node":
    case "nodejs":
      return scan(args, { long: NODE_LONG, short: NODE_SHORT, valued: "C", untilPositional: true });
    case "find":
      return args.flatMap((a) =>
        a.value === undefined
          ? [unknownWord(a)]
          : FIND[a.value]
            ? [{ option: a.value, text: a.raw, why: FIND[a.value] ?? RUNS }]
            : [],
      );
    case "sed":
      return sed(args);
    case "tar":
      return tar(args);
    case "rsync":
      return scan(args, { long: RSYNC_LONG, short: RSYNC_SHORT, valued: "BfMT", abbreviations: true });
    case "sort":
      return scan(args, { long: SORT_LONG, abbreviations: true });
    default:
      return [];
  }
}
