/**
 * The pre-push gate (issue 13 §4). Before any push, every commit the push would
 * send that was not there when the run started is checked:
 * - it was made by Patchbay's checkpointer (an agent's own `git commit` is not);
 * - it touches no path the rules deny for writes (.github/workflows/**, the config…);
 * - it adds no file over the size limit (`sandbox.limits.file_mb`);
 * - the lines it adds hold no secret (secret-scan.ts).
 * Any finding stops the push with a PushRefusedError naming commit, file and rule;
 * the commits stay in the local branch (and in the saved state) for a person to
 * look at. Commits found clean are remembered, so each is read once per run.
 */
import type { Redactor } from "../config/secrets.js";
import type { GitRunner } from "./runner.js";
import { scanForSecrets } from "./secret-scan.js";

export type FindingKind = "foreign-commit" | "denied-path" | "file-too-large" | "secret";

export interface PushFinding {
  kind: FindingKind;
  sha: string;
  path?: string;
  /** The rule, as a person can look it up. */
  rule: string;
}

export class PushRefusedError extends Error {
  constructor(readonly findings: PushFinding[]) {
    super(
      `the push was stopped before anything left this machine — ${findings.map(describe).join("; ")}. The commits are kept in the local branch; remove them (or the files) and push by hand if they are wanted`,
    );
    this.name = "PushRefusedError";
  }
}

function describe(f: PushFinding): string {
  const where = f.path ? ` ${f.path}` : "";
  return `${f.sha.slice(0, 12)}${where}: ${f.rule}`;
}

export interface PushGateOptions {
  /** Whether Patchbay's checkpointer made this commit. */
  isOurs(sha: string): boolean | Promise<boolean>;
  /** Why writing this path is denied by the rules, or undefined. */
  denyPath?(path: string): Promise<string | undefined>;
  /** Largest file a push may add, in bytes. */
  maxFileBytes: number;
  /** The run's secret values, matched in every encoded form. */
  redactor?: Redactor;
}

/** Commits reachable from `tips` and from none of `known`, oldest first. */
async function newCommits(runner: GitRunner, tips: string[], known: string[]): Promise<string[]> {
  if (tips.length === 0) return [];
  const res = await runner.exec(["rev-list", "--reverse", "--topo-order", "--stdin"], {
    input: `${[...tips, ...known.map((k) => `^${k}`)].join("\n")}\n`,
  });
  return res.stdout.split("\n").filter(Boolean);
}

interface AddedFile {
  path: string;
  blob: string;
}

/** Files a commit adds or changes (against each parent; the empty tree for a root). */
async function addedFiles(runner: GitRunner, sha: string): Promise<AddedFile[]> {
  const res = await runner.exec(["diff-tree", "-r", "-z", "--raw", "--no-renames", "--root", "-m", sha]);
  const items = res.stdout.split("\0");
  const out = new Map<string, AddedFile>();
  for (let i = 0; i < items.length; i++) {
    const meta = items[i] ?? "";
    if (!meta.startsWith(":")) continue;
    const file = items[++i] ?? "";
    const [, , , blob = "", status = ""] = meta.slice(1).split(" ");
    if (status !== "D" && !/^0+$/.test(blob)) out.set(file, { path: file, blob });
  }
  return [...out.values()];
}

async function blobSizes(runner: GitRunner, blobs: string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  if (blobs.length === 0) return sizes;
  const res = await runner.exec(["cat-file", "--batch-check=%(objectname) %(objectsize)"], {
    input: `${blobs.join("\n")}\n`,
  });
  for (const line of res.stdout.split("\n")) {
    const [name, size] = line.split(" ");
    if (name && size) sizes.set(name, Number(size));
  }
  return sizes;
}

/** The lines a commit adds, per file, with their line numbers in the new file. */
async function addedLines(runner: GitRunner, sha: string): Promise<Map<string, { text: string[]; lines: number[] }>> {
  const res = await runner.exec(
    ["show", "--format=", "--no-renames", "--no-ext-diff", "--no-textconv", "--no-color", "-U0", "--first-parent", sha],
    { maxOutputBytes: 256 * 1024 * 1024 },
  );
  const files = new Map<string, { text: string[]; lines: number[] }>();
  let current: { text: string[]; lines: number[] } | undefined;
  let line = 0;
  for (const raw of res.stdout.split("\n")) {
    if (raw.startsWith("+++ ")) {
      const name = raw.slice(4);
      current = name === "/dev/null" ? undefined : { text: [], lines: [] };
      if (current) files.set(name.replace(/^"?b\//, "").replace(/"$/, ""), current);
    } else if (raw.startsWith("@@")) {
      line = Number(/\+(\d+)/.exec(raw)?.[1] ?? 0);
    } else if (raw.startsWith("+") && current) {
      current.text.push(raw.slice(1));
      current.lines.push(line++);
    }
  }
  return files;
}

export class PushGate {
  private readonly clean = new Set<string>();

  constructor(
    private readonly runner: GitRunner,
    /** Commits already there when the run started (the remote tip, the start head): not checked. */
    private readonly known: string[],
    private readonly opts: PushGateOptions,
  ) {}

  /** Refs (or shas) a push is about to send; throws PushRefusedError on any finding. */
  async check(tips: string[]): Promise<void> {
    const findings: PushFinding[] = [];
    for (const sha of await newCommits(this.runner, tips, this.known)) {
      if (this.clean.has(sha)) continue;
      const found = await this.checkCommit(sha);
      if (found.length === 0) this.clean.add(sha);
      findings.push(...found);
    }
    if (findings.length) throw new PushRefusedError(findings);
  }

  private async checkCommit(sha: string): Promise<PushFinding[]> {
    const findings: PushFinding[] = [];
    if (!(await this.opts.isOurs(sha))) {
      const subject = (await this.runner.exec(["log", "-1", "--format=%s", sha])).stdout.trim();
      findings.push({ kind: "foreign-commit", sha, rule: `not made by Patchbay's checkpointer ("${subject}")` });
    }
    const files = await addedFiles(this.runner, sha);
    const sizes = await blobSizes(
      this.runner,
      files.map((f) => f.blob),
    );
    for (const file of files) {
      const why = await this.opts.denyPath?.(file.path);
      if (why) findings.push({ kind: "denied-path", sha, path: file.path, rule: why });
      const size = sizes.get(file.blob) ?? 0;
      if (size > this.opts.maxFileBytes)
        findings.push({
          kind: "file-too-large",
          sha,
          path: file.path,
          rule: `${(size / 1024 / 1024).toFixed(1)} MB is over sandbox.limits.file_mb (${this.opts.maxFileBytes / 1024 / 1024} MB)`,
        });
    }
    for (const [path, added] of await addedLines(this.runner, sha)) {
      if ((sizes.get(files.find((f) => f.path === path)?.blob ?? "") ?? 0) > this.opts.maxFileBytes) continue;
      for (const hit of await scanForSecrets(path, added.text.join("\n"), this.opts.redactor))
        findings.push({
          kind: "secret",
          sha,
          path: `${path}:${added.lines[hit.line - 1] ?? hit.line}`,
          rule: hit.rule,
        });
    }
    return findings;
  }
}
