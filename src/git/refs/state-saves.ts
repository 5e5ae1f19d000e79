/**
 * The session state through the run's writer (docs/decisions/0005-a-checkpoint-per-tool-call.md): as one JSON text, or a
 * turn at a time (session-saver.ts), what the loop saves after every turn. A state
 * commit has no parent, so one a dying fast-import did not confirm is written again
 * by the next one: the same save (docs/decisions/0012-faults-leave-the-repository-consistent.md).
 */

import type { Logger } from "../../util/logger.js";
import { WriterDiedError } from "../checkpoints/pipe.js";
import type { RunWriter } from "../checkpoints/run-writer.js";
import type { GitIdentity } from "../runner.js";
import { type SaverOptions, type SessionLike, SessionSaver, type Shrink } from "./session-saver.js";
import { prepareState, type SavedState, type SaveStateOptions, STATE_FILE } from "./session-state.js";

export class StateSaves {
  private saver: SessionSaver | undefined;

  constructor(
    private readonly writer: RunWriter,
    private readonly who: GitIdentity,
    private readonly log: Pick<Logger, "info" | "warning">,
    /** After each save (the checkpointer closes the writer once the run has finished). */
    private readonly after: () => Promise<void>,
  ) {}

  async json(branch: string, json: string, opts: SaveStateOptions): Promise<SavedState> {
    const state = prepareState(branch, json, opts);
    const sha = await this.retried(() =>
      this.writer.writeState(state.ref, STATE_FILE, state.text, state.message, this.who),
    );
    return { ref: state.ref, sha, bytes: state.bytes, trimmed: state.trimmed || undefined };
  }

  async session(
    branch: string,
    state: SessionLike,
    opts: Omit<SaverOptions, "who"> & { shrink: Shrink },
  ): Promise<SavedState> {
    this.saver ??= new SessionSaver(this.writer, branch, { ...opts, who: this.who });
    const saver = this.saver;
    return this.retried(() => saver.save(state, opts.shrink));
  }

  private async retried<T>(write: () => Promise<T>): Promise<T> {
    const done = await write().catch((error: unknown) => {
      if (!(error instanceof WriterDiedError)) throw error;
      this.log.warning(`${error.message}; saving the session state again with a new one`);
      return write();
    });
    await this.after();
    return done;
  }
}
