/**
 * A built-in, in-process, read-only GitHub MCP server. The hub connects it over
 * InMemoryTransport, so the token never leaves Patchbay's process and no child
 * process sees it. Every answer is bounded; failures are tool results with
 * `isError`, worded so the model can act on them.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { Redactor } from "../../secrets/redactor.js";
import { truncate } from "../../util/sanitize.js";
import { fetchJobLog, renderTail } from "../context/job-log.js";
import { statusOf } from "../errors.js";
import type { GitHubClient } from "../octokit.js";
import type { RepoRef } from "../reporting/comments.js";
import { registerCiTools } from "./ci-tools.js";
import { failuresAsResults, READ_ONLY, text, untrusted } from "./results.js";

export interface GitHubMcpOptions {
  owner: string;
  repo: string;
  /** Characters of diff returned at most (default 50,000). */
  maxDiffChars?: number;
  /** Characters of job log returned at most (default 20,000). */
  maxLogChars?: number;
  /**
   * ISO time of the trigger: comments created or edited after it are left out
   * (docs/decisions/0006-the-action-surface.md), here as in the context the run starts with.
   */
  triggerTime?: string;
  /** Masks this run's secret values in job logs. */
  redactor?: Redactor;
}

const issueSchema = z.object({
  number: z.number(),
  title: z.string(),
  state: z.string(),
  body: z.string().nullish(),
  user: z.object({ login: z.string() }).nullable(),
  labels: z.array(z.union([z.string(), z.object({ name: z.string().optional() })])),
  comments: z.number(),
  html_url: z.string(),
  pull_request: z.unknown().optional(),
});

const commentSchema = z.object({
  user: z.object({ login: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string().optional(),
  body: z.string().nullish(),
});

const checkRunsSchema = z.object({
  total_count: z.number(),
  check_runs: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      status: z.string(),
      conclusion: z.string().nullable(),
      html_url: z.string().nullable(),
      app: z.object({ slug: z.string().optional() }).nullable().optional(),
    }),
  ),
});

const checkRunSchema = z.object({
  id: z.number(),
  name: z.string(),
  conclusion: z.string().nullable(),
  output: z.object({ title: z.string().nullable(), summary: z.string().nullable(), text: z.string().nullable() }),
});

