/**
 * A broken MCP server's stderr is shown once in a run's console output, not
 * twice (docs/decisions/0013-local-runs-like-a-local-tool.md): the failure goes out as one log line with its stderr.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";

let repo: TestRepo;

it("a server that dies at start: its stderr appears once", async () => {
  repo = await testRepo({
    "README.md": "hi\n",
    ".github/patchbay.yml": `mcp_servers:
  broken:
    command: node
    args: ["-e", "console.error('kaput-7f3a: cannot open the database'); process.exit(3)"]
`,
  });
  const cassette = path.join(repo.root, "c.yml");
  await writeFile(
    cassette,
    "turns:\n  - tool_calls:\n      - { name: attempt_completion, input: { result: Done. } }\n",
  );
  const run = await runCli(["run", "--prompt", "Look", "--repo", repo.work, "--model", `replay:${cassette}`], {
    cwd: repo.root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR },
  });
  const output = run.stdout + run.stderr;
  expect(output).toContain("kaput-7f3a");
  expect(output.split("kaput-7f3a").length - 1).toBe(1);
});
