/**
 * What failed in a workflow run: its jobs and steps, and the annotations the
 * failing jobs left (compiler errors, test failures with file:line). Responses
 * are checked where they enter; lists are bounded.
 */
import { z } from "zod";
import type { GitHubClient } from "../octokit.js";

const stepSchema = z.object({
  name: z.string(),
  number: z.number(),
  status: z.string(),
  conclusion: z.string().nullable(),
  started_at: z.string().nullish(),
  completed_at: z.string().nullish(),
});

const jobSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  conclusion: z.string().nullable(),
  html_url: z.string().nullable(),
  started_at: z.string().nullish(),
  completed_at: z.string().nullish(),
  steps: z.array(stepSchema).optional(),
});

const jobsSchema = z.object({ total_count: z.number(), jobs: z.array(jobSchema) });

export type WorkflowJob = z.infer<typeof jobSchema>;
export type WorkflowStep = z.infer<typeof stepSchema>;

/** Conclusions that mean "this needs fixing" (cancelled/skipped do not). */
const FAILED = new Set(["failure", "timed_out"]);

export const isFailed = (conclusion: string | null | undefined) => FAILED.has(conclusion ?? "");

export interface RunJobs {
  jobs: WorkflowJob[];
  /** Jobs the run has beyond those listed. */
  more: number;
}

/** The latest attempt's jobs of a run, first 100. */
export async function listRunJobs(
  octokit: GitHubClient,
  repo: { owner: string; repo: string },
  runId: number,
): Promise<RunJobs> {
  const { data } = await octokit.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs", {
    ...repo,
    run_id: runId,
    filter: "latest",
    per_page: 100,
  });
  const parsed = jobsSchema.parse(data);
  return { jobs: parsed.jobs, more: Math.max(0, parsed.total_count - parsed.jobs.length) };
}

export function failedSteps(job: WorkflowJob): WorkflowStep[] {
  return (job.steps ?? []).filter((s) => isFailed(s.conclusion));
}

const annotationSchema = z.object({
  path: z.string(),
  start_line: z.number().nullable(),
  end_line: z.number().nullable().optional(),
  annotation_level: z.string().nullable(),
  title: z.string().nullable().optional(),
  message: z.string().nullable(),
});

export type Annotation = z.infer<typeof annotationSchema>;

/** A job's check-run annotations (for Actions, the job id is the check run id), first 50. */
export async function listAnnotations(
  octokit: GitHubClient,
  repo: { owner: string; repo: string },
  jobId: number,
): Promise<Annotation[]> {
  const { data } = await octokit.request("GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations", {
    ...repo,
    check_run_id: jobId,
    per_page: 50,
  });
  return z.array(annotationSchema).parse(data);
}

/** `src/a.ts:12 failure: expected 3` — one line per annotation. */
export function formatAnnotation(a: Annotation): string {
  const where = a.start_line ? `${a.path}:${a.start_line}` : a.path;
  const title = a.title ? `${a.title}: ` : "";
  return `${where} ${a.annotation_level ?? "notice"}: ${title}${(a.message ?? "").replace(/\s+/g, " ").trim()}`;
}
