/** A work repository with a bare `file://` origin, as actions/checkout would leave it. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { git } from "./git.js";
import { tempTree } from "./tmp.js";

export interface TestRepo {
  root: string;
  work: string;
  remote: string;
  git: (...args: string[]) => string;
  remoteGit: (...args: string[]) => string;
  write: (file: string, content: string) => Promise<void>;
  cleanup: () => Promise<void>;
}

export async function repoWithRemote(files: Record<string, string>): Promise<TestRepo> {
  const tree = await tempTree();
  const work = path.join(tree.dir, "work");
  const remote = path.join(tree.dir, "origin.git");
  await mkdir(work);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(work, name)), { recursive: true });
    await writeFile(path.join(work, name), content);
  }
  git(tree.dir, "init", "-q", "--bare", "-b", "main", remote);
  git(work, "init", "-q", "-b", "main");
  git(work, "add", "-A");
  git(work, "commit", "-q", "-m", "initial");
  git(work, "remote", "add", "origin", `file://${remote}`);
  git(work, "push", "-q", "origin", "main");
  return {
    root: tree.dir,
    work,
    remote,
    git: (...args) => git(work, ...args),
    remoteGit: (...args) => git(remote, ...args),
    write: async (file, content) => {
      await mkdir(path.dirname(path.join(work, file)), { recursive: true });
      await writeFile(path.join(work, file), content);
    },
    cleanup: tree.cleanup,
  };
}
