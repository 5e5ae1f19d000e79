/**
 * How a new request meets a saved session (docs/decisions/0003-approval-is-a-pure-decision.md): "approve" or
 * "deny <why>" answers a pending call; anything else while a call is pending
 * denies it with the person's words as the reason; a pending question takes the
 * request as its reply; otherwise the request continues the conversation.
 */
import type { ResumeAnswer } from "../../agent/session-setup.js";
import type { SavedSession } from "../../agent/state.js";

export function answerFor(saved: SavedSession, request: string): ResumeAnswer | undefined {
  const text = request.trim();
  if (saved.pending || saved.held) {
    if (/^approved?\b[.!]?$/i.test(text) || /^approve\b/i.test(text)) return { kind: "approval", approved: true };
    const deny = /^den(?:y|ied)\b[:,.]?\s*([\s\S]*)$/i.exec(text);
    if (deny) return { kind: "approval", approved: false, reason: deny[1]?.trim() || undefined };
    return { kind: "approval", approved: false, reason: text || undefined };
  }
  if (saved.question) return { kind: "reply", text };
  return undefined;
}
