/**
 * The pre-push gate through a real run: the agent commits a workflow file itself, with
 * an allowed `git commit *` command, and waits for Patchbay to push it. The
 * pre-push gate stops the push and says which commit and path; nothing of it
 * reaches the remote.
 */
import { describe, expect, test } from "vitest";
import { examplePayload, remoteGit, writeCassette } from "./harness.js";
import { useE2e } from "./use-e2e.js";

// The sandbox keeps .git read-only, so the agent's commit would fail there; with it off, the
// push gate is the last line of defence and is tested on its own.
const CONFIG = `sandbox: { mode: "off" }
approval:
  rules:
    - allow: write_to_file
      paths: ["src/**"]
    - allow: execute_command
      commands: ["mkdir *", "git *"]
      # A rule as loose as it gets: even git's own -c is allowed, so only the push gate stands in the way.
      allow_options: ["-c"]
`;

const e2e = useE2e({ config: CONFIG });

const command = (c: string) => ({ tool_calls: [{ name: "execute_command", input: { command: c } }] });

describe("the agent's own commit of a workflow file", () => {
  test("is refused at push time, named in the log, and never reaches the remote", async () => {
    e2e.gh.gate().reaction(2501234567).progressComment(1, 9801).issue(1);
    const refsBefore = remoteGit(e2e.origin, "for-each-ref");
    const cassette = await writeCassette(e2e.origin, [
      { tool_calls: [{ name: "write_to_file", input: { path: "src/ci.yml", content: "on: push\njobs: {}\n" } }] },
      command("mkdir -p .github/workflows"),
      command("git mv src/ci.yml .github/workflows/x.yml"),
      command("git -c user.name=agent -c user.email=agent@example.com commit -q -m 'add ci'"),
      { tool_calls: [{ name: "attempt_completion", input: { result: "done" } }] },
    ]);
    const run = await e2e.run({
      event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
      inputs: { model: `replay:${cassette}` },
    });
    expect(run.log).toMatch(/not made by Patchbay's checkpointer \("add ci"\)/);
    expect(run.log).toContain(".github/workflows/x.yml");
    expect(remoteGit(e2e.origin, "for-each-ref")).toBe(refsBefore);
    expect(run.exitCode, run.log).toBe(1);
  });
});
