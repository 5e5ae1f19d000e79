/**
 * Changes a checkpoint keeps back. A path no approved file-tool call named — a
 * command's or an MCP tool's change — is judged as if a file tool had written
 * it: allowed, it is committed; denied, it stays in the working tree,
 * uncommitted, with a warning; asked, it is held for a person's approval, in
 * the same flow as an `ask` tool call. The held bytes travel with the session
 * state (a later run, on a fresh checkout, writes and commits them when the
 * answer is "approve"), so they are capped in size.
 */
import { createHash } from "node:crypto";
import { removeBeneath, WalkError, WriteError, writeBeneath } from "../../beneath/files.js";
import type { Logger } from "../../util/logger.js";
import type { FileMode, TreeChange } from "./changes.js";
import { readInsideWorkspace } from "./read-inside.js";

type PathDecision = "allow" | "ask" | "deny";

interface PathJudgement {
  decision: PathDecision;
  /** The deciding rule and its reason, as a person can look it up. */
  why: string;
}

/** The rules' verdict on committing a path that a command or an MCP tool changed. */
export type JudgePath = (path: string) => Promise<PathJudgement>;

export interface HeldFile {
  path: string;
  /** The change removed the file. */
  deleted?: true;
  mode?: FileMode;
  sha?: string;
  /** The bytes, base64 (they must survive JSON and a later run). */
  content?: string;
}

/** What is waiting for approval: the files and why the rules ask. */
export interface HeldChanges {
  files: HeldFile[];
  why: string;
}

/** Bytes held for approval across a run: the session state carries them. */
const MAX_HELD_BYTES = 256 * 1024;

export class HeldChangesBox {
  private readonly held = new Map<string, { file: HeldFile; why: string }>();
  private bytes = 0;

  constructor(
    private readonly judge: JudgePath | undefined,
    private readonly log: Pick<Logger, "info" | "warning">,
  ) {}

  /**
   * The changes to commit now; the rest are withheld (deny) or held (ask).
   * `approved(path)`: an allowed file-tool call named it, so it was judged with the call.
   */
  async sort(changes: TreeChange[], approved: (path: string) => boolean): Promise<TreeChange[]> {
    if (!this.judge) return changes;
    const kept: TreeChange[] = [];
    for (const c of changes) {
      if (approved(c.path)) {
        kept.push(c);
        continue;
      }
      const verdict = await this.judge(c.path);
      if (verdict.decision === "allow") kept.push(c);
      else if (verdict.decision === "deny") this.log.warning(`${c.path} changed but is not committed: ${verdict.why}`);
      else this.hold(c, verdict.why);
    }
    return kept;
  }

  /** What waits for approval since the last take, if anything. */
  take(): HeldChanges | undefined {
    if (this.held.size === 0) return undefined;
    const items = [...this.held.values()];
    this.held.clear();
    this.bytes = 0;
    return { files: items.map((i) => i.file), why: [...new Set(items.map((i) => i.why))].join("; ") };
  }

  private hold(c: TreeChange, why: string): void {
    if (c.kind === "delete") {
      this.held.set(c.path, { file: { path: c.path, deleted: true }, why });
      return;
    }
    const size = c.content?.length ?? 0;
    if (!c.content || this.bytes + size > MAX_HELD_BYTES) {
      this.log.warning(
        `${c.path} changed but is not committed: ${why}; it is too large to hold for approval (over ${MAX_HELD_BYTES / 1024} KB held), so it stays in the working tree for a person to commit`,
      );
      return;
    }
    this.bytes += size;
    this.held.set(c.path, {
      file: { path: c.path, mode: c.mode, sha: c.sha, content: c.content.toString("base64") },
      why,
    });
  }
}

/**
 * Puts approved held changes into the work tree where they are not already
 * (a resumed run's fresh checkout) and returns the paths to commit. Each path
 * is judged again (an approval answers an ask, never a deny), and bytes that
 * no longer hash to what was held (masked because they held a secret) are not
 * written.
 */
export async function restoreHeld(
  workspace: string,
  held: HeldChanges,
  judge: JudgePath | undefined,
  log: Pick<Logger, "info" | "warning">,
): Promise<string[]> {
  const paths: string[] = [];
  for (const file of held.files) {
    const verdict = judge ? await judge(file.path) : undefined;
    if (verdict?.decision === "deny") {
      log.warning(`${file.path} was approved but is not committed: ${verdict.why}`);
      continue;
    }
    try {
      if (file.deleted) {
        await removeBeneath(workspace, file.path);
      } else {
        const bytes = Buffer.from(file.content ?? "", "base64");
        if (file.mode === "120000" || !file.sha || blobHash(bytes, file.sha.length) !== file.sha) {
          log.warning(`${file.path} was approved but is not committed: its held content could not be restored`);
          continue;
        }
        const current = await readInsideWorkspace(workspace, file.path);
        if (!current?.equals(bytes)) await writeBeneath(workspace, file.path, bytes);
      }
    } catch (e) {
      if (!(e instanceof WalkError || e instanceof WriteError)) throw e;
      log.warning(`${file.path} was approved but is not committed: ${e.message}`);
      continue;
    }
    paths.push(file.path);
  }
  return paths;
}

function blobHash(content: Buffer, hexLength: number): string {
  return createHash(hexLength === 64 ? "sha256" : "sha1")
    .update(`blob ${content.length}\0`)
    .update(content)
    .digest("hex");
}
