/**
 * A local run under the rules a careful user writes — read and edit `src/**` with
 * the format's one edit tool, everything else denied — once per edit format,
 * through what ships (`node bin/patchbay.js`): the fix is committed on the work
 * branch, and a call outside the rules is refused without ending the run.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EDIT_FORMATS, editSubject, editTurn, leastPrivilege } from "../e2e/least-privilege.js";
import { runCli } from "../helpers/cli.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";
import { env } from "./run-fixtures.js";

let repo: TestRepo;

describe.each(EDIT_FORMATS)("patchbay run, least privilege (%s)", (format) => {
  it("commits the fix; a command is denied by default and the run goes on", async () => {
    repo = await testRepo({
      "src/math.js": "export function add(a, b) {\n  return a - b;\n}\n",
      ".github/patchbay.yml": leastPrivilege(format),
    });
    const cassette = path.join(repo.root, "c.json");
    await writeFile(
      cassette,
      JSON.stringify({
        turns: [
          { tool_calls: [{ name: "execute_command", input: { command: "npm test" } }] },
          editTurn(format, "src/math.js", "  return a - b;", "  return a + b;"),
          { tool_calls: [{ name: "attempt_completion", input: { result: "Fixed add()." } }] },
        ],
      }),
    );
    const run = await runCli(["run", "--prompt", "Fix add", "--model", `replay:${cassette}`], {
      cwd: repo.work,
      env: env(),
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/✗ denied execute_command npm test/);
    expect(run.stdout).toContain("■ completed");
    expect(repo.git("log", "-1", "--format=%s")).toContain(editSubject(format, "src/math.js"));
    expect(repo.git("show", "HEAD:src/math.js")).toContain("return a + b;");
  });
});
