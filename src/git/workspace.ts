/**
 * The git side of one run: the work branch checked out, credentials out of the
 * agent's reach, a checkpointer that pushes as it goes, the saved session of an
 * earlier run on the same branch, and — at the end — the last push. Everything
 * set up here is torn down in `close()` (and again, after a kill, by the post step).
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { parseSavedSession, type SavedSession, shrinkSavedSession } from "../agent/state.js";
import type { Config } from "../config/schema.js";
import type { Redactor } from "../secrets/redactor.js";
import type { Logger } from "../util/logger.js";
import { type PreparedBranch, prepareBranch } from "./branch.js";
import { GitCheckpointer } from "./checkpoints/checkpointer.js";
import type { HeldChanges, JudgePath } from "./checkpoints/held.js";
import { type GitDataApi, SignedCommitter } from "./checkpoints/signed.js";
import {
  type CredentialStash,
  originCredentials,
  restoreCredentials,
  stashCredentials,
  writeCredentialStash,
} from "./credentials.js";
import { execRemote, type GitAuth, onServer } from "./network.js";
import { formatPatch } from "./patch.js";
import { PrePushCheck } from "./push/pre-push-check.js";
import type { PushResult } from "./push/push-branch.js";
import { Pusher } from "./push/push-schedule.js";
import { loadSessionState } from "./refs/session-state.js";
import type { Recovery } from "./run-lock/recover.js";
import type { RunLock } from "./run-lock/run-lock.js";
import { createGitRunner, type GitIdentity, type GitRunner } from "./runner.js";
import type { Checkpoint, Checkpointer, CheckpointRequest, ToolKind } from "./types.js";

export interface WorkspaceOptions {
  repo: string;
  /** The branch the work goes on: a branch of this repository, or a fork's PR worked on in a detached copy. */
  branch: WorkspaceBranch;
  /** The fork PR's number (its head is fetched as refs/pull/N/head). */
  number?: number;
  config: Config;
  runId: string;
  runUrl: string;
  requester?: GitIdentity;
  /** Token for fetch/push; handed to git per command only. */
  auth?: GitAuth;
  /** No pushes at all (dry runs, forks). */
  push: boolean;
  /** Talk to no remote at all, not even to fetch (a local run without --push): see prepareBranch. */
  localOnly?: boolean;
  redactor: Redactor;
  env: Record<string, string | undefined>;
  log: Pick<Logger, "info" | "warning">;
  /** A directory outside the workspace for the credential stash (RUNNER_TEMP): no tool may read it. */
  stashDir: string;
  /** GitHub's Git Data API, for `git.sign: true` (commits GitHub signs and shows as Verified). */
  gitDataApi?: GitDataApi;
  /** The rules' verdict on committing a path that a command or an MCP tool changed (git/checkpoints/held.ts). */
  judge?: JudgePath;
  /** The run's lock and what a killed run before it left (run/stages/checkout-lock.ts). */
  guard?: { lock: RunLock; recovery: Pick<Recovery, "carried"> };
}

/** Where the work happens, once a PR's head branch is known. */
type WorkspaceBranch =
  | { kind: "work"; name: string; base: string; start?: { sha: string } }
  | { kind: "fork"; name: string; base: string; headSha: string };

export interface Workspace {
  runner: GitRunner;
  prepared: PreparedBranch;
  checkpointer: Checkpointer;
  /** The saved session of an earlier run on this branch, when there is a usable one. */
  saved?: SavedSession;
  saveState(state: SavedSession): Promise<void>;
  /** The final push; null when nothing was pushed (dry run, fork, nothing new). */
  pushFinal(): Promise<PushResult | null>;
  /** The remote branch the work is on (changes when a rejected push went to a new branch). */
  remoteBranch(): string;
  /** Where the credential stash is (for the post step), when there was anything to stash. */
  stashFile?: string;
  /** Fork PRs: the run's commits as a `git format-patch` series. */
  patch(): Promise<string>;
  close(): Promise<void>;
}

/** What the saved conversation may weigh before its oldest parts are cut, as the context window cuts them. */
const SAVED_CONVERSATION_BYTES = 1_500_000;

/** Pushes during the run so a cancelled job loses little (docs/decisions/0005-a-checkpoint-per-tool-call.md). */
class PushingCheckpointer implements Checkpointer {
  /** Every commit the checkpointer made this run: the only ones the pre-push gate lets through. */
  readonly made = new Set<string>();

  constructor(
    private readonly inner: Checkpointer,
    private readonly pusher: Pusher | undefined,
    private readonly log: Pick<Logger, "info" | "warning">,
  ) {}

