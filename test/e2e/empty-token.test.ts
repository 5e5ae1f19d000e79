/**
 * Fail closed: under GitHub Actions, a trigger with an actor needs
 * the permission gate, and the gate needs a token. With the `github_token` input
 * empty or missing, a stranger's comment must not start a run: the step fails,
 * says what to set, and nothing reaches the model, the remote or GitHub.
 */
import { describe, expect, test } from "vitest";
import { examplePayload, remoteGit, writeCassette } from "./harness.js";
import { useE2e } from "./use-e2e.js";

const CONFIG = `approval:
  rules:
    - allow: write_to_file
      paths: ["src/**"]
`;

const e2e = useE2e({ config: CONFIG });

const stranger = { login: "mallory", id: 99999, type: "User" };

describe("an empty github_token under Actions", () => {
  for (const token of ["", null]) {
    test(`refuses a comment trigger (github_token ${token === null ? "missing" : "empty"}) and says what to set`, async () => {
      const refsBefore = remoteGit(e2e.origin, "for-each-ref");
      const cassette = await writeCassette(e2e.origin, [
        { tool_calls: [{ name: "write_to_file", input: { path: "src/pwned.ts", content: "export const x = 1;\n" } }] },
        { tool_calls: [{ name: "attempt_completion", input: { result: "done" } }] },
      ]);
      const run = await e2e.run({
        event: {
          name: "issue_comment",
          payload: examplePayload("issue_comment.issue", { comment: { user: stranger }, sender: stranger }),
        },
        inputs: { model: `replay:${cassette}`, github_token: token },
      });
      expect(run.exitCode, run.log).toBe(1);
      expect(run.log).toContain("::error::");
      expect(run.log).toMatch(/permission check.*github_token/s);
      expect(run.outputs.commits ?? "0").toBe("0");
      expect(remoteGit(e2e.origin, "for-each-ref")).toBe(refsBefore);
      expect(e2e.gh.requests).toEqual([]);
    });
  }
});
