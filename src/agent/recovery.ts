/**
 * The recovery ladder: failed calls in a row do not end a run at once. Models
 * often fail twice, re-read, and succeed. After NOTE_AT failures in a row the
 * model gets one short note (what failed and one concrete next step); at
 * `limits.max_tool_errors` the run stops as `stuck`. Policy denials are counted
 * apart from tool errors: a denial is not fixed by re-reading a file, so it gets
 * its own note (the rule that denied and what the rules do allow).
 */

/** One failed call, as the ladder needs to describe it. */
export type CallFailure =
  | { kind: "error"; tool: string; message: string; path?: string }
  | { kind: "denied"; tool: string; rule: string; reason: string; allows: string[] };

const NOTE_AT = 3;
export const DEFAULT_MAX_TOOL_ERRORS = 6;

/** Thrown when failures in a row reach the limit; the session ends with outcome `stuck`. */
export class Stuck extends Error {
  constructor(message: string) {
    super(message);
    this.name = "Stuck";
  }
}

const EDIT_TOOLS = new Set(["replace_in_file", "apply_patch", "str_replace_based_edit_tool", "replace"]);

function firstLine(text: string): string {
  const line = text.split("\n").find((l) => l.trim() !== "") ?? text;
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}

function nextStep(failure: Extract<CallFailure, { kind: "error" }>): string {
  const where = failure.path ? ` ${failure.path}` : " the file";
  if (EDIT_TOOLS.has(failure.tool))
    return `Re-read the region with read_file on${where} and copy the lines to change exactly from it; if the file is small, rewrite it whole with write_to_file.`;
  if (/not run: (invalid arguments|unknown tool)|There is no tool named/i.test(failure.message))
    return "Check the tool's name and input schema, and send the arguments as one JSON object that matches it.";
  return "Try a different approach (read the relevant files first), or explain the obstacle in attempt_completion.";
}

function errorNote(streak: number, failure: Extract<CallFailure, { kind: "error" }>, max: number): string {
  return (
    `Recovery note: ${streak} tool calls in a row have failed (last: ${failure.tool} — ${firstLine(failure.message)}). ` +
    `Next step: ${nextStep(failure)} The run stops as stuck after ${max} failures in a row.`
  );
}

function denialNote(streak: number, failure: Extract<CallFailure, { kind: "denied" }>, max: number): string {
  const allows =
    failure.allows.length > 0
      ? `The rules do allow ${failure.tool} under: ${failure.allows.slice(0, 5).join("; ")}.`
      : `No rule allows ${failure.tool}; use other tools, or say in attempt_completion what a person should allow.`;
  return (
    `Recovery note: ${streak} calls in a row were denied by the approval rules (last: ${failure.tool}, ${failure.rule}: ${firstLine(failure.reason)}). ` +
    `${allows} Retrying denied calls will not work; the run stops as stuck after ${max} denials in a row.`
  );
}

/** Counts failures in a row (tool errors and denials apart); any successful call resets both. */
export class RecoveryLadder {
  private errors = 0;
  private denials = 0;
  constructor(private readonly max: number = DEFAULT_MAX_TOOL_ERRORS) {}

  /** Records a call; returns a note for the model at the NOTE_AT-th failure in a row, throws Stuck at the limit. */
  record(failure: CallFailure | undefined): string | undefined {
    if (!failure) {
      this.errors = 0;
      this.denials = 0;
      return undefined;
    }
    const denied = failure.kind === "denied";
    const streak = denied ? ++this.denials : ++this.errors;
    if (streak >= this.max) {
      const what = denied ? "calls in a row were denied by the approval rules" : "tool calls in a row failed";
      throw new Stuck(
        `Stopped: ${streak} ${what} (limits.max_tool_errors = ${this.max}); the agent is stuck. The last: ${failure.tool} — ${firstLine(denied ? `${failure.rule}: ${failure.reason}` : failure.message)}. Read the transcript for the errors, then fix what they report${denied ? " or loosen the rule" : ""} and run again; the commits so far are kept.`,
      );
    }
    if (streak !== NOTE_AT) return undefined;
    return denied ? denialNote(streak, failure, this.max) : errorNote(streak, failure, this.max);
  }
}
