/**
 * What a CI-fix run starts from: the failed jobs and steps of the workflow run,
 * the end of each failed step's log (bounded, ANSI stripped, redacted), the
 * jobs' annotations and the pull request's diff — gathered here, rendered as
 * untrusted data for the task. A log that cannot be read is a note, not a failure.
 */
import type { Redactor } from "../../secrets/redactor.js";
import { createFence } from "../../util/fence.js";
import { messageOf, statusOf } from "../errors.js";
import type { GitHubClient } from "../octokit.js";
import { type Annotation, failedSteps, formatAnnotation, isFailed, listAnnotations, listRunJobs } from "./ci-jobs.js";
import { fetchJobLog, linesOfStep, renderTail } from "./job-log.js";

interface FailedRun {
  id: number;
  name: string;
  url: string;
  headSha: string;
  headBranch: string;
}

interface FailedStepContext {
  number: number;
  name: string;
  /** The end of the step's log, or of the job's when the step's lines could not be told apart. */
  log?: string;
}

interface FailedJobContext {
  id: number;
  name: string;
  url: string | null;
  steps: FailedStepContext[];
  /** Why there is no log, when there is none. */
  logNote?: string;
  annotations: string[];
}

export interface CiFailureContext {
  run: FailedRun;
  jobs: FailedJobContext[];
  /** Failed jobs beyond those detailed. */
  moreFailedJobs: number;
  pullNumber?: number;
  diff?: string;
  diffNote?: string;
}

export interface GatherOptions {
  owner: string;
  repo: string;
  run: FailedRun;
  pullNumber?: number;
  redactor: Redactor;
  /** Failed jobs detailed at most (default 5); the model lists the rest with its tools. */
  maxJobs?: number;
  tailLines?: number;
  maxLogChars?: number;
  maxDiffChars?: number;
}

export async function gatherCiFailure(octokit: GitHubClient, o: GatherOptions): Promise<CiFailureContext> {
  const repo = { owner: o.owner, repo: o.repo };
  const { jobs } = await listRunJobs(octokit, repo, o.run.id);
  const failed = jobs.filter((j) => isFailed(j.conclusion));
  const maxJobs = o.maxJobs ?? 5;
  const detailed: FailedJobContext[] = [];
  for (const job of failed.slice(0, maxJobs)) {
    const steps = failedSteps(job);
    const log = await fetchJobLog(octokit, { ...repo, jobId: job.id, redactor: o.redactor });
    const tail = (lines: Parameters<typeof renderTail>[0]) =>
      renderTail(lines, o.tailLines ?? 80, o.maxLogChars ?? 6_000, log.ok && log.cut);
    const stepContexts: FailedStepContext[] = steps.map((s) => {
      if (!log.ok) return { number: s.number, name: s.name };
      const own = linesOfStep(log.lines, s.started_at, s.completed_at);
      return { number: s.number, name: s.name, log: tail(own.length > 0 ? own : log.lines) };
    });
    // A job can fail without a failed step (a timeout, a cancelled runner): show the job's tail.
    if (stepContexts.length === 0 && log.ok) stepContexts.push({ number: 0, name: "(job)", log: tail(log.lines) });
    detailed.push({
      id: job.id,
      name: job.name,
      url: job.html_url,
      steps: stepContexts,
      logNote: log.ok ? undefined : log.message,
      annotations: (await annotationsOf(octokit, repo, job.id)).map(formatAnnotation),
    });
  }
  const context: CiFailureContext = {
    run: o.run,
    jobs: detailed,
    moreFailedJobs: Math.max(0, failed.length - detailed.length),
  };
  if (o.pullNumber !== undefined) Object.assign(context, await diffOf(octokit, repo, o.pullNumber, o.maxDiffChars));
  return context;
}

/** Annotations help but are not essential: a failure to read them leaves the list empty. */
async function annotationsOf(octokit: GitHubClient, repo: { owner: string; repo: string }, jobId: number) {
  try {
    return await listAnnotations(octokit, repo, jobId);
  } catch (error) {
    if (statusOf(error) === 404 || statusOf(error) === 403) return [] as Annotation[];
    throw error;
  }
}

async function diffOf(
  octokit: GitHubClient,
  repo: { owner: string; repo: string },
  number: number,
  maxChars = 30_000,
): Promise<Pick<CiFailureContext, "pullNumber" | "diff" | "diffNote">> {
  try {
    const { data } = await octokit.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
      ...repo,
      pull_number: number,
      mediaType: { format: "diff" },
    });
    const diff = typeof data === "string" ? data : "";
    return diff.length > maxChars
      ? { pullNumber: number, diff: diff.slice(0, maxChars), diffNote: `the diff is cut at ${maxChars} characters` }
      : { pullNumber: number, diff };
  } catch (error) {
    return { pullNumber: number, diffNote: `the diff could not be read (${messageOf(error)}); use git diff` };
  }
}

export function renderCiFailure(ctx: CiFailureContext, options: { nonce?: string } = {}): string {
  const fenced = createFence(options.nonce);
  const out = [
    `# CI failure: workflow "${ctx.run.name}" failed on ${ctx.run.headBranch} at ${ctx.run.headSha.slice(0, 7)}`,
    "",
    `Run: ${ctx.run.url}`,
    "",
    fenced.preamble("output of the failed CI run and code from the pull request"),
  ];
  if (ctx.jobs.length === 0) out.push("", "No failed job was found in the run; list its jobs with the GitHub tools.");
  for (const job of ctx.jobs) {
    out.push("", `## Job "${job.name}" (job id ${job.id}${job.url ? `, ${job.url}` : ""})`);
    if (job.logNote) out.push("", `Log: ${job.logNote}`);
    for (const step of job.steps) {
      const title = step.number ? `step ${step.number} "${step.name}"` : "the end of the job's log";
      out.push("", `### Failed ${title}`);
      if (step.log !== undefined) out.push("", fenced(`log of ${job.name} ${title}`, step.log, 12_000));
    }
    if (job.annotations.length > 0)
      out.push("", "### Annotations", "", fenced(`annotations of ${job.name}`, job.annotations.join("\n")));
  }
  if (ctx.moreFailedJobs > 0)
    out.push("", `${ctx.moreFailedJobs} more failed job(s) are not shown; read them with list_workflow_run_jobs.`);
  if (ctx.pullNumber !== undefined) {
    out.push("", `## Diff of pull request #${ctx.pullNumber}`);
    if (ctx.diff) out.push("", fenced("diff", ctx.diff, 40_000));
    if (ctx.diffNote) out.push("", `(${ctx.diffNote})`);
  }
  out.push(
    "",
    `More: list_workflow_run_jobs with run_id ${ctx.run.id}, get_job_log with a job id, list_check_runs for ${ctx.run.headSha}.`,
  );
  return out.join("\n");
}
