/**
 * `patchbay run --preview` for a person (and `--preview --json` for a script), and
 * `patchbay run --task NAME` alone, which runs the config's task on this machine.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";

const CONFIG = `model: { provider: anthropic, name: claude-sonnet-4-5 }
approval:
  default: ask
  rules:
    - allow: [read_file, list_files, write_to_file]
mcp_servers:
  notes: { command: node, args: [server.js] }
tasks:
  changelog:
    prompt: Write CHANGELOG.md from the git log.
`;

let repo: TestRepo;
const env = () => ({ PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR });

describe("patchbay run --preview", () => {
  it("prints trigger, task, model, servers, rules and branch as text; --json as JSON; touches nothing", async () => {
    repo = await testRepo({ "README.md": "hi\n", ".github/patchbay.yml": CONFIG });
    const text = await runCli(["run", "--task", "changelog", "--repo", repo.work, "--preview"], {
      cwd: repo.root,
      env: env(),
    });
    expect(text.stderr).toBe("");
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("trigger   local via task: task changelog");
    expect(text.stdout).toContain("task      task: Write CHANGELOG.md from the git log.");
    expect(text.stdout).toContain("model     anthropic/claude-sonnet-4-5");
    expect(text.stdout).toContain("servers   notes");
    expect(text.stdout).toContain("rules     1 rule(s) in .github/patchbay.yml, default: ask");
    expect(text.stdout).toContain("branch    patchbay/task-changelog (from main)");
    const json = await runCli(["run", "--prompt", "Tidy up", "--repo", repo.work, "--preview", "--json"], {
      cwd: repo.root,
      env: env(),
    });
    expect(JSON.parse(json.stdout).task).toMatchObject({ mode: "automation", request: "Tidy up" });
    expect(repo.git("branch", "--list")).toBe("* main");
  });

  it("--plan, its old name, still previews, and says it is now --preview (not --mode plan)", async () => {
    repo = await testRepo({ "README.md": "hi\n", ".github/patchbay.yml": CONFIG });
    const old = await runCli(["run", "--prompt", "Tidy up", "--repo", repo.work, "--plan", "--json"], {
      cwd: repo.root,
      env: env(),
    });
    expect(old.code).toBe(0);
    expect(old.stderr.trim().split("\n")).toEqual([
      "patchbay: --plan is now --preview (a preview of the run; --mode plan is a read-only run that makes a plan)",
    ]);
    expect(JSON.parse(old.stdout).task).toMatchObject({ mode: "automation", request: "Tidy up" });
    expect(repo.git("branch", "--list")).toBe("* main");
  });
});

describe("patchbay run --task NAME", () => {
  it("runs the configured task's prompt on a branch of its own", async () => {
    repo = await testRepo({
      "README.md": "hi\n",
      ".github/patchbay.yml": CONFIG.replace(/mcp_servers:\n.*\n/, ""),
    });
    const cassette = path.join(repo.root, "c.yml");
    await writeFile(
      cassette,
      `turns:
  - tool_calls:
      - { name: write_to_file, input: { path: CHANGELOG.md, content: "# Changes\\n" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: Wrote the changelog. } }
`,
    );
    const run = await runCli(["run", "--task", "changelog", "--repo", repo.work, "--model", `replay:${cassette}`], {
      cwd: repo.root,
      env: env(),
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("■ completed");
    expect(repo.git("show", "patchbay/task-changelog:CHANGELOG.md")).toBe("# Changes");
  });

  it("an unknown task name lists the configured ones and changes nothing", async () => {
    repo = await testRepo({ "README.md": "hi\n", ".github/patchbay.yml": CONFIG });
    const run = await runCli(["run", "--task", "changelgo", "--repo", repo.work, "--model", "replay:x.yml"], {
      cwd: repo.root,
      env: env(),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("there is no task named changelgo");
    expect(run.stderr).toContain("configured: changelog");
    expect(repo.git("branch", "--list")).toBe("* main");
  });
});
