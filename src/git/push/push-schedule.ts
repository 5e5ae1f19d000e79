/**
 * When to push (docs/decisions/0005-a-checkpoint-per-tool-call.md): every `git.push_every_checkpoints` checkpoints or
 * `git.push_every_minutes`, and at the end. What a later process needs to finish
 * the job — which branch, where, against which lease — is kept in
 * `.git/patchbay/push.json`, so the action's post step can push commits left
 * behind by a killed job with `pushPending()`, knowing only the repository.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { GitConfig } from "../../config/schema.js";
import { type Logger, silentLogger } from "../../util/logger.js";
import type { GitAuth, RetryOptions } from "../network.js";
import type { GitRunner } from "../runner.js";
import { patchbayDir } from "../runner.js";
import { pinRemoteUrl } from "./pinned-remote.js";
import { type PushResult, push } from "./push-branch.js";

const pushStateSchema = z.object({
  version: z.literal(1),
  localBranch: z.string().min(1),
  branch: z.string().min(1),
  remote: z.string().min(1),
  expected: z.string().nullable(),
  /** Session-state ref sha last pushed, so a changed state is pushed even without new commits. */
  stateSha: z.string().nullable().default(null),
});
export type PushState = z.infer<typeof pushStateSchema>;

async function pushStateFile(runner: GitRunner): Promise<string> {
  return path.join(await patchbayDir(runner), "push.json");
}

