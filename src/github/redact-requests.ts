/**
 * The last gate before GitHub: every text field of every request the run's
 * client sends — a comment's or a review reply's body, a pull request's title
 * and body, a commit message, a check run's summary, a code review's inline
 * comments — is masked with the run's
 * Redactor (its secrets whole, encoded, reversed or in 12-character parts), at
 * the one place all of them pass. Reporters redact what they write too; this
 * holds for a text a later change forgets to.
 */
import type { Redactor } from "../secrets/redactor.js";
import type { GitHubClient } from "./octokit.js";

/** Request fields that carry free text. File content (`content` of a blob) is left to the push gate. */
const TEXT_FIELDS = ["body", "title", "message", "summary", "text", "description"] as const;

/** From now on, `octokit`'s requests carry no secret of the run in their text fields. */
export function redactRequests(octokit: GitHubClient, redactor: Redactor): void {
  octokit.hook.before("request", (options) => {
    const fields = options as Record<string, unknown>;
    for (const key of TEXT_FIELDS) {
      const value = fields[key];
      if (typeof value === "string") fields[key] = redactor.redact(value);
    }
    // A check run's output; a pull request review's inline comments.
    const nested = [fields.output, ...(Array.isArray(fields.comments) ? fields.comments : [])];
    for (const part of nested) {
      if (!part || typeof part !== "object") continue;
      for (const key of TEXT_FIELDS) {
        const value = (part as Record<string, unknown>)[key];
        if (typeof value === "string") (part as Record<string, unknown>)[key] = redactor.redact(value);
      }
    }
  });
}
