/**
 * The one error `parseTrigger` and `readEvent` throw. Skips (no phrase, wrong label, …) are
 * results, not errors; this is for payloads Patchbay cannot read and inputs that name
 * something that does not exist — the run must stop and say why.
 */
import type { z } from "zod";

export type TriggerErrorCode =
  /** The payload lacks a field the event always has, or has it with the wrong type. */
  | "TRIGGER_MALFORMED_PAYLOAD"
  /** A `task` input or client_payload names a task that is not in the config. */
  | "TRIGGER_UNKNOWN_TASK"
  /** Both `prompt` and `task` were given. */
  | "TRIGGER_CONFLICTING_INPUTS"
  /** A cron string matches more than one task. */
  | "TRIGGER_AMBIGUOUS_SCHEDULE"
  /** GITHUB_EVENT_PATH is missing, unreadable, empty, not JSON or cut short. */
  | "TRIGGER_EVENT_FILE";

export class TriggerError extends Error {
  constructor(
    message: string,
    readonly code: TriggerErrorCode,
    readonly eventName: string,
    readonly file?: string,
  ) {
    super(message);
    this.name = "TriggerError";
  }
}

/** Dotted path of a zod issue, with array indexes in brackets: `pull_request.head.repo`, `issue.labels[0].name`. */
function issuePath(path: readonly PropertyKey[], prefix: string): string {
  let out = prefix;
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || "(the payload itself)";
}

/**
 * A TriggerError naming the event and every field that is missing or of the wrong type,
 * so a truncated or hand-written event file can be fixed in one go.
 */
export function malformedPayload(eventName: string, error: z.ZodError, prefix = ""): TriggerError {
  const problems = error.issues.slice(0, 6).map((issue) => {
    const where = `\`${issuePath(issue.path, prefix)}\``;
    // zod reports an absent field as "expected X, received undefined".
    return /received undefined/.test(issue.message) ? `${where} is missing` : `${where}: ${issue.message}`;
  });
  const more = error.issues.length > 6 ? ` (and ${error.issues.length - 6} more)` : "";
  return new TriggerError(
    `The \`${eventName}\` event payload is not one Patchbay can read: ${problems.join("; ")}${more}. ` +
      `Check that the event file is a complete \`${eventName}\` webhook payload (GITHUB_EVENT_PATH, or --event for the CLI).`,
    "TRIGGER_MALFORMED_PAYLOAD",
    eventName,
  );
}
