/**
 * Thin wrapper over node:util parseArgs: `--help`/`-h` prints the command's usage
 * (every command gets it for free), an unknown flag gets "did you mean", and any
 * other parse error becomes a UsageError.
 */
import { type ParseArgsConfig, parseArgs } from "node:util";
import { nearest } from "../config/suggest.js";
import { UsageError } from "../util/usage-error.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Exit code 0 tells main() to print the message on stdout: help is an answer, not an error. */
export const HELP_EXIT = 0;

export function parse<O extends Options>(argv: string[], options: O, usage: string) {
  if (wantsHelp(argv)) throw new UsageError(`usage: ${usage}`, HELP_EXIT);
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(`${explain(e, options)}\nusage: ${usage}`, 2);
  }
}

/** `--help` or `-h` before a `--` that ends the options. */
export function wantsHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf("--");
  return (end === -1 ? argv : argv.slice(0, end)).some((a) => a === "--help" || a === "-h");
}

function explain(error: unknown, options: Options): string {
  const message = error instanceof Error ? error.message : String(error);
  const unknown = /Unknown option '(-{1,2}[^'=]+)/.exec(message)?.[1];
  if (!unknown) return message;
  const flags = Object.keys(options).map((name) => `--${name}`);
  const guess = nearest(unknown, flags);
  return `unknown option ${unknown}${guess ? ` — did you mean ${guess}?` : ""}`;
}
