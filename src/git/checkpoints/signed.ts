/**
 * Signed checkpoints (`git.sign: true`): the same commits, made through GitHub's
 * Git Data API so GitHub signs them (a commit created without an author is signed
 * by GitHub and shown as Verified). The GitHub layer implements GitDataApi with
 * Octokit; this file never imports it (the dependency rule: docs/decisions/0001-the-session-knows-nothing-of-github.md).
 */

import { execRemote, type GitAuth, type RetryOptions } from "../network.js";
import type { GitRunner } from "../runner.js";
import type { ChangeSet } from "./changes.js";
import { moveHead, syncIndex } from "./commit.js";
import { readInsideWorkspace, readLinkInsideWorkspace } from "./read-inside.js";

export interface TreeEntryInput {
  path: string;
  mode: "100644" | "100755" | "120000";
  type: "blob";
  /** null deletes the path from the base tree. */
  sha: string | null;
}

/** The few Git Data API calls signed commits need (a branch name is without `refs/heads/`). */
export interface GitDataApi {
  getRef(branch: string): Promise<string | null>;
  createRef(branch: string, sha: string): Promise<void>;
  updateRef(branch: string, sha: string, force: boolean): Promise<void>;
  createBlob(contentBase64: string): Promise<string>;
  createTree(baseTree: string, entries: TreeEntryInput[]): Promise<string>;
  /** No author or committer: GitHub signs the commit. */
  createCommit(message: string, tree: string, parents: string[]): Promise<string>;
}

class SignedCommitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SignedCommitError";
  }
}

export interface SignedCommitterOptions {
  runner: GitRunner;
  api: GitDataApi;
  /** The branch on GitHub (and checked out locally). */
  branch: string;
  remote?: string;
  auth?: GitAuth;
  retry?: RetryOptions;
}

export class SignedCommitter {
  private remoteTip: string | null | undefined;

  constructor(private readonly opts: SignedCommitterOptions) {}

  /** Creates the commit on GitHub, moves the branch there, then fetches it and moves HEAD to it. */
  async commit(set: ChangeSet, message: string): Promise<string> {
    const { api, runner, branch } = this.opts;
    if (!set.parent) throw new SignedCommitError("git.sign needs a branch with at least one commit");
    await this.ensureRemoteAt(set.parent);
    const entries: TreeEntryInput[] = [];
    for (const c of set.changes) {
      if (c.kind === "delete") {
        entries.push({ path: c.path, mode: "100644", type: "blob", sha: null });
        continue;
      }
      // The bytes the checkpoint hashed (and the push gate will scan), not a second read of the path.
      const content = c.content ?? (await reread(runner.cwd, c.path, c.mode));
      if (!content)
        throw new SignedCommitError(
          `${c.path} changed or became a link out of the work tree while it was being committed`,
        );
      entries.push({ path: c.path, mode: c.mode, type: "blob", sha: await api.createBlob(content.toString("base64")) });
    }
    const baseTree = (await runner.exec(["rev-parse", `${set.parent}^{tree}`])).stdout.trim();
    const tree = await api.createTree(baseTree, entries);
    const sha = await api.createCommit(message, tree, [set.parent]);
    await api.updateRef(branch, sha, false);
    this.remoteTip = sha;
    await this.fetchAndMove(sha, set.parent);
    await syncIndex(
      runner,
      set.changes.map((c) => c.path),
    );
    return sha;
  }

  /** The run's final tree as one commit on `base`, replacing the branch tip `tip` on GitHub. */
  async squash(base: string, tip: string, message: string): Promise<string> {
    const { api, runner, branch } = this.opts;
    const tree = (await runner.exec(["rev-parse", `${tip}^{tree}`])).stdout.trim();
    const sha = await api.createCommit(message, tree, [base]);
    await api.updateRef(branch, sha, true);
    this.remoteTip = sha;
    await this.fetchAndMove(sha, tip);
    return sha;
  }

  private async ensureRemoteAt(parent: string): Promise<void> {
    const { api, branch } = this.opts;
    if (this.remoteTip === undefined) this.remoteTip = await api.getRef(branch);
    if (this.remoteTip === parent) return;
    if (this.remoteTip === null) {
      await api.createRef(branch, parent);
      this.remoteTip = parent;
      return;
    }
    throw new SignedCommitError(
      `branch ${branch} on GitHub is at ${this.remoteTip.slice(0, 12)} but the local checkout is at ${parent.slice(0, 12)}; ` +
        "signed checkpoints need them equal — push or fetch the branch first",
    );
  }

  private async fetchAndMove(sha: string, expected: string): Promise<void> {
    const { runner, branch } = this.opts;
    const remote = this.opts.remote ?? "origin";
    const res = await execRemote(
      runner,
      ["fetch", "--no-tags", remote, `+refs/heads/${branch}:refs/remotes/${remote}/${branch}`],
      this.opts.auth,
      this.opts.retry,
    );
    const have = await runner.exec(["cat-file", "-e", `${sha}^{commit}`], { allowAllExitCodes: true });
    if (have.exitCode !== 0)
      throw new SignedCommitError(
        `the signed commit ${sha.slice(0, 12)} was made on GitHub but could not be fetched: ${res.stderr.trim()}`,
      );
    if (!(await moveHead(runner, sha, expected, "signed checkpoint")))
      throw new SignedCommitError(
        `the signed commit ${sha.slice(0, 12)} is on GitHub, but the local branch moved meanwhile; fetch ${branch} to continue`,
      );
  }
}

async function reread(workspace: string, rel: string, mode: string): Promise<Buffer | null> {
  if (mode !== "120000") return readInsideWorkspace(workspace, rel);
  const link = await readLinkInsideWorkspace(workspace, rel);
  return link === null ? null : Buffer.from(link, "utf8");
}
