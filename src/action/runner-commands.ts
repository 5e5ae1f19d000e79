/**
 * The three runner commands the main step needs before its first model request:
 * read an input, mask a secret, save state for the post step — as @actions/core
 * implements them (the documented workflow-command protocol: INPUT_* variables,
 * `::add-mask::`, the GITHUB_STATE file with a random heredoc delimiter).
 *
 * Written here rather than imported because @actions/core 3 has one entry, which
 * statically imports its OIDC client and with it @actions/http-client and undici:
 * a megabyte of bundled code that took about 50 ms to compile on the bench
 * machine, a third of the cold-start budget (bench/startup.ts), for calls a run
 * never makes. Everything later in a run (outputs, failure, the post step) still
 * uses @actions/core.
 */
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import { EOL } from "node:os";

/** An input's value, trimmed; "" when not given (core.getInput). */
export function getInput(name: string, env: Record<string, string | undefined> = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}

/** Percent-encodes what would end or split a workflow command (core's escapeData). */
function escapeData(value: string): string {
  return value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** …and a command property (core's escapeProperty). */
function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

/** The runner masks `value` in every log line from now on (core.setSecret). */
export function setSecret(value: string): void {
  process.stdout.write(`::add-mask::${escapeData(value)}${EOL}`);
}

/** State for the post step (core.saveState): the GITHUB_STATE file, or the older command without it. */
export function saveState(name: string, value: string, env: Record<string, string | undefined> = process.env): void {
  const file = env.GITHUB_STATE;
  if (!file) {
    process.stdout.write(`::save-state name=${escapeProperty(name)}::${escapeData(value)}${EOL}`);
    return;
  }
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter))
    throw new Error(`state ${name}: the value contains the delimiter ${delimiter}`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, "utf8");
}
