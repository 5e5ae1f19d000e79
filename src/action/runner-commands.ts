/**
 * The runner commands Patchbay uses — read an input, mask a secret, set an
 * output, save state for the post step, a warning/info/debug line — as
 * @actions/core implements them (the documented workflow-command protocol:
 * INPUT_* variables, `::add-mask::`, the GITHUB_OUTPUT and GITHUB_STATE files
 * with a random heredoc delimiter). test/action/runner-commands.test.ts checks
 * each against @actions/core's own output.
 *
 * Written here rather than imported because @actions/core 3 has one entry, which
 * statically imports its OIDC client and with it @actions/http-client and undici:
 * a megabyte of bundled code that took about 50 ms to compile on the bench
 * machine (bench/startup.ts), in every action run and every post step, for calls
 * Patchbay never makes.
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
  fileCommand("GITHUB_STATE", "save-state", name, value, env);
}

/** A step output (core.setOutput): the GITHUB_OUTPUT file, or the older command without it. */
export function setOutput(name: string, value: string, env: Record<string, string | undefined> = process.env): void {
  fileCommand("GITHUB_OUTPUT", "set-output", name, value, env);
}

/**
 * `name<<delimiter`, the value, the delimiter (core's prepareKeyValueMessage): a
 * value with newlines stays one entry. Without the file (an old runner), the
 * workflow command core falls back to, after a line break as core writes it.
 */
function fileCommand(
  variable: "GITHUB_STATE" | "GITHUB_OUTPUT",
  command: string,
  name: string,
  value: string,
  env: Record<string, string | undefined>,
): void {
  const file = env[variable];
  if (!file) {
    if (command === "set-output") process.stdout.write(EOL);
    process.stdout.write(`::${command} name=${escapeProperty(name)}::${escapeData(value)}${EOL}`);
    return;
  }
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter))
    throw new Error(`${command} ${name}: the value contains the delimiter ${delimiter}`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, "utf8");
}

/** Where an annotation points (core's AnnotationProperties, the ones Patchbay uses). */
export interface Annotation {
  title?: string;
  file?: string;
  startLine?: number;
  startColumn?: number;
}

/** `::command title=…,file=…,line=…,col=…::message`, the empty properties left out (core's Command). */
function issueCommand(command: string, message: string, where: Annotation = {}): void {
  const properties = Object.entries({
    title: where.title,
    file: where.file,
    line: where.startLine,
    col: where.startColumn,
  })
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
  const head = properties.length ? `${command} ${properties.join(",")}` : command;
  process.stdout.write(`::${head}::${escapeData(message)}${EOL}`);
}

/** A warning annotation on the run (core.warning). */
export function warning(message: string, where?: Annotation): void {
  issueCommand("warning", message, where);
}

/** An error annotation on the run (core.error). */
export function error(message: string, where?: Annotation): void {
  issueCommand("error", message, where);
}

/** The step fails, saying why (core.setFailed). */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/** A plain log line (core.info). */
export function info(message: string): void {
  process.stdout.write(`${message}${EOL}`);
}

/** A line shown only with step debug logging on (core.debug). */
export function debug(message: string): void {
  issueCommand("debug", message);
}
