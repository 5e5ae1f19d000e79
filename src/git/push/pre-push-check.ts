/**
 * The pre-push gate. Before any push, every commit the push would send that was
 * not there when the run started is checked — on every ref Patchbay pushes:
 * - on the work branch and the run histories (commits of the checkpointer):
 *   it was made by Patchbay's checkpointer (an agent's own `git commit` is not),
 *   it touches no path the rules deny for writes (.github/workflows/**, the config…),
 *   and the lines it adds hold no secret secretlint knows (git's diff with
 *   --text, so neither a NUL byte nor `-diff` in .gitattributes hides a line);
 * - on every ref, Patchbay's own records too (the session state, the plan):
 *   no blob over the size limit (`sandbox.limits.file_mb`), not more in all than
 *   `sandbox.limits.push_mb`, and no blob holding one of the run's own secret
 *   values — read as bytes, found whole, encoded, reversed or as any 12-character
 *   part (secrets/secret-matcher.ts).
 * Any finding stops the push with a PushRefusedError naming commit, file and rule;
 * the commits stay in the local branch (and in the saved state) for a person to
 * look at. Commits found clean are remembered, so each is read once per run.
 */
import type { Redactor } from "../../secrets/redactor.js";
import { scanForSecrets } from "../../secrets/secret-scan.js";
import type { GitRunner } from "../runner.js";
import { type AddedLine, parseAddedLines } from "./added-lines.js";
import { readBlobs } from "./blob-reader.js";

type FindingKind = "foreign-commit" | "denied-path" | "file-too-large" | "push-too-large" | "secret";

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

export interface PrePushCheckOptions {
  /** Whether Patchbay's checkpointer made this commit. */
  isOurs(sha: string): boolean | Promise<boolean>;
  /** Why writing this path is denied by the rules, or undefined. */
  denyPath?(path: string): Promise<string | undefined>;
  /** Largest file a push may add, in bytes. */
  maxFileBytes: number;
  /** Most bytes of new files one push may send, all refs together; default: no limit. */
  maxPushBytes?: number;
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
async function addedLines(runner: GitRunner, sha: string): Promise<Map<string, AddedLine[]>> {
  const res = await runner.exec(
    [
      "show",
      "--format=",
      "--no-renames",
      "--no-ext-diff",
      "--no-textconv",
      // Every file as text: a NUL byte or `-diff` in .gitattributes would make it "Binary files differ".
      "--text",
      "--no-color",
      "-U0",
      "--first-parent",
      sha,
    ],
    { maxOutputBytes: 256 * 1024 * 1024 },
  );
  return parseAddedLines(res.stdout);
}

/** The line of `content` (1-based) where `offset` falls. */
function lineAt(content: string, offset: number): number {
  let line = 1;
  for (let i = content.indexOf("\n"); i !== -1 && i < offset; i = content.indexOf("\n", i + 1)) line++;
  return line;
}

export class PrePushCheck {
  private readonly clean = new Set<string>();
  /** Blobs this run's pushes have sent, and their bytes: `push_mb` bounds the run, not one push. */
  private readonly sent = new Set<string>();
  private sentBytes = 0;

  constructor(
    private readonly runner: GitRunner,
    /** Commits already there when the run started (the remote tip, the start head): not checked. */
    private readonly known: string[],
    private readonly opts: PrePushCheckOptions,
  ) {}

  /**
   * Refs (or shas) a push is about to send; throws PushRefusedError on any finding.
   * `records`: Patchbay's own refs (session state, plan), whose commits are checked
   * for size and the run's secrets only.
   */
  async check(tips: string[], records: string[] = []): Promise<void> {
    const findings: PushFinding[] = [];
    const blobs = new Map<string, { sha: string; path: string; size: number }>();
    const kinds: Array<[string, "work" | "record"]> = [
      ...(await newCommits(this.runner, tips, this.known)).map((sha): [string, "work"] => [sha, "work"]),
      ...(await newCommits(this.runner, records, this.known)).map((sha): [string, "record"] => [sha, "record"]),
    ];
    for (const [sha, kind] of kinds) {
      if (this.clean.has(sha)) continue;
      const found = await this.checkCommit(sha, kind, blobs);
      if (found.length === 0) this.clean.add(sha);
      findings.push(...found);
    }
    const fresh = [...blobs.values()].filter((b) => !this.sent.has(b.sha));
    findings.push(...(await this.checkBlobs(fresh)));
    if (findings.length) {
      for (const f of findings) this.clean.delete(f.sha);
      throw new PushRefusedError(findings);
    }
    for (const b of fresh) {
      this.sent.add(b.sha);
      this.sentBytes += b.size;
    }
  }

