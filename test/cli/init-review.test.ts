/**
 * `patchbay init --review` (docs/decisions/0017-code-review.md): the code review workflow (the example's
 * exact text) and a config with automatic reviews on that the real loader
 * accepts; an existing config is kept, and the output says what to add to it.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCliInMemory } from "../helpers/cli.js";
import { tempTree } from "../helpers/tmp.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
async function repoWith(files: Record<string, string>): Promise<string> {
  const tree = await tempTree(files);
  cleanups.push(tree.cleanup);
  return tree.dir;
}
const example = () =>
  readFile(path.resolve(import.meta.dirname, "../../examples/workflows/patchbay-review.yml"), "utf8");

describe("patchbay init --review", () => {
  it("writes the review workflow and a config whose code_review.auto is on, which the loader accepts", async () => {
    const repo = await repoWith({ "package.json": JSON.stringify({ scripts: { test: "vitest run" } }) });
    const run = await runCliInMemory(["init", "--review"], { cwd: repo });
    expect(run.code, run.stderr).toBe(0);
    expect(await readFile(path.join(repo, ".github/workflows/patchbay-review.yml"), "utf8")).toBe(await example());
    expect(run.stdout).toContain("wrote .github/workflows/patchbay-review.yml\nwrote .github/patchbay.yml");
    expect(run.stdout).toContain(
      '"@patchbay review [focus]" comments are run by the comment workflow: `patchbay init` writes it.',
    );
    const check = await runCliInMemory(["config", "check", "--repo", repo, "--json"], { cwd: repo });
    expect(check.code, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout).config.code_review).toEqual({
      auto: true,
      instructions: "REVIEW.md",
      min_severity: "low",
      max_comments: 20,
      request_changes_at: "critical",
    });
  });

  it("keeps an existing config and says what to add; the review workflow is not overwritten without --force", async () => {
    const repo = await repoWith({ ".github/patchbay.yml": "limits: { max_turns: 3 }\n" });
    const run = await runCliInMemory(["init", "--review"], { cwd: repo });
    expect(run.code, run.stderr).toBe(0);
    expect(await readFile(path.join(repo, ".github/patchbay.yml"), "utf8")).toBe("limits: { max_turns: 3 }\n");
    expect(run.stdout).toContain(
      ".github/patchbay.yml was kept as it is: add this to it to review pull requests automatically:",
    );
    expect(run.stdout).toContain("    code_review:\n      auto: true");
    const again = await runCliInMemory(["init", "--review"], { cwd: repo });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      ".github/workflows/patchbay-review.yml already exists; nothing was written. Run `patchbay init --review --force`",
    );
  });
});
