/**
 * The GitHub MCP server's tools for CI and reviews: a workflow run's jobs, a
 * job's log (bounded, tail by default) and a pull request's review threads.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { Redactor } from "../../secrets/redactor.js";
import { failedSteps, listRunJobs } from "../context/ci-jobs.js";
import { fetchJobLog, linesOfStep, renderTail } from "../context/job-log.js";
import type { GitHubClient } from "../octokit.js";
import { renderThread } from "../review-threads/render.js";
import { listReviewThreads } from "../review-threads/threads.js";
import { failuresAsResults, READ_ONLY, text, untrusted } from "./results.js";

export interface CiToolOptions {
  owner: string;
  repo: string;
  maxLogChars: number;
  redactor?: Redactor;
}

export function registerCiTools(server: McpServer, octokit: GitHubClient, options: CiToolOptions): void {
  const repo = { owner: options.owner, repo: options.repo };
  const where = `${options.owner}/${options.repo}`;
  const guarded = failuresAsResults(where);

  server.registerTool(
    "list_workflow_run_jobs",
    {
      description: `List the jobs of a GitHub Actions workflow run of ${where}, with their failed steps and job ids for get_job_log.`,
      inputSchema: { run_id: z.number().int().positive().describe("Workflow run id") },
      annotations: READ_ONLY,
    },
    guarded(
      (a) => `list the jobs of workflow run ${a.run_id}`,
      async ({ run_id }) => {
        const { jobs, more } = await listRunJobs(octokit, repo, run_id);
        if (jobs.length === 0) return text(`Workflow run ${run_id} has no jobs.`);
        const lines = jobs.map((j) => {
          const failed = failedSteps(j).map((s) => `step ${s.number} "${untrusted(s.name)}"`);
          const state = j.conclusion ?? j.status;
          return `${j.id}\t${untrusted(j.name)}\t${state}${failed.length ? `\tfailed: ${failed.join(", ")}` : ""}`;
        });
        const extra = more ? `\n(${more} more jobs not listed)` : "";
        return text(`job id\tname\tconclusion\n${lines.join("\n")}${extra}\n\nRead a failed job with get_job_log.`);
      },
    ),
  );

  server.registerTool(
    "get_job_log",
    {
      description:
        `The end of a GitHub Actions job's log in ${where} (ANSI codes and timestamps stripped, at most ` +
        `${options.maxLogChars} characters). Give \`step\` to see only that step's lines.`,
      inputSchema: {
        job_id: z.number().int().positive().describe("Job id from list_workflow_run_jobs"),
        tail_lines: z.number().int().positive().max(2_000).default(200).describe("Lines from the end"),
        step: z.number().int().positive().optional().describe("Only the lines of this step number"),
      },
      annotations: READ_ONLY,
    },
    guarded(
      (a) => `read the log of job ${a.job_id}`,
      async ({ job_id, tail_lines, step }) => {
        const log = await fetchJobLog(octokit, { ...repo, jobId: job_id, redactor: options.redactor });
        if (!log.ok) return text(`${log.message} Use list_check_runs / get_check_run_log for the annotations instead.`);
        let lines = log.lines;
        if (step !== undefined) {
          const s = (await getJobSteps(octokit, repo, job_id)).find((x) => x.number === step);
          if (!s) return text(`Job ${job_id} has no step ${step}.`);
          lines = linesOfStep(log.lines, s.started_at, s.completed_at);
          if (lines.length === 0) return text(`No log lines of step ${step} are in the part of the log read.`);
        }
        return text(untrusted(renderTail(lines, tail_lines, options.maxLogChars, log.cut)));
      },
    ),
  );

  server.registerTool(
    "list_review_threads",
    {
      description: `List the review threads of a pull request of ${where}: thread id, file and line, diff hunk and every comment.`,
      inputSchema: {
        number: z.number().int().positive().describe("Pull request number"),
        include_resolved: z.boolean().default(false).describe("Also list resolved threads"),
      },
      annotations: READ_ONLY,
    },
    guarded(
      (a) => `list the review threads of #${a.number}`,
      async ({ number, include_resolved }) => {
        const { threads, more } = await listReviewThreads(octokit, repo, number);
        const shown = threads.filter((t) => include_resolved || !t.isResolved);
        const hidden = threads.length - shown.length;
        if (shown.length === 0) return text(`PR #${number} has no ${include_resolved ? "" : "open "}review threads.`);
        const notes = [
          hidden ? `(${hidden} resolved thread(s) left out; include_resolved: true lists them.)` : "",
          more ? `(${more} more thread(s) not fetched.)` : "",
        ].filter(Boolean);
        return text([...shown.map((t) => renderThread(t, { maxCommentChars: 2_000 })), ...notes].join("\n\n"));
      },
    ),
  );
}

const jobSchema = z.object({
  steps: z
    .array(z.object({ number: z.number(), started_at: z.string().nullish(), completed_at: z.string().nullish() }))
    .optional(),
});

async function getJobSteps(octokit: GitHubClient, repo: { owner: string; repo: string }, jobId: number) {
  const { data } = await octokit.request("GET /repos/{owner}/{repo}/actions/jobs/{job_id}", { ...repo, job_id: jobId });
  return jobSchema.parse(data).steps ?? [];
}
