/**
 * A file a command writes under an `ask` verdict (install settings here) is held,
 * not committed: the run pauses with the files named in the progress comment;
 * "@patchbay approve" in a new workflow run, on a fresh checkout, commits the
 * held bytes from the saved session; the edit tool's change was pushed at once.
 */
import { describe, expect, test } from "vitest";
import { pullUrl } from "./github-mock.js";
import { type CassetteTurn, examplePayload, remoteCommits, remoteGit } from "./harness.js";
import { useE2e } from "./use-e2e.js";

const CONFIG = `approval:
  default: deny
  rules:
    - allow: [read_file, replace_in_file]
      paths: ["src/**"]
    - allow: execute_command
      commands: ["sh -c *", "echo *"]
      allow_redirects: true
`;

const BRANCH = "patchbay/issue-1";
const FIX = {
  name: "replace_in_file",
  input: { path: "src/math.ts", diff: "------- SEARCH\n  return a - b;\n=======\n  return a + b;\n+++++++ REPLACE" },
};
const NPMRC = { name: "execute_command", input: { command: "sh -c 'echo registry=https://r.example.com/ > .npmrc'" } };
const done = (result: string): CassetteTurn => ({ tool_calls: [{ name: "attempt_completion", input: { result } }] });

const e2e = useE2e({ config: CONFIG });

describe("a command's change the rules ask about", () => {
  test("is held and named in the comment; approve (fresh clone) commits it; the edit was pushed at once", async () => {
    e2e.gh.gate().reaction(2501234567).progressComment(1, 9601).issue(1).openPulls(BRANCH).createPull(41);
    const first = await e2e.run({
      event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
      turns: [{ tool_calls: [FIX] }, { tool_calls: [NPMRC] }],
      runId: "961",
    });
    expect(first.exitCode, first.log).toBe(0);
    e2e.gh.assertDone();
    expect(first.outputs).toMatchObject({ outcome: "awaiting_approval", branch: BRANCH });
    const waiting = e2e.gh.finalComment(1, 9601);
    expect(waiting).toContain("commit changed files");
    expect(waiting).toContain(".npmrc");
    expect(waiting).toContain("@patchbay approve");
    expect(remoteGit(e2e.origin, "ls-tree", "-r", "--name-only", BRANCH)).not.toContain(".npmrc");
    expect(remoteGit(e2e.origin, "show", `${BRANCH}:src/math.ts`)).toContain("a + b");

    e2e.resetGitHub();
    e2e.gh
      .gate()
      .reaction(2501235000)
      .progressComment(1, 9602)
      .issue(1)
      .openPulls(BRANCH, [{ number: 41, html_url: pullUrl(41), draft: true }])
      .updatePull(41);
    const second = await e2e.run({
      event: {
        name: "issue_comment",
        payload: examplePayload("issue_comment.issue", {
          comment: {
            id: 2501235000,
            body: "@patchbay approve",
            created_at: "2026-11-20T10:00:00Z",
            updated_at: "2026-11-20T10:00:00Z",
          },
        }),
      },
      turns: [done("Fixed, with the registry set.")],
      runId: "962",
    });
    expect(second.exitCode, second.log).toBe(0);
    e2e.gh.assertDone();
    expect(second.outputs).toMatchObject({ outcome: "completed", branch: BRANCH });
    expect(remoteGit(e2e.origin, "show", `${BRANCH}:.npmrc`)).toBe("registry=https://r.example.com/");
    expect(remoteCommits(e2e.origin, BRANCH).map((c) => c.trailers["Patchbay-Tool"])).toEqual([
      "replace_in_file",
      "approval",
    ]);
  });
});
