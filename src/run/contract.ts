/**
 * What a run and its caller agree on. Going in: everything the run needs to know,
 * in one typed record (docs/decisions/0019-inputs-read-in-one-place.md) — the action fills it from inputs and the
 * runner's environment, the CLI from flags; nothing downstream reads
 * `core.getInput` or `process.env` — and what the caller lends it (a GitHub
 * client, where output goes, the abort signal). Coming out: the RunResult the
 * entry points turn into outputs and exit codes.
 */
import type { ReportLinks } from "../agent/reporter.js";
import { emptyUsage, type Outcome, type Usage } from "../agent/types.js";
import type { ReviewJson } from "../code-review/review-json.js";
import type { GitHubClient } from "../github/octokit.js";
import type { CommentRef } from "../github/reporting/comments.js";
import type { Delivery } from "./delivery.js";
import type { PostStepCheckState } from "./stages/post-step-check.js";

export interface RunSettings {
  /** The repository checkout (GITHUB_WORKSPACE, or --repo). */
  repo: string;
  /** Where relative paths given by the caller (a replay cassette) are resolved. */
  cwd: string;
  /** GITHUB_EVENT_NAME and the parsed payload; absent for a bare `patchbay run --prompt`. */
  event?: { name: string; payload: unknown; path?: string };
  /** Config path relative to the repo (the `config` input, --config). */
  configPath?: string;
  /** "provider/name" or "replay:PATH"; overrides the config's model. */
  model?: string;
  /** The `base_url` input (OpenAI-compatible servers); overrides model.base_url. */
  baseUrl?: string;
  prompt?: string;
  /**
   * `patchbay run --approve / --deny WHY / --answer TEXT`: the answer, in the
   * words `@patchbay approve` would use, to the paused session on the current branch.
   */
  answer?: string;
  task?: string;
  /**
   * `plan`: a read-only run that posts a plan (the `mode` input, --mode); overrides a task's
   * `mode`. `go` (--mode go, a local run): carry out the plan made for the same request, as
   * `@patchbay go` does on GitHub.
   */
  mode?: "edit" | "plan" | "go";
  /** The `output_schema` input or --output-schema: inline JSON or a path (relative to `cwd`). */
  outputSchema?: string;
  /** The `issue` input (a sweep's matrix entry): work on this issue as if it had been labeled. */
  issue?: number;
  /** `patchbay review`: review the checked-out branch against `base` (default: the default branch). */
  codeReview?: { base?: string; focus?: string };
  /** Where the work goes: nowhere (a dry run), the local work branch, or origin and a pull request. */
  delivery: Delivery;
  limits: { maxTurns?: number; maxCostUsd?: number; timeoutMinutes?: number };
  /** The GitHub token, when running against GitHub. Never handed to tools or servers. */
  githubToken?: string;
  /** GITHUB_API_URL / GITHUB_SERVER_URL (GHES). */
  apiUrl: string;
  serverUrl: string;
  /** GITHUB_REPOSITORY as owner/name, when known. */
  repository?: string;
  /** GITHUB_RUN_ID and the run's URL, for checkpoint trailers and links. */
  runId: string;
  runUrl?: string;
  /** A directory outside the workspace for Patchbay's own files (RUNNER_TEMP, or the OS temp dir). */
  tempDir: string;
  /** Where to write the JSONL transcript. */
  transcriptPath?: string;
  /** Where files saved for people go (browser screenshots): the run's artifacts, outside the work tree. */
  artifactsDir?: string;
  /** Where to record a cassette (--record). */
  recordPath?: string;
  /** The process environment the run may draw keys from (scrubbed before any tool sees it). */
  env: Record<string, string | undefined>;
  /** Under act (ACT=true). */
  underAct: boolean;
  debug: boolean;
  /** The login Patchbay posts as, when known up front; its own events never trigger it. */
  botLogin?: string;
  /** Stop right after config and trigger (the start-up benchmark's first mark). */
  exitAt?: "config";
  /**
   * A local run (docs/decisions/0013-local-runs-like-a-local-tool.md): new work branches start from this ref — the checked-out
   * commit ("HEAD"), or `--base REF` — and the run says where it started and how to get
   * back. Undefined under GitHub Actions: the remote's base branch, as a runner has it.
   */
  startFrom?: string;
  /** The `patchbay run` flags that name this repository, config and model, for the commands a local run prints. */
  localFlags?: string[];
}

export interface PipelineDeps {
  /** Present when the run talks to GitHub (a token, and not a dry run). */
  octokit?: GitHubClient;
  /** Console output (the log of a workflow run, or a terminal). */
  write: (text: string) => void;
  /**
   * Starts a collapsible section of the log titled `title` (ending the one before);
   * `undefined` ends the current one. The Actions log's `::group::`; absent at a terminal.
   */
  group?: (title: string | undefined) => void;
  color: boolean;
  /** A person at a terminal: `ask` calls are put to them (y / n / always) instead of pausing the run. */
  prompt?: (question: string) => Promise<string>;
  signal?: AbortSignal;
  /** The fetch model providers use (tests pass nock-visible fetch). */
  fetch?: typeof fetch;
  /** Called once the GitHub progress comment exists, so the post step can finish it after a kill. */
  onStarted?: (state: StartedState) => void;
}

/** What the post step needs to finish a run that was killed. */
export interface StartedState {
  branch?: string;
  stashFile?: string;
  /** What the post step's pre-push gate needs (stages/post-step-check.ts). */
  gate?: PostStepCheckState;
  comment?: CommentRef;
}

export interface RunResult {
  outcome: Outcome;
  /** Checkpoints made by this run (a resumed session's outcome also counts the earlier runs'). */
  commitsMade?: number;
  /** Turns, tokens, cost and wall time of this run alone (a resumed session's outcome counts every run). */
  thisRun?: { turns: number; usage: Usage; costUsd: number; durationMs?: number };
  branch?: string;
  prUrl?: string;
  transcript?: string;
  /** The folder of files saved for people (browser screenshots), when the run saved any. */
  artifacts?: string;
  /** Markdown for the job summary. */
  summary?: string;
  links: ReportLinks;
  /** A code review's findings: their count and the `review_json` output. */
  codeReview?: { findings: number; json: ReviewJson };
}

/** A run that failed, was cancelled or whose result was invalid: the step fails and the CLI exits 1 (the others are answers, not errors). */
export function failed(result: RunResult): boolean {
  return ["failed", "cancelled", "invalid_output"].includes(result.outcome.kind);
}

export function skippedOutcome(reason: string): Outcome {
  return { kind: "skipped", message: reason, turns: 0, usage: emptyUsage(), costUsd: 0, commits: [] };
}