  /** Sizes, then the bytes of every blob the push adds, for the run's own secrets. */
  private async checkBlobs(
    blobs: Array<{ sha: string; path: string; size: number; commit?: string }>,
  ): Promise<PushFinding[]> {
    const findings: PushFinding[] = [];
    const total = this.sentBytes + blobs.reduce((sum, b) => sum + b.size, 0);
    const max = this.opts.maxPushBytes;
    if (max !== undefined && total > max)
      findings.push({
        kind: "push-too-large",
        sha: blobs[0]?.commit ?? "",
        rule: `${(total / 1024 / 1024).toFixed(1)} MB of new files in this run's pushes is over sandbox.limits.push_mb (${max / 1024 / 1024} MB)`,
      });
    const redactor = this.opts.redactor;
    if (!redactor) return findings;
    const scanned = blobs.filter((b) => b.size <= this.opts.maxFileBytes);
    const where = new Map(scanned.map((b) => [b.sha, b]));
    await readBlobs(
      this.runner,
      scanned.map((b) => b.sha),
      (sha, content) => {
        const text = content.toString("utf8");
        const at = redactor.locate(text);
        if (at === -1) return;
        const blob = where.get(sha);
        findings.push({
          kind: "secret",
          sha: blob?.commit ?? sha,
          path: `${blob?.path ?? sha}:${lineAt(text, at)}`,
          rule: "a secret value of this run (or an encoding, a reversal or a part of it), found in the file's bytes",
        });
      },
    );
    return findings;
  }

  private async checkCommit(
    sha: string,
    kind: "work" | "record",
    blobs: Map<string, { sha: string; path: string; size: number; commit?: string }>,
  ): Promise<PushFinding[]> {
    const findings: PushFinding[] = [];
    if (kind === "work" && !(await this.opts.isOurs(sha))) {
      const subject = (await this.runner.exec(["log", "-1", "--format=%s", sha])).stdout.trim();
      findings.push({ kind: "foreign-commit", sha, rule: `not made by Patchbay's checkpointer ("${subject}")` });
    }
    const files = await addedFiles(this.runner, sha);
    const sizes = await blobSizes(
      this.runner,
      files.map((f) => f.blob),
    );
    for (const file of files) {
      const why = kind === "work" ? await this.opts.denyPath?.(file.path) : undefined;
      if (why) findings.push({ kind: "denied-path", sha, path: file.path, rule: why });
      const size = sizes.get(file.blob) ?? 0;
      if (!blobs.has(file.blob)) blobs.set(file.blob, { sha: file.blob, path: file.path, size, commit: sha });
      if (size > this.opts.maxFileBytes)
        findings.push({
          kind: "file-too-large",
          sha,
          path: file.path,
          rule: `${(size / 1024 / 1024).toFixed(1)} MB is over sandbox.limits.file_mb (${this.opts.maxFileBytes / 1024 / 1024} MB)`,
        });
    }
    if (kind === "record") return findings;
    for (const [path, added] of await addedLines(this.runner, sha)) {
      if ((sizes.get(files.find((f) => f.path === path)?.blob ?? "") ?? 0) > this.opts.maxFileBytes) continue;
      for (const hit of await scanForSecrets(path, added.map((a) => a.text).join("\n"), this.opts.redactor))
        findings.push({
          kind: "secret",
          sha,
          path: `${path}:${added[hit.line - 1]?.line ?? hit.line}`,
          rule: hit.rule,
        });
    }
    return findings;
  }
}
