/**
 * A repository in the middle of something — a rebase paused at `edit`,
 * a merge waiting for its commit, a cherry-pick, revert or `am` stopped on a
 * conflict, a bisect, conflicts left by `git stash pop`, a lock file some git left
 * — is refused before `patchbay run` touches anything: every ref, HEAD, the index
 * and git's own state files are as they were, and the message says how to finish
 * or undo what is in progress. Each state is made with git itself.
 */
import { existsSync } from "node:fs";
import { readFile, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCliInMemory } from "../helpers/cli.js";
import { git } from "../helpers/git.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";

const FILES = {
  "src/a.txt": "one\ntwo\nthree\n",
  ".github/patchbay.yml": `approval:
  default: deny
  rules:
    - allow: [write_to_file]
      paths: ["src/**"]
`,
};

let repo: TestRepo;

/** Two commits on main and a branch `other` that changes the same line: what conflicts are made of. */
async function history(r: TestRepo): Promise<void> {
  await r.write("src/a.txt", "one\nTWO on main\nthree\n");
  r.git("commit", "-qam", "main: two");
  r.git("checkout", "-q", "-b", "other", "HEAD~1");
  await r.write("src/a.txt", "one\ntwo on other\nthree\n");
  r.git("commit", "-qam", "other: two");
  r.git("checkout", "-q", "main");
}

/** Everything a run could change: refs, HEAD, the index, the work tree. */
function snapshot(r: TestRepo): string {
  return [
    r.git("for-each-ref", "--format=%(refname) %(objectname)"),
    r.git("rev-parse", "HEAD"),
    r.git("ls-files", "-s"),
    r.git("status", "--porcelain=v1", "--untracked-files=all"),
  ].join("\n---\n");
}

async function runPatchbay(r: TestRepo) {
  const tape = path.join(r.root, "tape.yml");
  await writeFile(
    tape,
    "turns:\n  - tool_calls:\n      - { name: write_to_file, input: { path: src/b.txt, content: x } }\n",
  );
  return runCliInMemory(["run", "--prompt", "change things", "--repo", r.work, "--model", `replay:${tape}`], {
    cwd: r.root,
    env: { PATH: process.env.PATH, HOME: r.root, TMPDIR: process.env.TMPDIR },
  });
}

const cases: { name: string; make: (r: TestRepo) => Promise<string>; says: RegExp[] }[] = [
  {
    name: "a rebase -i paused at edit",
    make: async (r) => {
      const env = { ...process.env, GIT_SEQUENCE_EDITOR: "sed -i 1s/^pick/edit/" };
      await history(r);
      r.git("checkout", "-q", "other");
      // git() has no env parameter: the editor goes in through -c.
      r.git("-c", `sequence.editor=${env.GIT_SEQUENCE_EDITOR}`, "rebase", "-q", "-i", "HEAD~1");
      return ".git/rebase-merge";
    },
    says: [/a rebase is in progress/, /git rebase --continue/, /git rebase --abort/],
  },
  {
    name: "a merge --no-commit",
    make: async (r) => {
      r.git("checkout", "-q", "-b", "side");
      await r.write("src/side.txt", "side\n");
      r.git("add", "-A");
      r.git("commit", "-qm", "side");
      r.git("checkout", "-q", "main");
      r.git("merge", "--no-commit", "--no-ff", "-q", "side");
      return ".git/MERGE_HEAD";
    },
    says: [/a merge is in progress/, /`git commit`/, /git merge --abort/],
  },
  {
    name: "a cherry-pick stopped on a conflict",
    make: async (r) => {
      await history(r);
      expect(() => r.git("cherry-pick", "other")).toThrow();
      return ".git/CHERRY_PICK_HEAD";
    },
    says: [/a cherry-pick is in progress/, /git cherry-pick --continue/, /--abort/],
  },
  {
    name: "a revert stopped on a conflict",
    make: async (r) => {
      await r.write("src/a.txt", "one\nfirst change\nthree\n");
      r.git("commit", "-qam", "first");
      await r.write("src/a.txt", "one\nsecond change\nthree\n");
      r.git("commit", "-qam", "second");
      expect(() => r.git("revert", "--no-edit", "HEAD~1")).toThrow();
      return ".git/REVERT_HEAD";
    },
    says: [/a revert is in progress/, /git revert --continue/],
  },
  {
    name: "a bisect",
    make: async (r) => {
      await history(r);
      r.git("bisect", "start");
      r.git("bisect", "bad");
      return ".git/BISECT_LOG";
    },
    says: [/a bisect is in progress/, /git bisect reset/],
  },
  {
    name: "git am stopped on a patch that does not apply",
    make: async (r) => {
      await history(r);
      const patch = r.git("format-patch", "-1", "--stdout", "other");
      await writeFile(path.join(r.root, "p.patch"), `${patch}\n`);
      expect(() => r.git("am", path.join(r.root, "p.patch"))).toThrow();
      return ".git/rebase-apply/applying";
    },
    says: [/`git am` is applying patches/, /git am --continue/, /git am --abort/],
  },
  {
    name: "conflicts left by git stash pop",
    make: async (r) => {
      await r.write("src/a.txt", "one\nstashed\nthree\n");
      r.git("stash", "-q");
      await r.write("src/a.txt", "one\ncommitted\nthree\n");
      r.git("commit", "-qam", "conflicting");
      expect(() => r.git("stash", "pop", "-q")).toThrow();
      return ".git/refs/stash";
    },
    says: [/1 file\(s\) have unresolved conflicts \(src\/a.txt\)/, /`git add`/],
  },
  {
    name: "an index.lock some git left",
    make: async (r) => {
      const lock = path.join(r.work, ".git/index.lock");
      await writeFile(lock, "");
      // Left long ago: not Patchbay's, whatever else is true.
      await utimes(lock, new Date(2020, 0, 1), new Date(2020, 0, 1));
      return ".git/index.lock";
    },
    says: [/index\.lock exists/, /another git command/, /rm '.*index\.lock'/],
  },
  {
    name: "a branch ref's lock",
    make: async (r) => {
      const lock = path.join(r.work, ".git/refs/heads/main.lock");
      await writeFile(lock, "");
      await utimes(lock, new Date(2020, 0, 1), new Date(2020, 0, 1));
      return ".git/refs/heads/main.lock";
    },
    says: [/refs\/heads\/main\.lock exists/],
  },
];

describe("patchbay run refuses a repository mid-operation, before touching it", () => {
  for (const c of cases)
    it(c.name, async () => {
      repo = await testRepo(FILES);
      const marker = await c.make(repo);
      const before = snapshot(repo);
      const state = await readFile(path.join(repo.work, marker)).catch(() => Buffer.from("dir"));
      const run = await runPatchbay(repo);
      expect(run.code, run.stdout).toBe(1);
      for (const words of c.says) expect(run.stderr).toMatch(words);
      expect(run.stderr).not.toMatch(/Internal error|--debug/);
      expect(snapshot(repo)).toBe(before);
      expect(existsSync(path.join(repo.work, marker))).toBe(true);
      expect(await readFile(path.join(repo.work, marker)).catch(() => Buffer.from("dir"))).toEqual(state);
      expect(git(repo.work, "branch", "--list", "patchbay/*")).toBe("");
    });
});
