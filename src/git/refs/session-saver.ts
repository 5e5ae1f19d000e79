/**
 * The session state saved a turn at a time (docs/decisions/0012-faults-leave-the-repository-consistent.md). Re-processing the whole
 * conversation at every save — redact, measure, parse, serialize, compress —
 * made the 1,000th turn cost eight times the 100th. Here a save costs what is new:
 *
 * - the conversation and the checkpoint list are ChunkedLists (state-chunks.ts):
 *   each item serialized once, full chunks named by id, only the open one sent;
 * - the rest (usage, the pending call, …) is one small `state.json`;
 * - the size cap is kept by the list's running byte count: over it, the saved
 *   conversation is shrunk the way the context window is (`shrink`, whose cost is
 *   bounded by the context window the loop keeps), once, and later turns are
 *   appended to what was kept — so it comes around again only after the
 *   conversation has grown by a tenth of the cap.
 *
 * The state commit is `refs/patchbay/state/<branch>`, parentless as before; its
 * tree is `state.json` + `messages/NNNNN.jsonl` + `checkpoints/NNNNN.jsonl`
 * (format 2: session-state.ts reads both).
 */
import type { Redactor } from "../../secrets/redactor.js";
import type { RunWriter } from "../checkpoints/run-writer.js";
import type { GitIdentity } from "../runner.js";
import { type SavedState, STATE_FILE, STATE_MARKER_V2, sessionStateRef } from "./session-state.js";
import { ChunkedList } from "./state-chunks.js";

/** The shape the saver needs of a saved session; the agent owns the rest. */
export interface SessionLike {
  messages: unknown[];
  checkpoints: unknown[];
  [key: string]: unknown;
}

export interface SaverOptions {
  redactor: Redactor;
  /** Bytes the conversation may take in the state before it is shrunk. */
  maxBytes: number;
  who: GitIdentity;
}

/**
 * This save's conversation cut to well under the cap (stubs, dropped exchanges), the
 * way the context window cuts it; it ends with the same messages as the live one.
 */
export type Shrink = () => unknown[];

export class SessionSaver {
  private readonly messages: ChunkedList;
  private readonly checkpoints: ChunkedList;
  /** The live conversation the saved one follows: its length and last message at the last save. */
  private liveCount = 0;
  private liveLast: unknown;
  private checkpointCount = 0;
  private checkpointLast: unknown;
  private trimmed: string | undefined;

  constructor(
    private readonly writer: RunWriter,
    private readonly branch: string,
    private readonly opts: SaverOptions,
  ) {
    const blobId = (content: Buffer) => writer.blobId(content);
    const clean = (line: string) => opts.redactor.redact(line);
    this.messages = new ChunkedList("messages", blobId, clean);
    this.checkpoints = new ChunkedList("checkpoints", blobId, clean);
  }

  async save(state: SessionLike, shrink: Shrink): Promise<SavedState> {
    await this.writer.ready(); // blob ids are sha1 or sha256, as the repository is
    this.follow(state.messages);
    this.followCheckpoints(state.checkpoints);
    if (this.messages.bytes > this.opts.maxBytes) {
      const before = this.messages.all.length;
      const shrunk = shrink();
      this.messages.reset(shrunk);
      this.trimmed = `the saved conversation was cut from ${before} to ${shrunk.length} messages to stay under ${this.opts.maxBytes} bytes`;
    }
    const { messages: _m, checkpoints: _c, ...rest } = state;
    const head = Buffer.from(
      JSON.stringify({ ...rest, format: 2, parts: { messages: "messages/", checkpoints: "checkpoints/" } }),
      "utf8",
    );
    const files = [{ path: STATE_FILE, content: head }, ...this.messages.files(), ...this.checkpoints.files()];
    const ref = sessionStateRef(this.branch);
    const message = `patchbay session state for ${this.branch}\n\n${this.trimmed ? `${this.trimmed}\n\n` : ""}${STATE_MARKER_V2}\n`;
    const sha = await this.writer.writeStateTree(ref, files, message, this.opts.who);
    this.messages.written();
    this.checkpoints.written();
    const bytes = head.length + this.messages.bytes + this.checkpoints.bytes;
    return { ref, sha, bytes, trimmed: this.trimmed || undefined };
  }

  /** Appends the messages added since the last save; a conversation rewritten meanwhile is saved anew. */
  private follow(live: unknown[]): void {
    const appended =
      live.length >= this.liveCount && (this.liveCount === 0 || live[this.liveCount - 1] === this.liveLast);
    if (appended) this.messages.append(live.slice(this.liveCount));
    else this.messages.reset(live);
    this.liveCount = live.length;
    this.liveLast = live[live.length - 1];
  }

  private followCheckpoints(live: unknown[]): void {
    const appended =
      live.length >= this.checkpointCount &&
      (this.checkpointCount === 0 || live[this.checkpointCount - 1] === this.checkpointLast);
    if (appended) this.checkpoints.append(live.slice(this.checkpointCount));
    else this.checkpoints.reset(live);
    this.checkpointCount = live.length;
    this.checkpointLast = live[live.length - 1];
  }
}