export function createGitHubMcpServer(octokit: GitHubClient, options: GitHubMcpOptions): McpServer {
  const repo = { owner: options.owner, repo: options.repo };
  const where = `${options.owner}/${options.repo}`;
  const maxDiff = options.maxDiffChars ?? 50_000;
  const maxLog = options.maxLogChars ?? 20_000;
  const server = new McpServer({ name: "github", version: "1.0.0" });

  const guarded = failuresAsResults(where);

  server.registerTool(
    "get_issue",
    {
      description: `Read an issue or pull request of ${where}: title, state, author, labels and body.`,
      inputSchema: { number: z.number().int().positive().describe("Issue or PR number") },
      annotations: READ_ONLY,
    },
    guarded(
      (a) => `read issue #${a.number}`,
      async ({ number }) => {
        const issue = issueSchema.parse((await octokit.rest.issues.get({ ...repo, issue_number: number })).data);
        const labels = issue.labels.map((l) => (typeof l === "string" ? l : (l.name ?? ""))).filter(Boolean);
        return text(
          [
            `#${issue.number} ${untrusted(issue.title)} (${issue.pull_request ? "pull request" : "issue"}, ${issue.state})`,
            `author: @${issue.user?.login ?? "ghost"} · labels: ${labels.join(", ") || "none"} · comments: ${issue.comments}`,
            issue.html_url,
            "",
            truncate(untrusted(issue.body ?? "(no description)"), 20_000, "body"),
          ].join("\n"),
        );
      },
    ),
  );

  server.registerTool(
    "list_issue_comments",
    {
      description: `List comments of an issue or PR of ${where}, oldest first, one page at a time.`,
      inputSchema: {
        number: z.number().int().positive().describe("Issue or PR number"),
        page: z.number().int().positive().default(1).describe("Page, 30 comments each"),
      },
      annotations: READ_ONLY,
    },
    guarded(
      (a) => `list comments of #${a.number}`,
      async ({ number, page }) => {
        const { data } = await octokit.rest.issues.listComments({ ...repo, issue_number: number, per_page: 30, page });
        const all = z.array(commentSchema).parse(data);
        const cutoff = options.triggerTime ? Date.parse(options.triggerTime) : Number.POSITIVE_INFINITY;
        const comments = all.filter((c) => !(Date.parse(c.updated_at ?? c.created_at) > cutoff));
        const hidden = all.length - comments.length;
        const note = hidden ? `\n\n(${hidden} comment(s) created or edited after the request are left out.)` : "";
        if (comments.length === 0) return text(`No comments on page ${page} of #${number}.${note}`);
        const lines = comments.map(
          (c) =>
            `--- @${c.user?.login ?? "ghost"} at ${c.created_at}\n${truncate(untrusted(c.body ?? ""), 4_000, "comment")}`,
        );
        const more = comments.length === 30 ? `\n\n(More may follow: call again with page ${page + 1}.)` : "";
        return text(lines.join("\n\n") + more + note);
      },
    ),
  );

  server.registerTool(
    "get_pull_request_diff",
    {
      description: `The unified diff of a pull request of ${where}, cut at ${maxDiff} characters.`,
      inputSchema: { number: z.number().int().positive().describe("Pull request number") },
      annotations: READ_ONLY,
    },
    guarded(
      (a) => `read the diff of PR #${a.number}`,
      async ({ number }) => {
        try {
          const { data } = await octokit.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
            ...repo,
            pull_number: number,
            mediaType: { format: "diff" },
          });
          return text(truncate(z.string().parse(data), maxDiff, "diff"));
        } catch (error) {
          // GitHub refuses diffs over 300 files / 20,000 lines (406): build one from per-file patches.
          if (statusOf(error) !== 406) throw error;
          return text(await diffFromFiles(octokit, repo, number, maxDiff));
        }
      },
    ),
  );

  server.registerTool(
    "list_check_runs",
    {
      description: `List the check runs (CI jobs) for a commit SHA, branch or tag of ${where}.`,
      inputSchema: { ref: z.string().min(1).describe("Commit SHA, branch or tag") },
      annotations: READ_ONLY,
    },
    guarded(
      (a) => `list check runs for ${a.ref}`,
      async ({ ref }) => {
        const { data } = await octokit.rest.checks.listForRef({ ...repo, ref, per_page: 100 });
        const runs = checkRunsSchema.parse(data);
        if (runs.total_count === 0) return text(`No check runs for ${ref}.`);
        const lines = runs.check_runs.map(
          (r) => `${r.id}\t${r.name}\t${r.status}${r.conclusion ? `/${r.conclusion}` : ""}\t${r.app?.slug ?? ""}`,
        );
        const more =
          runs.total_count > runs.check_runs.length
            ? `\n(${runs.total_count - runs.check_runs.length} more not listed)`
            : "";
        return text(
          `id\tname\tstatus/conclusion\tapp\n${lines.join("\n")}${more}\n\nRead a failed one with get_check_run_log.`,
        );
      },
    ),
  );

  server.registerTool(
    "get_check_run_log",
    {
      description: `The end of a check run's log (GitHub Actions jobs), or its reported output for other apps, in ${where}.`,
      inputSchema: {
        check_run_id: z.number().int().positive().describe("Check run id from list_check_runs"),
        tail_lines: z.number().int().positive().max(2_000).default(200).describe("Lines from the end of the log"),
      },
      annotations: READ_ONLY,
    },
    guarded(
      (a) => `read the log of check run ${a.check_run_id}`,
      async ({ check_run_id, tail_lines }) => {
        // For GitHub Actions, a check run's id is its job's id.
        const log = await fetchJobLog(octokit, { ...repo, jobId: check_run_id, redactor: options.redactor });
        if (log.ok) return text(untrusted(renderTail(log.lines, tail_lines, maxLog, log.cut)));
        const run = checkRunSchema.parse((await octokit.rest.checks.get({ ...repo, check_run_id })).data);
        const body = [run.output.title, run.output.summary, run.output.text].filter(Boolean).join("\n\n");
        return text(
          `Check run ${run.id} "${run.name}" (${run.conclusion ?? "pending"}) has no Actions log; its reported output:\n\n` +
            tail(body || "(empty)", tail_lines, maxLog),
        );
      },
    ),
  );

  registerCiTools(server, octokit, { ...repo, maxLogChars: maxLog, redactor: options.redactor });
  return server;
}

function tail(log: string, lines: number, maxChars: number): string {
  const all = log.replace(/\r\n/g, "\n").split("\n");
  let kept = all.slice(-lines).join("\n");
  if (kept.length > maxChars) kept = kept.slice(-maxChars);
  const cut = all.length > lines || kept.length >= maxChars;
  return cut ? `[… log cut: showing the last ${kept.split("\n").length} of ${all.length} lines]\n${kept}` : kept;
}

const fileSchema = z.object({ filename: z.string(), status: z.string(), patch: z.string().optional() });

async function diffFromFiles(octokit: GitHubClient, repo: RepoRef, number: number, maxChars: number) {
  const parts: string[] = [];
  let size = 0;
  let listed = 0;
  let page = 1;
  // At most 3 pages (300 files): enough for the budget, bounded for PRs of thousands of files.
  for (; page <= 3; page++) {
    const { data } = await octokit.rest.pulls.listFiles({ ...repo, pull_number: number, per_page: 100, page });
    const files = z.array(fileSchema).parse(data);
    for (const f of files) {
      listed++;
      const part = `diff --git a/${f.filename} b/${f.filename}\n${f.patch ?? `(${f.status}; no textual patch)`}`;
      if (size + part.length > maxChars) {
        return `${parts.join("\n")}\n[… diff cut at ${maxChars} characters after ${listed - 1} files; the PR is too large to show whole]`;
      }
      parts.push(part);
      size += part.length;
    }
    if (files.length < 100) return parts.join("\n");
  }
  return `${parts.join("\n")}\n[… only the first ${listed} files are shown]`;
}
