/**
 * `patchbay branches [--prune]`: Patchbay's local work branches (`patchbay/…`), with
 * what each holds that no other branch does, and — with --prune — the ones that
 * hold nothing of their own deleted (merged, or never used), their saved sessions
 * with them. The checked-out branch and a branch with work found nowhere else are
 * never deleted.
 */
import path from "node:path";
import { createGitRunner, type GitRunner } from "../git/runner.js";
import { UsageError } from "../util/usage-error.js";
import { parse } from "./args.js";
import type { Subcommand } from "./io.js";

const USAGE = `patchbay branches [--prune] [--repo DIR]

Lists Patchbay's local work branches (patchbay/…): for each, the commits found on no
other branch, its last commit and whether it is checked out.
  --prune     delete the branches that hold nothing of their own (merged, or empty)
              and their saved sessions; never the checked-out one
  --repo DIR  the repository (default: the current directory)`;

const PREFIX = "refs/heads/patchbay/";

interface WorkBranch {
  name: string;
  /** Commits on this branch and on no other branch or remote-tracking branch. */
  own: number;
  date: string;
  subject: string;
  current: boolean;
}

async function git(runner: GitRunner, args: string[]): Promise<string> {
  return (await runner.exec(args)).stdout.trim();
}

async function workBranches(runner: GitRunner): Promise<WorkBranch[]> {
  const current = (await runner.exec(["symbolic-ref", "-q", "HEAD"], { allowAllExitCodes: true })).stdout.trim();
  const refs = (await git(runner, ["for-each-ref", "--format=%(refname)", "refs/heads", "refs/remotes"]))
    .split("\n")
    .filter(Boolean);
  const lines = (
    await git(runner, ["for-each-ref", "--format=%(refname)%09%(committerdate:short)%09%(subject)", PREFIX])
  )
    .split("\n")
    .filter(Boolean);
  const out: WorkBranch[] = [];
  for (const line of lines) {
    const [ref = "", date = "", subject = ""] = line.split("\t");
    const others = refs.filter((r) => r !== ref && !r.startsWith(PREFIX));
    const own = Number(await git(runner, ["rev-list", "--count", ref, "--not", ...others, "--"]));
    out.push({ name: ref.slice("refs/heads/".length), own, date, subject, current: ref === current });
  }
  return out;
}

export const branchesCommand: Subcommand = async (argv, io) => {
  const { values } = parse(argv, { prune: { type: "boolean" }, repo: { type: "string" } }, USAGE, {
    positionals: false,
  });
  const repo = path.resolve(io.cwd, values.repo ?? ".");
  const runner = createGitRunner({ cwd: repo, baseEnv: io.env });
  const inside = await runner
    .exec(["rev-parse", "--is-inside-work-tree"], { allowAllExitCodes: true })
    .catch(() => null);
  if (inside?.exitCode !== 0) throw new UsageError(`${repo} is not a git repository (use --repo DIR)`, 1);
  const branches = await workBranches(runner);
  if (branches.length === 0) {
    io.stdout("no Patchbay work branches (patchbay/…) here\n");
    return 0;
  }
  const spare = branches.filter((b) => b.own === 0 && !b.current);
  if (values.prune) {
    for (const b of spare) {
      await runner.exec(["branch", "-D", b.name]);
      await runner.exec(["update-ref", "-d", `refs/patchbay/state/${b.name}`], { allowAllExitCodes: true });
      io.stdout(`deleted ${b.name} (${b.subject ? `last: ${b.subject}` : "empty"})\n`);
    }
    const kept = branches.length - spare.length;
    io.stdout(
      `${spare.length} deleted, ${kept} kept (work found on no other branch${kept && branches.some((b) => b.current) ? ", or checked out" : ""})\n`,
    );
    return 0;
  }
  const width = Math.max(...branches.map((b) => b.name.length));
  for (const b of branches) {
    const held = b.own === 0 ? "nothing of its own" : `${b.own} commit${b.own === 1 ? "" : "s"} only here`;
    io.stdout(`${b.current ? "*" : " "} ${b.name.padEnd(width)}  ${held.padEnd(22)}  ${b.date}  ${b.subject}\n`);
  }
  if (spare.length)
    io.stdout(
      `\n${spare.length} hold${spare.length === 1 ? "s" : ""} nothing of ${spare.length === 1 ? "its" : "their"} own: patchbay branches --prune deletes ${spare.length === 1 ? "it" : "them"}\n`,
    );
  return 0;
};