  private async pushed(checkpoint: Checkpoint | null): Promise<Checkpoint | null> {
    if (checkpoint) this.made.add(checkpoint.sha);
    if (checkpoint && this.pusher) {
      try {
        const result = await this.pusher.afterCheckpoint();
        if (result) this.log.info(result.message);
      } catch (error) {
        // A failed mid-run push is retried at the end; the commit is safe locally.
        this.log.warning(`push during the run failed, will retry at the end: ${(error as Error).message}`);
      }
    }
    return checkpoint;
  }

  async beforeTool(kind: ToolKind, command?: string, paths?: string[]): Promise<void> {
    await this.inner.beforeTool?.(kind, command, paths);
  }

  async afterTool(req: CheckpointRequest): Promise<Checkpoint | null> {
    return this.pushed(await this.inner.afterTool(req));
  }

  async afterTurn(turn: number): Promise<Checkpoint | null> {
    return this.pushed(await this.inner.afterTurn(turn));
  }

  async finish(success: boolean): Promise<Checkpoint[]> {
    const checkpoints = await this.inner.finish(success);
    for (const c of checkpoints) this.made.add(c.sha);
    return checkpoints;
  }

  list(): Checkpoint[] {
    return this.inner.list();
  }

  takeHeld(): HeldChanges | undefined {
    return this.inner.takeHeld?.();
  }

  async commitHeld(held: HeldChanges, step: number, approvedBy: string): Promise<Checkpoint | null> {
    return this.pushed((await this.inner.commitHeld?.(held, step, approvedBy)) ?? null);
  }
}

export async function openWorkspace(options: WorkspaceOptions): Promise<Workspace> {
  const { branch, config, log } = options;
  const runner = createGitRunner({ cwd: options.repo, baseEnv: options.env });
  // actions/checkout may have left a token in .git/config; no tool may read it while the agent runs.
  const stash: CredentialStash = await stashCredentials(runner);
  const stashFile = path.join(
    options.stashDir,
    `patchbay-credentials-${options.runId.replace(/[^A-Za-z0-9._-]/g, "-")}.json`,
  );
  if (stash.entries.length) await writeCredentialStash(stashFile, stash);
  try {
    // A token in origin's URL left the config with the other credentials; Patchbay's own git still uses it.
    const fromUrl = originCredentials(stash);
    if (fromUrl) options.redactor.add(fromUrl.token);
    const auth = await authForOrigin(runner, options.auth ?? fromUrl, log);
    const base =
      branch.kind === "fork" ? await fetchForkHead(runner, options.number, branch.headSha, auth) : branch.base;
    const guard = options.guard;
    const prepared = await prepareBranch(runner, branch.name, base, {
      auth,
      log,
      localOnly: options.localOnly,
      carried: guard?.recovery.carried,
      startPoint: branch.kind === "work" && branch.start ? branch.start.sha : undefined,
    });
    // From here on a kill is put right by the next run: the lock's journal says where the work was.
    guard?.lock.setBranch(prepared.branch);
    guard?.lock.record({ ref: `refs/heads/${prepared.branch}`, dirtyAtStart: prepared.dirtyAtStart });
    if (config.git.sign && !options.gitDataApi && !options.push)
      log.info(
        "git.sign: this run pushes nothing, so its checkpoints are ordinary local commits (GitHub signs only what it writes)",
      );
    else if (config.git.sign && !options.gitDataApi)
      throw new Error(
        "git.sign: true makes commits through GitHub's API, which needs a GitHub token (the github_token input)",
      );
    const checkpointer = new GitCheckpointer({
      runner,
      runId: options.runId,
      runUrl: options.runUrl,
      requester: options.requester,
      // Unsigned local commits when signing is off for this run (dry run, act, fork): see above.
      config: options.gitDataApi ? config.git : { ...config.git, sign: false },
      log,
      dirtyAtStart: prepared.dirtyAtStart,
      carried: prepared.carried,
      journal: guard ? (update) => guard.lock.record(update) : undefined,
      redactor: options.redactor,
      judge: options.judge,
      signer:
        config.git.sign && options.gitDataApi
          ? new SignedCommitter({ runner, api: options.gitDataApi, branch: prepared.branch, auth })
          : undefined,
    });
    // Two reads at once, each a git start-up the first model request waits for: the saved session
    // (read now, used below) and every commit reachable from a ref now — not this run's to check.
    const loading = loadSessionState(runner, prepared.branch);
    loading.catch(() => undefined); // awaited below, where a failure surfaces
    const known = (await runner.exec(["for-each-ref", "--format=%(objectname)"])).stdout.split("\n").filter(Boolean);
    let made: ReadonlySet<string> = new Set();
    const gate = new PrePushCheck(
      runner,
      [...new Set([...known, prepared.head, prepared.remoteSha ?? prepared.head])],
      {
        isOurs: (sha) => made.has(sha),
        // Only what every file tool is denied stops a push: an `ask` path got here through an approval.
        denyPath: options.judge ? refusedBy(options.judge) : undefined,
        maxFileBytes: config.sandbox.limits.file_mb * 1024 * 1024,
        maxPushBytes: config.sandbox.limits.push_mb * 1024 * 1024,
        redactor: options.redactor,
      },
    );
    const pusher =
      options.push && branch.kind === "work"
        ? await Pusher.create({
            runner,
            branch: prepared.branch,
            auth,
            expected: prepared.remoteSha,
            config: config.git,
            log,
            gate,
          })
        : undefined;
    const pushing = new PushingCheckpointer(checkpointer, pusher, log);
    made = pushing.made;

    let saved: SavedSession | undefined;
    const loaded = await loading;
    if (loaded && "warning" in loaded) log.warning(loaded.warning);
    else if (loaded) {
      try {
        saved = parseSavedSession(loaded.state, `saved session on ${prepared.branch}`);
      } catch (error) {
        log.warning(`${(error as Error).message}; the run starts fresh`);
      }
    }

    return {
      runner,
      prepared,
      saved,
      checkpointer: pushing,
      saveState: async (state) => {
        // Through the run's writer, a turn at a time: what is new is written, not the whole (docs/decisions/0012-faults-leave-the-repository-consistent.md).
        await checkpointer.saveSession(prepared.branch, state, {
          redactor: options.redactor,
          maxBytes: SAVED_CONVERSATION_BYTES,
          shrink: () => shrinkSavedSession(state, SAVED_CONVERSATION_BYTES * 0.9).messages,
        });
      },
      pushFinal: async () => (pusher ? pusher.pushNow() : null),
      remoteBranch: () => pusher?.branch ?? prepared.branch,
      patch: () => formatPatch(runner, prepared.head, "HEAD"),
      stashFile: stash.entries.length ? stashFile : undefined,
      close: async () => {
        await checkpointer.close();
        await restoreCredentials(runner, stash);
        if (stash.entries.length) await rm(stashFile, { force: true });
      },
    };
  } catch (error) {
    await restoreCredentials(runner, stash);
    if (stash.entries.length) await rm(stashFile, { force: true });
    throw error;
  }
}

