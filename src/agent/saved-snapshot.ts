/**
 * What the loop saves after every turn, redacted message by message (docs/decisions/0012-faults-leave-the-repository-consistent.md).
 * Redacting the whole conversation at each save made a turn cost more the longer
 * the run; here each message is redacted once, when it first appears, and the
 * same redacted object is handed out at every later save — so the saver
 * downstream can tell, by identity, what it has already written. A message the
 * loop replaces (a tool result added to it) is a new object, redacted anew; a
 * secret learned since (the Redactor grew) redacts everything again once.
 */
import type { ModelMessage } from "ai";
import type { Checkpoint } from "../git/types.js";
import type { Redactor } from "../secrets/redactor.js";
import { mergeCheckpoints, type SessionState } from "./session-setup.js";
import type { SavedSession } from "./state.js";

export type Snapshot = (state: SessionState, model: string, current: Checkpoint[]) => SavedSession;

export function savedSnapshot(redactor: Redactor): Snapshot {
  let cache = new WeakMap<object, unknown>();
  let known = redactor.values().length;
  const redacted = <T>(value: T, prepare: (v: T) => T = (v) => v): T => {
    if (typeof value !== "object" || value === null) return redactor.redactValue(value);
    const hit = cache.get(value);
    if (hit !== undefined) return hit as T;
    const out = redactor.redactValue(prepare(value));
    cache.set(value, out);
    return out;
  };
  return (state, model, current) => {
    if (redactor.values().length !== known) {
      known = redactor.values().length;
      cache = new WeakMap();
    }
    return {
      version: 1,
      model,
      messages: state.messages.map((m) => redacted(m, withoutRequestImages)),
      pending: state.pending ? redactor.redactValue(state.pending) : undefined,
      question: state.question ? redactor.redactValue(state.question) : undefined,
      // Held bytes that held a secret are masked here, and then fail their hash check on approval.
      held: state.held ? redactor.redactValue(state.held) : undefined,
      usage: state.usage,
      costUsd: state.costUsd,
      turns: state.turns,
      step: state.step,
      checkpoints: mergeCheckpoints(state.priorCheckpoints, current).map((c) => redacted(c)),
      alwaysAllowed: redactor.redactValue([...state.alwaysAllowed]),
    };
  };
}

/**
 * Images the request came with are not kept in the saved session: megabytes of
 * base64 in a git ref, for a look the model already had. A resumed session reads
 * a line in their place.
 */
function withoutRequestImages(m: ModelMessage): ModelMessage {
  if (m.role !== "user" || typeof m.content === "string" || !m.content.some((p) => p.type === "image")) return m;
  return {
    ...m,
    content: m.content.map((p) =>
      p.type === "image" ? { type: "text" as const, text: "[image seen in an earlier run; not kept]" } : p,
    ),
  };
}
