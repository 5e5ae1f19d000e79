/**
 * The publish stage's writes, made only after every check passed (docs/decisions/0023-two-job-runs.md):
 * 👀 on the comment that asked, the push (branch and Patchbay's refs, with a
 * lease — someone else's newer commits are never overwritten: ours are replayed
 * on theirs, or go to a new branch), the pull request, review replies and
 * resolutions, labels, and the comments last, so they can link the pull request.
 * Where each goes comes from the event (Allowed), never from the outbox; the
 * outbox gives only texts, already checked.
 */

import { execRemote, type GitAuth } from "../git/network.js";
import { push } from "../git/push/push-branch.js";
import { planRecordRef } from "../git/refs/plan-record.js";
import type { GitRunner } from "../git/runner.js";
import type { GitHubClient } from "../github/octokit.js";
import { findOrCreatePullRequest } from "../github/pulls.js";
import { replyInThread, resolveThread } from "../github/review-threads/threads.js";
import { type Outbox, PENDING_PULL_URL } from "../outbox/schema.js";
import type { Redactor } from "../secrets/redactor.js";
import type { Allowed } from "./allowed.js";
import type { Imported } from "./bundle.js";

export interface Delivered {
  /** For people, one line per write. */
  written: string[];
  branch?: string;
  prUrl?: string;
}

export async function deliver(input: {
  runner: GitRunner;
  octokit: GitHubClient | undefined;
  outbox: Outbox;
  allowed: Allowed;
  imported: Imported;
  auth?: GitAuth;
  redactor: Redactor;
}): Promise<Delivered> {
  const { runner, octokit, outbox, allowed, imported, redactor } = input;
  const written: string[] = [];
  const { owner, name: repo } = allowed.trigger.repository;
  const out: Delivered = { written };
  if (outbox.writes.length && !octokit)
    throw new Error("the outbox asks for GitHub writes, and there is no GitHub token");

  for (const w of outbox.writes)
    if (w.kind === "reaction" && octokit) {
      // A courtesy, as in a one-job run: a reaction GitHub refuses does not stop the publish.
      try {
        if (w.on === "issue_comment")
          await octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: w.commentId, content: "eyes" });
        else
          await octokit.rest.reactions.createForPullRequestReviewComment({
            owner,
            repo,
            comment_id: w.commentId,
            content: "eyes",
          });
        written.push(`👀 on comment ${w.commentId}`);
      } catch (error) {
        written.push(`could not add 👀 to comment ${w.commentId}: ${(error as Error).message}`);
      }
    }

  const branch = allowed.branch;
  const head = imported.refs.find((r) => branch && r.name === `refs/heads/${branch.name}`);
  if (branch && imported.refs.length) {
    const local = `patchbay-publish/${branch.name}`;
    const tip = head?.sha ?? imported.remoteTip;
    if (tip) {
      await runner.exec(["update-ref", `refs/heads/${local}`, tip]);
      const pushed = await push(runner, {
        branch: branch.name,
        localBranch: local,
        remote: "origin",
        auth: input.auth,
        expected: await lease(runner, imported.remoteTip, tip),
        extraRefspecs: imported.refs.filter((r) => r !== head).map((r) => `+${r.local}:${r.name}`),
      });
      await runner.exec(["update-ref", "-d", `refs/heads/${local}`], { allowAllExitCodes: true });
      out.branch = pushed.branch;
      written.push(pushed.message);
    } else {
      // Records only (a plan run's plan and session): Patchbay's own refs, replaced as the one-job run replaces them.
      const specs = imported.refs.map((r) => `+${r.local}:${r.name}`);
      const res = await execRemote(runner, ["push", "--porcelain", "origin", ...specs], input.auth);
      if (res.exitCode !== 0)
        throw new Error(`could not push ${imported.refs.map((r) => r.name).join(", ")}: ${res.stderr.trim()}`);
      written.push(`pushed ${imported.refs.map((r) => r.name).join(", ")}`);
    }
  }
  // A go used its plan: a second go must ask for a new one (as the one-job run's dropPlan does).
  if (branch && allowed.dropsPlan && outbox.outcome.kind !== "failed") {
    const plan = planRecordRef(branch.name);
    const gone = await execRemote(runner, ["push", "origin", `:${plan}`], input.auth);
    if (gone.exitCode === 0) written.push(`removed the used plan ${plan}`);
  }

  for (const w of outbox.writes)
    if (w.kind === "pull_request" && octokit && branch) {
      const pr = await findOrCreatePullRequest(
        octokit,
        {
          owner,
          repo,
          head: out.branch ?? branch.name,
          base: branch.base,
          title: w.title,
          body: w.body,
          draft: allowed.loaded.config.pull_request.draft,
        },
        redactor,
      );
      out.prUrl = pr.url;
      written.push(`${pr.created ? "opened" : "updated"} pull request ${pr.url}`);
    }

  for (const w of outbox.writes) {
    if (!octokit) break;
    if (w.kind === "review_reply") {
      await replyInThread(octokit, w.threadId, redactor.redact(w.body));
      written.push(`replied in review thread ${w.threadId}`);
    } else if (w.kind === "resolve_thread") {
      await resolveThread(octokit, w.threadId);
      written.push(`resolved review thread ${w.threadId}`);
    } else if (w.kind === "labels") {
      await octokit.rest.issues.addLabels({ owner, repo, issue_number: w.number, labels: w.labels });
      written.push(`labels ${w.labels.join(", ")} on #${w.number}`);
    }
  }

  // The texts link the pull request the agent stage could only promise.
  const link = (body: string) => redactor.redact(body.split(PENDING_PULL_URL).join(out.prUrl ?? "(no pull request)"));
  for (const w of outbox.writes) {
    if (!octokit) break;
    if (w.kind === "progress_comment" && w.target === "review_thread" && w.replyTo !== undefined) {
      await octokit.rest.pulls.createReplyForReviewComment({
        owner,
        repo,
        pull_number: w.number,
        comment_id: w.replyTo,
        body: link(w.body),
      });
      written.push(`the run's reply in the thread of review comment ${w.replyTo}`);
    } else if (w.kind === "progress_comment" || w.kind === "comment") {
      const { data } = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: w.number,
        body: link(w.body),
      });
      written.push(`${w.kind === "comment" ? "a comment" : "the run's comment"} on #${w.number}: ${data.html_url}`);
    }
  }
  return out;
}

/**
 * The lease for the push: origin's tip when the new commits grow from it. When
 * they do not (someone pushed meanwhile, or the bundle rewrote history), the
 * lease names what they share, so the push is rejected and push-branch.ts
 * replays our commits on theirs (or uses a new branch) — never a force over theirs.
 */
async function lease(runner: GitRunner, remoteTip: string | null, tip: string): Promise<string | null> {
  if (!remoteTip) return null;
  const ancestor = await runner.exec(["merge-base", "--is-ancestor", remoteTip, tip], { allowAllExitCodes: true });
  if (ancestor.exitCode === 0) return remoteTip;
  const shared = await runner.exec(["merge-base", remoteTip, tip], { allowAllExitCodes: true });
  return shared.exitCode === 0 ? shared.stdout.trim() : "0000000000000000000000000000000000000000";
}
