/**
 * The tests' one repository builder: a work repository on `main` with
 * the given files committed (and any branches made from `main`), and a bare
 * `file://` origin holding all of it, as actions/checkout or a clone would leave
 * them (`buildRepo` alone: the work repository with no origin). The git tests (test/git/helpers.ts `fixture`), the CLI tests
 * (`repoWithRemote`) and the e2e origin (test/e2e/harness.ts `createOrigin`) are
 * thin layers over it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { onTestFinished } from "vitest";
import { git } from "./git.js";
import { tempTree } from "./tmp.js";

export interface RepoSpec {
  /** Files committed on `main` ("initial"). */
  files: Record<string, string>;
  /** Branches made from `main`, each with its files committed ("<branch>: work"). */
  branches?: Record<string, Record<string, string>>;
}

/** Writes `files` under `dir`, making folders as needed. */
function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/** Makes `work` a repository as `spec` says, with no remote; it is left on `main`. */
export function buildRepo(work: string, spec: RepoSpec): void {
  mkdirSync(work, { recursive: true });
  git(work, "init", "-q", "-b", "main");
  writeFiles(work, spec.files);
  git(work, "add", "-A");
  git(work, "commit", "-q", "-m", "initial");
  for (const [branch, files] of Object.entries(spec.branches ?? {})) {
    git(work, "checkout", "-q", "-b", branch, "main");
    writeFiles(work, files);
    git(work, "add", "-A");
    git(work, "commit", "-q", "-m", `${branch}: work`);
    git(work, "checkout", "-q", "main");
  }
}

/**
 * Makes `work` a repository as `spec` says and `remote` its bare origin (`origin`,
 * every branch pushed); `work` is left on `main`. Returns the origin's URL.
 */
export function buildRepoWithOrigin(work: string, remote: string, spec: RepoSpec): string {
  const remoteUrl = `file://${remote}`;
  mkdirSync(path.dirname(remote), { recursive: true });
  git(path.dirname(remote), "init", "-q", "--bare", "-b", "main", remote);
  buildRepo(work, spec);
  git(work, "remote", "add", "origin", remoteUrl);
  git(work, "push", "-q", "origin", "--all");
  return remoteUrl;
}

export interface TestRepo {
  root: string;
  work: string;
  remote: string;
  git: (...args: string[]) => string;
  remoteGit: (...args: string[]) => string;
  write: (file: string, content: string) => Promise<void>;
  cleanup: () => Promise<void>;
}

/** A work repository with a bare `file://` origin in a temp dir of its own, removed by `cleanup`. */
export async function repoWithRemote(files: Record<string, string>): Promise<TestRepo> {
  const tree = await tempTree();
  const work = path.join(tree.dir, "work");
  const remote = path.join(tree.dir, "origin.git");
  buildRepoWithOrigin(work, remote, { files });
  return {
    root: tree.dir,
    work,
    remote,
    git: (...args) => git(work, ...args),
    remoteGit: (...args) => git(remote, ...args),
    write: async (file, content) => writeFiles(work, { [file]: content }),
    cleanup: tree.cleanup,
  };
}

/**
 * repoWithRemote for one test: removed when the test has finished (after its afterEach hooks),
 * so a test file needs no clean-up of its own. Only inside a test's body.
 */
export async function testRepo(files: Record<string, string>): Promise<TestRepo> {
  const repo = await repoWithRemote(files);
  onTestFinished(() => repo.cleanup());
  return repo;
}
