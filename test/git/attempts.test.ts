import { describe, expect, it } from "vitest";
import { checkpointRun, countAttempts, trailer } from "../../src/git/checkpoints/attempts.js";
import { checkpointMessage } from "../../src/git/checkpoints/message.js";

const checkpoint = (sha: string, run: string, step = 1) => ({
  sha,
  message: checkpointMessage({ tool: "replace_in_file", summary: "src/a.ts", step, runUrl: run }),
});
const human = (sha: string, message = "Fix the parser\n\nSigned-off-by: A <a@example.com>") => ({ sha, message });

describe("countAttempts", () => {
  it("counts distinct runs on top of the last commit someone else made", () => {
    const run1 = "https://github.com/o/r/actions/runs/1";
    const run2 = "https://github.com/o/r/actions/runs/2";
    const attempts = countAttempts([
      checkpoint("c4", run2, 2),
      checkpoint("c3", run2, 1),
      checkpoint("c2", run1, 1),
      human("h1"),
      checkpoint("c0", "https://github.com/o/r/actions/runs/0"),
    ]);
    expect(attempts).toEqual({ count: 2, runs: [run2, run1], since: "h1" });
  });

  it("starts again at zero once a person pushes on top", () => {
    expect(countAttempts([human("h2"), checkpoint("c1", "run-1")])).toEqual({ count: 0, runs: [], since: "h2" });
  });

  it("does not take a look-alike trailer in a person's message body for a checkpoint", () => {
    const fake = { sha: "f", message: "Patchbay-Run: x\nPatchbay-Step: 1\n\nthe real text" };
    expect(checkpointRun(fake.message)).toBeUndefined();
    expect(countAttempts([fake]).count).toBe(0);
  });

  it("reads trailers case-insensitively from the last paragraph only", () => {
    expect(trailer("subject\n\nbody\n\npatchbay-run: u\nPatchbay-Step: 3", "Patchbay-Run")).toBe("u");
    expect(checkpointRun("s\n\nPatchbay-Run: u\nPatchbay-Step: three")).toBeUndefined();
  });
});