async function readPushState(runner: GitRunner): Promise<PushState | null> {
  const text = await readFile(await pushStateFile(runner), "utf8").catch(() => null);
  if (text === null) return null;
  try {
    const parsed = pushStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function writePushState(runner: GitRunner, state: PushState): Promise<void> {
  const file = await pushStateFile(runner);
  await mkdir(path.dirname(file), { recursive: true });
  // Write-then-rename: a job killed mid-write leaves the old file, never half a file.
  await writeFile(`${file}.tmp`, JSON.stringify(state));
  await rename(`${file}.tmp`, file);
}

async function refSha(runner: GitRunner, ref: string): Promise<string | null> {
  const res = await runner.exec(["rev-parse", "-q", "--verify", ref], { allowAllExitCodes: true });
  return res.exitCode === 0 ? res.stdout.trim() : null;
}

/** Patchbay's own refs that travel with the branch: its session state and run histories. */
async function extraRefspecs(runner: GitRunner, localBranch: string): Promise<string[]> {
  const res = await runner.exec([
    "for-each-ref",
    "--format=%(refname)",
    `refs/patchbay/state/${localBranch}`,
    "refs/patchbay/runs/",
  ]);
  return res.stdout
    .split("\n")
    .filter(Boolean)
    .map((ref) => `+${ref}:${ref}`);
}

export interface PusherOptions {
  runner: GitRunner;
  /** The remote branch to push to. */
  branch: string;
  localBranch?: string;
  remote?: string;
  auth?: GitAuth;
  /** The remote tip when the run started (PreparedBranch.remoteSha). */
  expected: string | null;
  config: Pick<GitConfig, "push_every_checkpoints" | "push_every_minutes">;
  retry?: RetryOptions;
  log?: Pick<Logger, "info" | "warning">;
  /** Checked before every push (the pre-push gate); a throw stops the push. */
  gate?: PushCheck;
  /** Milliseconds clock, for push_every_minutes. */
  now?: () => number;
}

/** Checks what a push would send (pre-push-check.ts); throws to stop it. `records`: Patchbay's own refs (the session state). */
export interface PushCheck {
  check(refs: string[], records?: string[]): Promise<void>;
}

async function pushWithState(
  runner: GitRunner,
  state: PushState,
  opts: { auth?: GitAuth; retry?: RetryOptions; log?: Pick<Logger, "info" | "warning">; gate?: PushCheck },
): Promise<{ result: PushResult | null; state: PushState }> {
  const tip = await refSha(runner, `refs/heads/${state.localBranch}`);
  const stateSha = await refSha(runner, `refs/patchbay/state/${state.localBranch}`);
  if (!tip || (tip === state.expected && stateSha === state.stateSha)) return { result: null, state };
  const extra = await extraRefspecs(runner, state.localBranch);
  // The branch and the run histories carry checkpoints; the session state is Patchbay's record, checked for the
  // run's secrets and size as every pushed ref is.
  const refs = extra.map((spec) => spec.slice(1).split(":")[0] ?? "");
  const commitRefs = refs.filter((r) => r.startsWith("refs/patchbay/runs/"));
  const records = refs.filter((r) => !r.startsWith("refs/patchbay/runs/"));
  await opts.gate?.check([`refs/heads/${state.localBranch}`, ...commitRefs], records);
  const result = await push(runner, {
    branch: state.branch,
    localBranch: state.localBranch,
    remote: state.remote,
    auth: opts.auth,
    expected: state.expected,
    extraRefspecs: extra,
    retry: opts.retry,
    log: opts.log,
  });
  const next: PushState = { ...state, branch: result.branch, expected: result.sha, stateSha };
  await writePushState(runner, next);
  return { result, state: next };
}

export class Pusher {
  private state: PushState;
  private since = 0;
  private lastPush: number;
  private readonly now: () => number;
  private readonly log: Pick<Logger, "info" | "warning">;

  private constructor(
    private readonly opts: PusherOptions,
    state: PushState,
  ) {
    this.state = state;
    this.now = opts.now ?? Date.now;
    this.lastPush = this.now();
    this.log = opts.log ?? silentLogger;
  }

  /** A Pusher whose state is saved at once, so even a job killed before the first push can be finished. */
  static async create(opts: PusherOptions): Promise<Pusher> {
    const state: PushState = {
      version: 1,
      localBranch: opts.localBranch ?? opts.branch,
      branch: opts.branch,
      // The URL now, not the remote's name: config written during the run does not move the push.
      remote: await pinRemoteUrl(opts.runner, opts.remote ?? "origin"),
      expected: opts.expected,
      stateSha: null,
    };
    await writePushState(opts.runner, state);
    return new Pusher(opts, state);
  }

  /** The remote branch the work goes to (changes after a push to a fallback branch). */
  get branch(): string {
    return this.state.branch;
  }

  /** Call after each checkpoint; pushes when the count or the time says so. */
  async afterCheckpoint(): Promise<PushResult | null> {
    this.since++;
    const minutes = (this.now() - this.lastPush) / 60_000;
    if (this.since < this.opts.config.push_every_checkpoints && minutes < this.opts.config.push_every_minutes)
      return null;
    return this.pushNow();
  }

  /** Pushes what is not on the remote yet (commits or a newer session state); null when nothing was. */
  async pushNow(): Promise<PushResult | null> {
    const { result, state } = await pushWithState(this.opts.runner, this.state, {
      auth: this.opts.auth,
      retry: this.opts.retry,
      log: this.log,
      gate: this.opts.gate,
    });
    this.state = state;
    this.since = 0;
    this.lastPush = this.now();
    return result;
  }
}

/**
 * For the post step: pushes commits a killed or cancelled job left unpushed, from
 * what `.git/patchbay/push.json` says. Null when there is no saved push or nothing to push.
 */
export async function pushPending(
  runner: GitRunner,
  opts: {
    auth?: GitAuth;
    retry?: RetryOptions;
    log?: Pick<Logger, "info" | "warning">;
    gate?: PushCheck;
    /**
     * The branch the main step worked on, from the action's own saved state. The file
     * lives in .git, within the agent's reach: if it names another branch (say, the
     * default one), nothing is pushed.
     */
    branch?: string;
  } = {},
): Promise<PushResult | null> {
  const state = await readPushState(runner);
  if (!state) return null;
  if (opts.branch !== undefined && !isSameWork(state.branch, opts.branch))
    throw new PushStateMismatchError(await pushStateFile(runner), state.branch, opts.branch);
  return (await pushWithState(runner, state, opts)).result;
}

/** The work branch itself, or the `<branch>-<n>` a rejected push fell back to. */
function isSameWork(saved: string, branch: string): boolean {
  return saved === branch || (saved.startsWith(`${branch}-`) && /^\d+$/.test(saved.slice(branch.length + 1)));
}

export class PushStateMismatchError extends Error {
  constructor(file: string, saved: string, expected: string) {
    super(
      `${file} says to push ${saved}, but this run worked on ${expected}; nothing was pushed — push ${expected} by hand if its commits are wanted`,
    );
    this.name = "PushStateMismatchError";
  }
}
