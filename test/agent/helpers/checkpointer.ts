/** A recording Checkpointer: a fake sha per call that reported written paths; records every call. */
import type { Checkpoint, Checkpointer, CheckpointRequest } from "../../../src/git/types.js";

export function recordingCheckpointer(): Checkpointer & {
  requests: CheckpointRequest[];
  turns: number[];
  finished: boolean[];
} {
  const made: Checkpoint[] = [];
  const requests: CheckpointRequest[] = [];
  const turns: number[] = [];
  const finished: boolean[] = [];
  return {
    requests,
    turns,
    finished,
    async afterTool(req) {
      requests.push(req);
      // Unknown paths (undefined) count as a change here; the real checkpointer detects.
      if (req.paths && req.paths.length === 0) return null;
      const checkpoint = {
        step: req.step,
        tool: req.tool,
        sha: `sha${String(made.length + 1).padStart(37, "0")}`,
        files: req.paths ?? [],
        subject: `${req.tool}: ${req.summary}`,
      };
      made.push(checkpoint);
      return checkpoint;
    },
    async afterTurn(turn) {
      turns.push(turn);
      return null;
    },
    async finish(success) {
      finished.push(success);
      return [...made];
    },
    list: () => [...made],
  };
}
