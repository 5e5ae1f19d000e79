/**
 * `workflow_run` → a CI-fix trigger (the "CI fix" flow): a completed run that
 * failed, of a workflow named in `ci_fix.workflows`. Where the work goes:
 * - a pull request of this repository (`workflow_run.pull_requests`): its head branch;
 * - a pull request from a fork (GitHub leaves `pull_requests` empty for those; the head
 *   repository tells): never pushed, a patch is posted (`fork` branch hint);
 * - no pull request, on a branch in `ci_fix.branches`: a new branch and a pull request
 *   against the failed branch; any other branch is skipped.
 * No actor is gated: the request comes from the repository's own configuration, and the
 * pusher may well be Patchbay itself (that is what the loop guard is for).
 */
import { z } from "zod";
import { includesName, listOrNone, parsePayload, skip, type TriggerContext, toRepository } from "./common.js";
import { basePayloadSchema } from "./payloads.js";
import type { BranchHint, Trigger, TriggerResult, TriggerSource } from "./types.js";

const prEndSchema = z.looseObject({
  ref: z.string(),
  sha: z.string(),
  repo: z.looseObject({ url: z.string().optional(), name: z.string().optional() }).nullish(),
});

const workflowRunSchema = z.looseObject({
  id: z.number(),
  name: z.string().nullish(),
  html_url: z.string(),
  head_branch: z.string().nullable(),
  head_sha: z.string(),
  event: z.string().optional(),
  status: z.string().nullable().optional(),
  conclusion: z.string().nullable(),
  run_attempt: z.number().optional(),
  updated_at: z.string().optional(),
  pull_requests: z.array(z.looseObject({ number: z.number(), head: prEndSchema, base: prEndSchema })).default([]),
  head_repository: z.looseObject({ full_name: z.string() }).nullish(),
  repository: z.looseObject({ full_name: z.string() }).optional(),
});

const workflowRunPayloadSchema = basePayloadSchema.extend({
  workflow_run: workflowRunSchema,
  workflow: z.looseObject({ name: z.string().optional(), path: z.string().optional() }).nullish(),
});

export function fromWorkflowRun(ctx: TriggerContext, payload: unknown, action: string): TriggerResult {
  const p = parsePayload(workflowRunPayloadSchema, ctx.eventName, payload);
  const run = p.workflow_run;
  const name = run.name || p.workflow?.name || "";
  const listed = ctx.config.ci_fix.workflows;
  if (action !== "completed") return skip(`workflow_run is ${action}, not completed`);
  if (run.conclusion !== "failure")
    return skip(`workflow "${name}" concluded ${run.conclusion ?? "without a conclusion"}, not failure`);
  if (!includesName(listed, name))
    return skip(`workflow "${name}" is not in ci_fix.workflows (listed: ${listOrNone(listed)})`);

  const repository = toRepository(p.repository);
  const headRepo = run.head_repository?.full_name ?? null;
  const isFork = headRepo !== null && headRepo.toLowerCase() !== repository.fullName.toLowerCase();
  const branch = run.head_branch ?? "";
  const pr = run.pull_requests[0];
  const ci = {
    runId: run.id,
    runUrl: run.html_url,
    workflow: name,
    headSha: run.head_sha,
    headBranch: branch,
    headRepo,
    isFork,
  };

  let source: TriggerSource;
  let hint: BranchHint;
  if (isFork) {
    source = { kind: "task", task: "ci-fix" };
    hint = { kind: "fork", sha: run.head_sha, headRepo };
  } else if (pr) {
    source = { kind: "pr", number: pr.number };
    hint = { kind: "existing", name: pr.head.ref };
  } else if (includesName(ctx.config.ci_fix.branches, branch)) {
    source = { kind: "task", task: `ci-fix-${branch.replace(/[^A-Za-z0-9._-]+/g, "-")}` };
    hint = { kind: "new", from: branch };
  } else {
    return skip(
      `workflow "${name}" failed on ${branch || "a detached head"}, which has no pull request and is not in ci_fix.branches (listed: ${listOrNone(ctx.config.ci_fix.branches)})`,
    );
  }
  const trigger: Trigger = {
    eventName: ctx.eventName,
    action,
    request: ciFixRequest(name, branch, run.head_sha, pr?.number),
    via: "task",
    automation: true,
    source,
    repository,
    branch: hint,
    ciFix: ci,
    time: run.updated_at ?? ctx.now.toISOString(),
  };
  return { kind: "trigger", trigger };
}

function ciFixRequest(workflow: string, branch: string, sha: string, pr?: number): string {
  const where = pr ? `pull request #${pr} (branch ${branch})` : `branch ${branch}`;
  return (
    `The "${workflow}" workflow failed on ${where} at ${sha.slice(0, 7)}. Find the cause from the failed jobs ` +
    "and logs in the context below, fix the code (not the tests' expectations, unless they are what is wrong), " +
    "run the failing check locally if you can, and finish with attempt_completion saying what was wrong and what you changed. " +
    "Do not edit workflow files to make the failure go away."
  );
}
