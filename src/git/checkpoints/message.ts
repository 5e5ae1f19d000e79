/**
 * Checkpoint commit messages (docs/decisions/0005-a-checkpoint-per-tool-call.md): `<tool>: <summary>`, a blank line, then
 * trailers that the inspection CLI and the progress comment read back.
 */
import type { GitRunner } from "../runner.js";

export interface CheckpointMessage {
  tool: string;
  summary: string;
  step: number;
  runUrl: string;
  requester?: { name: string; email: string };
  /** Extra paragraph between subject and trailers. */
  body?: string;
}

/** Subjects stay on one line and short enough for `git log --oneline`. */
function checkpointSubject(tool: string, summary: string): string {
  const oneLine = summary.replace(/\s+/g, " ").trim();
  const subject = oneLine ? `${tool}: ${oneLine}` : tool;
  return subject.length > 100 ? `${subject.slice(0, 99)}…` : subject;
}

export function checkpointMessage(m: CheckpointMessage): string {
  const trailers = [`Patchbay-Run: ${m.runUrl}`, `Patchbay-Step: ${m.step}`, `Patchbay-Tool: ${m.tool}`];
  if (m.requester) trailers.push(`Co-authored-by: ${m.requester.name} <${m.requester.email}>`);
  const parts = [checkpointSubject(m.tool, m.summary)];
  if (m.body?.trim()) parts.push(m.body.trim());
  parts.push(trailers.join("\n"));
  return `${parts.join("\n\n")}\n`;
}

export interface LoggedCheckpoint {
  sha: string;
  subject: string;
  step: number;
  tool: string;
  run: string;
  files: string[];
}

/** The runs a commit names in its `Patchbay-Run` trailers (a checkpoint names one). */
export async function runTrailers(runner: GitRunner, sha: string): Promise<string[]> {
  const res = await runner.exec(["log", "-1", "--format=%(trailers:key=Patchbay-Run,valueonly,unfold)", sha]);
  return res.stdout
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
}

const FIELD = "\x1f";
const RECORD = "\x1e";

/**
 * Checkpoint commits reachable from `rev` (newest first), read from their trailers.
 * Commits without a Patchbay-Step trailer (people's commits) are left out.
 */
export async function readCheckpoints(runner: GitRunner, rev: string, max = 1000): Promise<LoggedCheckpoint[]> {
  const format = [
    `${RECORD}%H`,
    "%s",
    "%(trailers:key=Patchbay-Step,valueonly,separator=%x2c)",
    "%(trailers:key=Patchbay-Tool,valueonly,separator=%x2c)",
    `%(trailers:key=Patchbay-Run,valueonly,separator=%x2c)${FIELD}`,
  ].join(FIELD);
  const res = await runner.exec([
    "-c",
    "core.quotePath=false",
    "log",
    `--max-count=${max}`,
    "--first-parent",
    "--no-renames",
    "--name-only",
    "-z",
    `--format=${format}`,
    rev,
    "--",
  ]);
  const out: LoggedCheckpoint[] = [];
  for (const record of res.stdout.split(RECORD)) {
    if (!record) continue;
    const fields = record.split(FIELD);
    const [sha, subject, step, tool, run] = fields;
    const files = (fields[5] ?? "")
      .split(/[\0\n]/)
      .map((f) => f.trim())
      .filter(Boolean);
    const stepNumber = Number.parseInt(step?.trim() ?? "", 10);
    if (!sha || Number.isNaN(stepNumber)) continue;
    out.push({
      sha: sha.trim(),
      subject: subject ?? "",
      step: stepNumber,
      tool: tool?.trim() ?? "",
      run: run?.trim() ?? "",
      files,
    });
  }
  return out;
}
