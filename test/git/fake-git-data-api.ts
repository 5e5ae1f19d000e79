/**
 * GitDataApi implemented with real git plumbing on a bare repository — the same
 * objects GitHub would create — recording every call so tests can assert them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GitDataApi, TreeEntryInput } from "../../src/git/checkpoints/signed.js";
import { createGitRunner } from "../../src/git/runner.js";

export class FakeGitDataApi implements GitDataApi {
  readonly calls: { name: string; args: unknown[] }[] = [];
  private readonly git;

  constructor(bare: string) {
    this.git = createGitRunner({
      cwd: bare,
      baseEnv: { PATH: process.env.PATH, HOME: os.tmpdir() },
      identity: { name: "GitHub", email: "noreply@github.com" },
    });
  }

  async getRef(branch: string): Promise<string | null> {
    this.calls.push({ name: "getRef", args: [branch] });
    const r = await this.git.exec(["rev-parse", "-q", "--verify", `refs/heads/${branch}`], { allowAllExitCodes: true });
    return r.exitCode === 0 ? r.stdout.trim() : null;
  }

  async createRef(branch: string, sha: string): Promise<void> {
    this.calls.push({ name: "createRef", args: [branch, sha] });
    await this.git.exec(["update-ref", `refs/heads/${branch}`, sha, ""]);
  }

  async updateRef(branch: string, sha: string, force: boolean): Promise<void> {
    this.calls.push({ name: "updateRef", args: [branch, sha, force] });
    const ref = `refs/heads/${branch}`;
    if (!force) {
      const ff = await this.git.exec(["merge-base", "--is-ancestor", ref, sha], { allowAllExitCodes: true });
      if (ff.exitCode !== 0) throw new Error("422 Update is not a fast forward");
    }
    await this.git.exec(["update-ref", ref, sha]);
  }

  async createBlob(contentBase64: string): Promise<string> {
    this.calls.push({ name: "createBlob", args: [contentBase64] });
    const r = await this.git.exec(["hash-object", "-w", "--stdin"], { input: Buffer.from(contentBase64, "base64") });
    return r.stdout.trim();
  }

  async createTree(baseTree: string, entries: TreeEntryInput[]): Promise<string> {
    this.calls.push({ name: "createTree", args: [baseTree, entries] });
    const dir = mkdtempSync(path.join(os.tmpdir(), "fake-api-"));
    const env = { GIT_INDEX_FILE: path.join(dir, "index") };
    try {
      await this.git.exec(["read-tree", baseTree], { env });
      const lines = entries.map((e) =>
        e.sha === null ? `0 ${"0".repeat(40)}\t${e.path}` : `${e.mode} ${e.sha}\t${e.path}`,
      );
      await this.git.exec(["update-index", "--index-info"], { env, input: `${lines.join("\n")}\n` });
      return (await this.git.exec(["write-tree"], { env })).stdout.trim();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  async createCommit(message: string, tree: string, parents: string[]): Promise<string> {
    this.calls.push({ name: "createCommit", args: [message, tree, parents] });
    const args = ["commit-tree", tree, ...parents.flatMap((p) => ["-p", p]), "-F", "-"];
    return (await this.git.exec(args, { input: message })).stdout.trim();
  }
}
