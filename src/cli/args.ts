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
const HELP_EXIT = 0;

/** `positionals: false`: a command that takes only flags refuses a stray word, naming it. */
export function parse<O extends Options>(
  argv: string[],
  options: O,
  usage: string,
  opts: { positionals?: boolean } = {},
) {
  if (wantsHelp(argv)) throw new UsageError(`usage: ${usage}`, HELP_EXIT);
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(`${explain(e, options)}\nusage: ${usage}`, 2);
  }
  if (opts.positionals === false && parsed.positionals.length)
    throw new UsageError(`unexpected argument "${parsed.positionals[0]}"\nusage: ${usage}`, 2);
  return parsed;
}

/** A flag's whole number from `min` to `max` (`fallback` when absent); `why` says where the bound comes from. */
export function wholeNumber(
  value: string | undefined,
  flag: string,
  range: { min: number; max: number; fallback: number; why?: string },
): number {
  if (value === undefined) return range.fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < range.min || n > range.max)
    throw new UsageError(
      `${flag} must be a whole number from ${range.min} to ${range.max}${range.why ? ` (${range.why})` : ""}, got "${value}"`,
      2,
    );
  return n;
}

/** A flag's positive number, or undefined when it was not given. */
export function positive(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag} must be a positive number, got "${value}"`, 2);
  return n;
}

/** `--help` or `-h` before a `--` that ends the options. */
function wantsHelp(argv: readonly string[]): boolean {
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
