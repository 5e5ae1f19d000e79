/**
 * The GitHub writes an outbox asks for, checked before any is made (docs/decisions/0023-two-job-runs.md):
 * - caps per kind: one progress comment, one other comment, one 👀, one pull
 *   request, one label write, one reply and one resolution per review thread;
 * - targets, from the event: comments only on its issue or PR (a reply only in
 *   its review comment's thread), 👀 only on the comment that asked, a pull
 *   request only from its branch to its base, review threads only of its PR;
 * - texts: no secret of this job in any form the redactor masks, nothing
 *   secretlint's rules find, and a patch posted as text touching no protected path.
 */

import type { Refusal } from "../outbox/read.js";
import type { Outbox, OutboxWrite } from "../outbox/schema.js";
import type { Redactor } from "../secrets/redactor.js";
import { scanForSecrets } from "../secrets/secret-scan.js";
import type { Allowed } from "./allowed.js";
import type { DenyPath } from "./commit-checks.js";

const CAPS: Partial<Record<OutboxWrite["kind"], number>> = {
  progress_comment: 1,
  comment: 1,
  reaction: 1,
  pull_request: 1,
  labels: 1,
};

export function checkCaps(outbox: Outbox): Refusal[] {
  const refusals: Refusal[] = [];
  const counts = new Map<string, number>();
  for (const w of outbox.writes) {
    const key = w.kind === "review_reply" || w.kind === "resolve_thread" ? `${w.kind} ${w.threadId}` : w.kind;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const [key, n] of counts) {
    const [kind = "", thread] = key.split(" ");
    const cap = thread ? 1 : (CAPS[kind as OutboxWrite["kind"]] ?? Number.POSITIVE_INFINITY);
    if (n > cap)
      refusals.push({
        check: "cap",
        message: `the outbox asks for ${n} ${kind} writes${thread ? ` in review thread ${thread}` : ""}; at most ${cap} is allowed`,
        where: kind,
      });
  }
  return refusals;
}

/** `threads`: the review threads of the event's PR (read from GitHub), when any write names one. */
export function checkTargets(outbox: Outbox, allowed: Allowed, threads: ReadonlySet<string>): Refusal[] {
  const refusals: Refusal[] = [];
  const refuse = (w: OutboxWrite, message: string) => refusals.push({ check: "target", message, where: w.kind });
  const target = allowed.comment;
  const number = target?.kind === "issue" ? target.issueNumber : target?.pullNumber;
  for (const w of outbox.writes) {
    switch (w.kind) {
      case "progress_comment":
        if (!target || w.target !== target.kind || w.number !== number)
          refuse(w, `a comment on #${w.number}: this event may comment only ${where(allowed)}`);
        else if (target.kind === "review_thread" && w.replyTo !== target.replyTo)
          refuse(w, `a reply to review comment ${w.replyTo}: this event may reply only to ${target.replyTo}`);
        break;
      case "comment":
      case "labels":
        if (w.number !== number) refuse(w, `#${w.number}: this event may write only ${where(allowed)}`);
        break;
      case "reaction":
        if (!allowed.triggerComment || allowed.triggerComment.id !== w.commentId || allowed.triggerComment.on !== w.on)
          refuse(w, `👀 on comment ${w.commentId}: only the comment that asked may get it`);
        break;
      case "pull_request":
        if (!allowed.pullRequest || !allowed.branch)
          refuse(w, "a pull request: this event works on an existing pull request's branch and may open none");
        else if (w.head !== allowed.branch.name || w.base !== allowed.branch.base)
          refuse(
            w,
            `a pull request ${w.head} → ${w.base}: this event may open one only from ${allowed.branch.name} to ${allowed.branch.base}`,
          );
        break;
      case "review_reply":
      case "resolve_thread":
        if (!threads.has(w.threadId))
          refuse(
            w,
            `review thread ${w.threadId} is not a thread of ${allowed.pullNumber ? `#${allowed.pullNumber}` : "this event's pull request"}`,
          );
        break;
    }
  }
  return refusals;
}

function where(allowed: Allowed): string {
  const t = allowed.comment;
  if (!t) return "nowhere (the event has no issue or pull request)";
  return t.kind === "issue"
    ? `on #${t.issueNumber}`
    : `in the thread of review comment ${t.replyTo} on #${t.pullNumber}`;
}

/** Every text the outbox would post: checked for secrets, and a posted patch for protected paths. */
export async function checkTexts(outbox: Outbox, redactor: Redactor, denyPath: DenyPath): Promise<Refusal[]> {
  const refusals: Refusal[] = [];
  for (const [index, w] of outbox.writes.entries()) {
    const texts: Array<[string, string]> = [];
    if ("body" in w) texts.push(["body", w.body]);
    if (w.kind === "pull_request") texts.push(["title", w.title]);
    for (const [field, text] of texts) {
      const at = `writes[${index}] (${w.kind}).${field}`;
      const found = redactor.locate(text);
      if (found !== -1)
        refusals.push({
          check: "secrets",
          message: "a secret value of this job (or an encoding, a reversal or a part of it)",
          where: `${at}:${lineAt(text, found)}`,
        });
      for (const hit of await scanForSecrets(`${w.kind}.md`, text))
        refusals.push({ check: "secrets", message: hit.rule, where: `${at}:${hit.line}` });
      // A patch posted for a fork's PR is a change like any other: no protected path in it.
      for (const file of patchedPaths(text)) {
        const why = await denyPath(file);
        if (why) refusals.push({ check: "protected", message: `the posted patch changes ${file}: ${why}`, where: at });
      }
    }
  }
  return refusals;
}

/** Files a `git format-patch` text in a comment changes. */
function patchedPaths(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/^diff --git a\/(\S+) b\/(\S+)$/gm)) {
    if (m[1]) out.add(m[1]);
    if (m[2]) out.add(m[2]);
  }
  return [...out];
}

function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split("\n").length;
}
