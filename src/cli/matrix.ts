/**
 * `patchbay matrix --label L | --query Q [--limit N]`: the issue numbers for a
 * GitHub Actions `strategy.matrix`, as a JSON list on stdout — and, in Actions,
 * as `matrix=` in $GITHUB_OUTPUT. No match is `[]` (the sweep's per-issue job
 * is then skipped); more than --limit is capped, and the log says so.
 */
import { appendFile } from "node:fs/promises";
import { createOctokit } from "../github/octokit.js";
import { findIssues, type IssueSelector } from "../github/trigger/issue-search.js";
import { UsageError } from "../util/usage-error.js";
import { parse, wholeNumber } from "./args.js";
import type { Subcommand } from "./io.js";

const USAGE = "patchbay matrix --label LABEL | --query QUERY [--limit N] [--repository OWNER/NAME]";
export const DEFAULT_MATRIX_LIMIT = 20;
/** GitHub refuses a matrix of more than 256 jobs. */
export const MAX_MATRIX_LIMIT = 256;

export const matrixCommand: Subcommand = async (argv, io) => {
  const { values } = parse(
    argv,
    {
      label: { type: "string" },
      query: { type: "string" },
      limit: { type: "string" },
      repository: { type: "string" },
    },
    USAGE,
    { positionals: false },
  );
  if ((values.label === undefined) === (values.query === undefined))
    throw new UsageError(`give exactly one of --label or --query\nusage: ${USAGE}`, 2);
  const select: IssueSelector = values.label !== undefined ? { label: values.label } : { query: values.query ?? "" };
  const limit = wholeNumber(values.limit, "--limit", {
    min: 1,
    max: MAX_MATRIX_LIMIT,
    fallback: DEFAULT_MATRIX_LIMIT,
    why: "GitHub's most jobs per matrix",
  });
  const fullName = values.repository ?? io.env.GITHUB_REPOSITORY;
  const [owner, repo, extra] = (fullName ?? "").split("/");
  if (!owner || !repo || extra !== undefined)
    throw new UsageError(
      fullName
        ? `--repository must be OWNER/NAME, got "${fullName}"`
        : "which repository? pass --repository OWNER/NAME (in Actions GITHUB_REPOSITORY says it)",
      2,
    );
  const token = io.env.GITHUB_TOKEN || io.env.GH_TOKEN;
  if (!token) throw new UsageError("patchbay matrix reads issues from GitHub: set GITHUB_TOKEN", 2);

  const octokit = createOctokit({
    token,
    baseUrl: io.env.GITHUB_API_URL,
    log: { debug: () => {}, warning: (m) => io.stderr(`warning: ${m}\n`) },
  });
  const found = await findIssues(octokit, { owner, repo, select, limit });
  const what = "label" in select ? `open issues labeled "${select.label}"` : `issues matching "${select.query}"`;
  if (found.numbers.length === 0) io.stderr(`No ${what} in ${owner}/${repo}: the matrix is empty.\n`);
  else if (found.capped)
    io.stderr(
      `${found.total ?? "More than"}${found.total === undefined ? ` ${limit}` : ""} ${what} in ${owner}/${repo}; the matrix is capped at --limit ${limit} (the oldest first). Raise --limit or narrow the selection to cover more.\n`,
    );
  else io.stderr(`${found.numbers.length} ${what} in ${owner}/${repo}.\n`);
  const json = JSON.stringify(found.numbers);
  io.stdout(`${json}\n`);
  if (io.env.GITHUB_OUTPUT) await appendFile(io.env.GITHUB_OUTPUT, `matrix=${json}\n`);
  return 0;
};
