/**
 * Check first, touch later (docs/decisions/0013-local-runs-like-a-local-tool.md): everything a run can find wrong with its
 * input — the repository, the model (spec, key, cassette), the remote when
 * pushing — is found here, before a branch is created, a comment posted or a
 * server started. Each failure is one plain sentence saying what to do.
 */
import { access } from "node:fs/promises";
import path from "node:path";
import { loadCassette } from "../../agent/models/cassette.js";
import { modelSpec, providerAuth } from "../../agent/models/model-spec.js";
import type { Config } from "../../config/schema.js";
import { safeUrl } from "../../git/network.js";
import { scrubbedEnv } from "../../util/env.js";
import { hostGit } from "../../util/host-git.js";
import type { RunSettings } from "../contract.js";

/** Bad input found before the run touched anything: the CLI prints the message alone. */
export class PreflightError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PreflightError";
  }
}

/** Where the repository stood before the run: what a failed run puts back. */
export interface StartState {
  /** The checked-out branch, or undefined for a detached HEAD. */
  branch?: string;
  head: string;
  /** Every local and remote-tracking ref's tip: a commit reachable from these is not the run's. */
  tips: string[];
  /** Local branch names, so a branch the run created is told from one that was there. */
  branches: Set<string>;
  /** The work tree's git directory and the repository's shared one (absolute). */
  gitDir: string;
  commonDir: string;
}

async function git(repo: string, env: RunSettings["env"], args: string[]) {
  return hostGit(repo, args, { cwd: repo, env: scrubbedEnv(env), timeoutMs: 30_000 });
}

/** The repository is a git work tree with a commit; returns where it stands. */
export async function checkRepository(repo: string, env: RunSettings["env"]): Promise<StartState> {
  const exists = await access(repo).then(
    () => true,
    () => false,
  );
  if (!exists) throw new PreflightError(`${repo} does not exist; pass --repo with your repository's directory`);
  // Two processes at once (each is a start-up the run's cold start waits for): where HEAD
  // stands, and every branch's tip. Only when the first fails are the questions asked apart,
  // to say which one it was.
  const [where, refs] = await Promise.all([
    git(repo, env, [
      "rev-parse",
      "--is-bare-repository",
      "--is-inside-work-tree",
      "HEAD^{commit}",
      "--abbrev-ref",
      "HEAD",
      "--absolute-git-dir",
      "--git-common-dir",
    ]),
    git(repo, env, ["for-each-ref", "--format=%(objectname) %(refname)", "refs/heads", "refs/remotes"]),
  ]).catch(() => [undefined, undefined] as const);
  const [bare, inside, headSha, branchName, gitDir = "", common = ""] =
    where?.exitCode === 0 ? where.stdout.trim().split("\n") : [];
  if (!headSha) await whyNoHead(repo, env);
  if (bare === "true" || inside !== "true") throw bareRepository(repo);
  const tips: string[] = [];
  const branches = new Set<string>();
  for (const line of (refs?.stdout ?? "").split("\n")) {
    const [sha, ref] = line.trim().split(" ");
    if (!sha || !ref) continue;
    tips.push(sha);
    if (ref.startsWith("refs/heads/")) branches.add(ref.slice("refs/heads/".length));
  }
  return {
    branch: branchName && branchName !== "HEAD" ? branchName : undefined,
    head: headSha ?? "",
    tips,
    branches,
    gitDir,
    commonDir: path.resolve(repo, common),
  };
}

/** Not a git work tree, a bare repository, or no commit yet: which one, in a sentence. */
async function whyNoHead(repo: string, env: RunSettings["env"]): Promise<never> {
  const probe = await git(repo, env, ["rev-parse", "--is-bare-repository", "--is-inside-work-tree"]).catch(
    () => undefined,
  );
  if (probe?.exitCode !== 0)
    throw new PreflightError(
      `${repo} is not a git repository; run Patchbay in a clone of your repository (or pass --repo DIR), or \`git init\` there first`,
    );
  const [bare, inside] = probe.stdout.trim().split("\n");
  if (bare === "true" || inside !== "true") throw bareRepository(repo);
  throw new PreflightError(
    `${repo} has no commits yet; commit your files first (git add -A && git commit -m initial): the work branch starts from a commit`,
  );
}

function bareRepository(repo: string): PreflightError {
  return new PreflightError(
    `${repo} is a bare git repository, with no working tree for the agent to edit; clone it (git clone ${repo} DIR) and run Patchbay in the clone`,
  );
}

/**
 * The model can be built: the spec parses, the provider's key is set, a replay
 * cassette exists and parses. Building it reads no network (provider packages
 * load on the first request), so this costs nothing but the check.
 */
export async function checkModel(
  settings: Pick<RunSettings, "model" | "baseUrl" | "env" | "cwd">,
  config: Config,
): Promise<void> {
  // The light checks only: the AI SDK and the session load in the background meanwhile, overlapping git work.
  const spec = modelSpec(
    settings.model ?? { provider: config.model.provider, name: config.model.name },
    config.model,
    settings.baseUrl,
  );
  if (spec.provider !== "replay") {
    providerAuth(spec, settings.env);
    return;
  }
  loadCassette(path.resolve(settings.cwd ?? ".", spec.name));
}

/**
 * `--push` asked for a push: origin must exist and answer, now — one attempt,
 * no retries, so a missing or dead remote is an immediate, plain error.
 */
export async function checkRemote(repo: string, env: RunSettings["env"]): Promise<void> {
  const url = await git(repo, env, ["remote", "get-url", "origin"]);
  if (url.exitCode !== 0)
    throw new PreflightError(
      `--push: ${repo} has no remote named origin to push to; add one (git remote add origin URL) or run without --push to keep the commits local`,
    );
  const reach = await hostGit(repo, ["ls-remote", "--heads", "origin"], {
    cwd: repo,
    env: { ...scrubbedEnv(env), GIT_TERMINAL_PROMPT: "0" },
    timeoutMs: 20_000,
  });
  if (reach.exitCode !== 0) {
    const why = reach.timedOut ? "no answer in 20 s" : reach.stderr.trim().split("\n").at(-1);
    throw new PreflightError(
      `--push: could not reach origin (${safeUrl(url.stdout.trim())}): ${why}; check the URL and your access, or run without --push to keep the commits local`,
    );
  }
}
