/**
 * Fencing text that others wrote (issue bodies, comments) so the model can tell
 * it from instructions (docs/decisions/0008-secrets-never-leave.md). The fence carries a random nonce that the
 * text cannot know in advance, so it cannot close the fence and continue as
 * "instructions".
 */
import { randomBytes } from "node:crypto";

export function createNonce(avoid: string[] = []): string {
  for (;;) {
    const nonce = randomBytes(8).toString("hex");
    if (!avoid.some((text) => text.includes(nonce))) return nonce;
  }
}

/** `label` says where the text came from, e.g. "issue #12 by @alice". */
export function fenceUntrusted(text: string, nonce: string, label: string): string {
  const safeLabel = label.replace(/[\r\n]+/g, " ").slice(0, 200);
  return `<<<UNTRUSTED-${nonce} ${safeLabel}\n${text}\nUNTRUSTED-${nonce}>>>`;
}
