import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
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

async function decision(repo: string, tool: string, input: object): Promise<number> {
  return (await runCliInMemory(["policy", "check", tool, JSON.stringify(input), "--repo", repo], { cwd: repo })).code;
}

describe("patchbay init", () => {
  it("writes a workflow and a config the loader accepts, allowing the repository's own test command", async () => {
    const repo = await repoWith({
      "package.json": JSON.stringify({ scripts: { test: "vitest run" } }),
      "pnpm-lock.yaml": "",
      "src/index.ts": "",
      "test/index.test.ts": "",
    });
    const run = await runCliInMemory(["init"], { cwd: repo });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("ANTHROPIC_API_KEY");
    expect(run.stdout).toContain("Allow GitHub Actions to create and approve pull requests");

    expect((await runCliInMemory(["config", "check", "--repo", repo], { cwd: repo })).code).toBe(0);
    expect(await decision(repo, "execute_command", { command: "pnpm test" })).toBe(0);
    expect(await decision(repo, "write_to_file", { path: "src/a.ts", content: "" })).toBe(0);
    expect(await decision(repo, "write_to_file", { path: "test/a.test.ts", content: "" })).toBe(0);
    // Anything else waits for a person.
    expect(await decision(repo, "write_to_file", { path: "package.json", content: "" })).toBe(3);
    expect(await decision(repo, "execute_command", { command: "npm install left-pad" })).toBe(3);
    expect(await decision(repo, "execute_command", { command: "curl https://example.com" })).toBe(4);
  });

  it("writes one least-privilege workflow whose filters match @patchbay, /patchbay and the label", async () => {
    const repo = await repoWith({ "go.mod": "module x\n" });
    await runCliInMemory(["init"], { cwd: repo });
    const workflow = parse(await readFile(path.join(repo, ".github/workflows/patchbay.yml"), "utf8"));
    expect(Object.keys(workflow.on).sort()).toEqual(["issue_comment", "issues", "pull_request_review_comment"]);
    expect(workflow.permissions).toEqual({ contents: "write", issues: "write", "pull-requests": "write" });
    expect(workflow.concurrency.group).toContain("github.event.issue.number");
    const filter: string = workflow.jobs.patchbay.if;
    expect(filter).toContain("'@patchbay'");
    expect(filter).toContain("'/patchbay'");
    expect(filter).toContain("github.event.label.name == 'patchbay'");
    expect(await decision(repo, "execute_command", { command: "go test ./..." })).toBe(0);
  });

  it.each([
    ["Cargo.toml", "[package]\nname='x'\n", "cargo test"],
    ["pyproject.toml", "[project]\nname='x'\n", "python -m pytest"],
    ["Makefile", "all:\n\ttrue\ntest:\n\ttrue\n", "make test"],
    ["yarn.lock", "", undefined],
  ])("detects the test command from %s", async (file, content, command) => {
    const files: Record<string, string> = { [file]: content };
    if (file === "yarn.lock") files["package.json"] = JSON.stringify({ scripts: { test: "jest" } });
    const repo = await repoWith(files);
    expect((await runCliInMemory(["init"], { cwd: repo })).code).toBe(0);
    expect(await decision(repo, "execute_command", { command: command ?? "yarn test" })).toBe(0);
  });

  it("--two-job writes the two-job workflow (the example's text) and a config that loads", async () => {
    const repo = await repoWith({ "package.json": JSON.stringify({ scripts: { test: "vitest run" } }) });
    const run = await runCliInMemory(["init", "--two-job"], { cwd: repo });
    expect(run.code, run.stderr).toBe(0);
    const written = await readFile(path.join(repo, ".github/workflows/patchbay.yml"), "utf8");
    expect(written).toBe(
      await readFile(path.resolve(import.meta.dirname, "../../examples/workflows/patchbay-two-job.yml"), "utf8"),
    );
    expect(parse(written).jobs.publish.permissions.contents).toBe("write");
    expect((await runCliInMemory(["config", "check", "--repo", repo], { cwd: repo })).code).toBe(0);
    const both = await runCliInMemory(["init", "--two-job", "--review", "--force"], { cwd: repo });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("pick one");
  });

  it("says when it found no test command and still writes a config that loads", async () => {
    const repo = await repoWith({ "README.md": "hi\n" });
    const run = await runCliInMemory(["init"], { cwd: repo });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("no test command found");
    expect((await runCliInMemory(["config", "check", "--repo", repo], { cwd: repo })).code).toBe(0);
    expect(await decision(repo, "execute_command", { command: "npm test" })).toBe(3);
  });

  it("refuses to overwrite existing files without --force, and writes nothing at all", async () => {
    const repo = await repoWith({ ".github/patchbay.yml": "limits: { max_turns: 3 }\n" });
    const run = await runCliInMemory(["init"], { cwd: repo });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(".github/patchbay.yml already exists; nothing was written");
    expect(await readFile(path.join(repo, ".github/patchbay.yml"), "utf8")).toBe("limits: { max_turns: 3 }\n");
    await expect(readFile(path.join(repo, ".github/workflows/patchbay.yml"), "utf8")).rejects.toThrow();

    expect((await runCliInMemory(["init", "--force"], { cwd: repo })).code).toBe(0);
    expect(await readFile(path.join(repo, ".github/patchbay.yml"), "utf8")).toContain("approval:");
  });

  it("survives a broken package.json and refuses a missing --repo", async () => {
    const repo = await repoWith({ "package.json": "{ not json" });
    expect((await runCliInMemory(["init"], { cwd: repo })).code).toBe(0);
    const missing = await runCliInMemory(["init", "--repo", path.join(repo, "nope")], { cwd: repo });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("does not exist");
  });
});
