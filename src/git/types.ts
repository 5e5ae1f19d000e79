/**
 * The engine's view of git: one call after each tool call, one at the end.
 *
 * The git layer in a run (docs/decisions/0005-a-checkpoint-per-tool-call.md), in order: createGitRunner → stashCredentials
 * (saved outside the workspace with writeCredentialStash) → resolveWorkBranch →
 * prepareBranch (records paths that were dirty before the run: they are never
 * staged, only warned about) → GitCheckpointer (+ SignedCommitter over
 * createGitDataApi when git.sign) and Pusher.create → per tool call afterTool,
 * then pusher.afterCheckpoint → saveSessionState after each step → finish →
 * pusher.pushNow → restoreCredentials. The post step: restoreCredentials from
 * the stash file, then pushPending.
 */

import type { HeldChanges } from "./checkpoints/held.js";

export interface CheckpointRequest {
  step: number;
  tool: string;
  /** What the call did, for the commit subject: "<tool>: <summary>". */
  summary: string;
  /** Workspace-relative paths the tool wrote, when it knows them; undefined = detect changes. */
  paths?: string[];
  /**
   * The paths the rules judged and allowed for this call (a file tool's), so they are
   * committed as they are; any other change is judged as a command's would be.
   */
  approved?: string[];
}

export interface Checkpoint {
  step: number;
  tool: string;
  sha: string;
  files: string[];
  subject: string;
}

/** What a tool call is about to do, as its access says (read, write files, run a command, other). */
export type ToolKind = "read" | "write" | "exec" | "other";

export interface Checkpointer {
  /**
   * Before a tool runs: a command may read the index, so deferred index work happens
   * here (`command`: the shell command of an exec tool; `paths`: what a write tool
   * names, journaled so a kill before its checkpoint loses nothing).
   */
  beforeTool?(kind: ToolKind, command?: string, paths?: string[]): Promise<void>;
  /** Commit what the call changed; null when nothing changed (or the mode defers commits). */
  afterTool(req: CheckpointRequest): Promise<Checkpoint | null>;
  /** End of a model turn (git.checkpoints: turn commits here). */
  afterTurn(turn: number): Promise<Checkpoint | null>;
  /** End of the session (git.checkpoints: end commits here; squash happens here). */
  finish(success: boolean): Promise<Checkpoint[]>;
  /** Every checkpoint made so far in this run. */
  list(): Checkpoint[];
  /** Changes the rules hold for approval (a command wrote a file under an `ask` rule), taken once. */
  takeHeld?(): HeldChanges | undefined;
  /** Commits held changes a person approved (writing them into the work tree when a resumed run lacks them). */
  commitHeld?(held: HeldChanges, step: number, approvedBy: string): Promise<Checkpoint | null>;
}
