/**
 * `patchbay` — the CLI entry. Parses the subcommand, hands it a CliIO, and maps
 * errors to exit codes: user errors print their message, anything else prints
 * its stack only with --debug.
 */

import { ConfigError } from "../config/errors.js";
import { nearest } from "../config/suggest.js";
import { describeFault } from "../util/faults.js";
import { UsageError } from "../util/usage-error.js";

import type { CliIO, Subcommand } from "./io.js";

const HELP = `patchbay — run a coding agent on a repository, with MCP servers, approval rules and a git checkpoint per tool call

Usage:
  patchbay run [--event FILE | --issue N | --prompt TEXT | --command NAME [ARGS…] | --mcp-prompt SERVER:PROMPT [ARG=VALUE…]]
               [--repo DIR] [--base REF] [--model PROVIDER/NAME | replay:FILE]
               [--config FILE] [--mode edit|plan|go] [--output-schema FILE] [--dry-run] [--transcript FILE] [--record FILE]
  patchbay publish DIR [--event FILE] [--run-id ID] [--repo DIR] [--dry-run] [--json]
  patchbay review [--base REF] [--focus TEXT] [--json] [--repo DIR] [--model PROVIDER/NAME | replay:FILE]
  patchbay mcp list [--config FILE] [--json]
  patchbay mcp call SERVER TOOL [JSON] [--config FILE]
  patchbay mcp login SERVER [--config FILE] [--port N]
  patchbay policy check TOOL [JSON] [--config FILE] [--json]
  patchbay config check [--config FILE] [--repo DIR] [--json]
  patchbay skills [--repo DIR] [--json]
  patchbay checkpoints [--branch B] [--repo DIR] [--json]
  patchbay branches [--prune] [--repo DIR]
  patchbay restore STEP [--branch B] [--repo DIR]
  patchbay init [--repo DIR] [--review] [--force]
  patchbay sandbox check
  patchbay matrix --label L | --query Q [--limit N] [--repository OWNER/NAME]
  patchbay ledger [--days N] [--json] [--repo DIR]

Add --debug to any command for stack traces.`;

/** Subcommands load lazily: `patchbay config check` should not pay for the AI SDK. */
const COMMANDS: Record<string, () => Promise<Subcommand>> = {
  run: async () => (await import("./run.js")).runCommand,
  review: async () => (await import("./review.js")).reviewCommand,
  publish: async () => (await import("./publish.js")).publishCommand,
  config: async () => (await import("./config-check.js")).configCommand,
  skills: async () => (await import("./skills.js")).skillsCommand,
  mcp: async () => (await import("./mcp.js")).mcpCommand,
  policy: async () => (await import("./policy.js")).policyCommand,
  checkpoints: async () => (await import("./checkpoints.js")).checkpointsCommand,
  branches: async () => (await import("./branches.js")).branchesCommand,
  restore: async () => (await import("./checkpoints.js")).restoreCommand,
  init: async () => (await import("./init.js")).initCommand,
  sandbox: async () => (await import("./sandbox-check.js")).sandboxCommand,
  matrix: async () => (await import("./matrix.js")).matrixCommand,
  ledger: async () => (await import("./ledger.js")).ledgerCommand,
};

export async function main(argv: string[], io: CliIO): Promise<number> {
  const debug = argv.includes("--debug");
  const args = argv.filter((a) => a !== "--debug");
  const [first, ...afterFirst] = args;
  // `patchbay help run` is `patchbay run --help`.
  const helpFor = first === "help" && afterFirst[0] ? afterFirst[0] : undefined;
  const [name, ...rest] = helpFor ? [helpFor, ...afterFirst.slice(1), "--help"] : args;
  if (!name || name === "help" || name === "--help" || name === "-h") {
    io.stdout(`${HELP}\n`);
    return name ? 0 : 2;
  }
  if (name === "--version" || name === "-v") {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  const load = COMMANDS[name];
  if (!load) {
    const guess = nearest(name, Object.keys(COMMANDS));
    io.stderr(`patchbay: unknown command "${name}"${guess ? ` — did you mean "${guess}"?` : ""}\n\n${HELP}\n`);
    return 2;
  }
  try {
    return await (await load())(rest, io);
  } catch (error) {
    return reportError(error, io, debug);
  }
}

const VERSION = "0.1.0";

function reportError(error: unknown, io: CliIO, debug: boolean): number {
  if (error instanceof ConfigError) {
    io.stderr(`Configuration error:\n${error.message}\n`);
    return 1;
  }
  if (error instanceof UsageError) {
    // Exit code 0 is an answer (`--help`), so it goes to stdout where `| less` finds it.
    if (error.exitCode === 0) io.stdout(`${error.message}\n`);
    else io.stderr(`patchbay: ${error.message}\n`);
    return error.exitCode;
  }
  // A fault of the machine (a full disk) is one sentence with what to do, not a bug to report.
  const fault = describeFault(error);
  if (fault) {
    io.stderr(`patchbay: ${fault}\n`);
    if (debug && error instanceof Error && error.stack) io.stderr(`${error.stack}\n`);
    return 1;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr(`patchbay: ${message}\n`);
  if (debug && error instanceof Error && error.stack) io.stderr(`${error.stack}\n`);
  else io.stderr("(run with --debug for details)\n");
  return 1;
}
