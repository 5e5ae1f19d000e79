/**
 * Everything a run needs to know from its caller, in one typed record (STYLE 1).
 * The action fills it from inputs and the runner's environment, the CLI from
 * flags; nothing downstream reads `core.getInput` or `process.env`.
 */
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
  dryRun: boolean;
  /**
   * False: the commits stay on the local work branch (a `patchbay run` outside
   * GitHub Actions without --push). True: --push asked for it, so the remote is
   * checked before the run. Undefined: push as the Action does.
   */
  push?: boolean;
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
   * A local run (issue 25): new work branches start from this ref — the checked-out
   * commit ("HEAD"), or `--base REF` — and the run says where it started and how to get
   * back. Undefined under GitHub Actions: the remote's base branch, as a runner has it.
   */
  startFrom?: string;
  /** The `patchbay run` flags that name this repository, config and model, for the commands a local run prints. */
  localFlags?: string[];
  /**
   * The agent stage (issue 30): the outbox directory. The run reads from GitHub and origin as
   * always, commits locally, and pushes nothing; its GitHub writes are recorded (outbox/recorder.ts).
   */
  outbox?: string;
}