/**
 * A fork's head is not in this repository's branches: fetch it through the PR
 * ref into a local branch the work branch can start from. Nothing is pushed to
 * the fork (docs/decisions/0005-a-checkpoint-per-tool-call.md); the result leaves as a patch.
 */
async function fetchForkHead(
  runner: GitRunner,
  number: number | undefined,
  sha: string,
  auth?: GitAuth,
): Promise<string> {
  const local = `patchbay/fork-head-${number ?? sha.slice(0, 12)}`;
  const known = await runner.exec(["cat-file", "-e", `${sha}^{commit}`], { allowAllExitCodes: true });
  if (known.exitCode !== 0 && number !== undefined) {
    const fetched = await execRemote(
      runner,
      ["fetch", "--no-tags", "origin", `+refs/pull/${number}/head:refs/heads/${local}`],
      auth,
    );
    if (fetched.exitCode !== 0)
      throw new Error(`could not fetch the fork's head (pull/${number}/head): ${fetched.stderr.trim()}`);
    return local;
  }
  await runner.exec(["branch", "-f", local, sha]);
  return local;
}

/**
 * The token is for the GitHub server the run belongs to. A checkout whose origin
 * is elsewhere at the start (a local path, another host: local runs, tests) needs
 * no token and gets none. If origin is moved elsewhere later — by a tool during
 * the run — the git layer refuses to hand the token over, loudly.
 */
async function authForOrigin(
  runner: GitRunner,
  auth: GitAuth | undefined,
  log: Pick<Logger, "info" | "warning">,
): Promise<GitAuth | undefined> {
  if (!auth?.serverUrl) return auth;
  const origin = await runner.exec(["remote", "get-url", "origin"], { allowAllExitCodes: true });
  if (origin.exitCode !== 0 || onServer(origin.stdout.trim(), auth.serverUrl)) return auth;
  log.info(`origin is not on ${auth.serverUrl.replace(/\/+$/, "")}; the GitHub token is not used for git`);
  return undefined;
}

/** The push gate's question — why must this path not be pushed? — from the rules' verdict. */
function refusedBy(judge: JudgePath): (path: string) => Promise<string | undefined> {
  return async (file) => {
    const verdict = await judge(file);
    return verdict.decision === "deny" ? verdict.why : undefined;
  };
}
