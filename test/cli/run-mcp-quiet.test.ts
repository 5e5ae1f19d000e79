/**
 * Quiet logs (docs/decisions/0016-mcp-client-at-the-references-level.md): a run says one line per server — transport, tools,
 * resources, prompts, or why not — and keeps the SSE fallback's failed
 * Streamable HTTP attempt (an HTML error page) out of the console.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runCliInMemory } from "../helpers/cli.js";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { fixture, type Running, startEverything } from "../mcp/helpers.js";

let sse: Running;
let repo: TestRepo;
beforeAll(async () => {
  sse = await startEverything("sse");
  repo = await repoWithRemote({
    "README.md": "hi\n",
    ".github/patchbay.yml": `sandbox: { mode: off }
mcp_servers:
  ev:
    url: http://127.0.0.1:${sse.port}/sse
  fx:
    command: ${JSON.stringify(process.execPath)}
    args: [${JSON.stringify(fixture("features-server.mjs"))}]
  down:
    command: ${JSON.stringify(process.execPath)}
    args: ["-e", "process.exit(4)"]
`,
  });
}, 60_000);
afterAll(async () => {
  await sse?.stop();
  await repo?.cleanup();
});

it("one line per server, and no fallback noise", async () => {
  const cassette = path.join(repo.root, "c.yml");
  await writeFile(
    cassette,
    "turns:\n  - tool_calls:\n      - { name: attempt_completion, input: { result: Done. } }\n",
  );
  const run = await runCliInMemory(["run", "--prompt", "Look", "--repo", repo.work, "--model", `replay:${cassette}`], {
    cwd: repo.root,
    env: { PATH: process.env.PATH, HOME: repo.root, TMPDIR: process.env.TMPDIR },
  });
  const out = run.stdout + run.stderr;
  const lines = (server: string) => out.split("\n").filter((l) => l.includes(`[mcp:${server}]`));
  expect(lines("ev")).toEqual([
    expect.stringMatching(/\[mcp:ev\] sse, \d+ tools, \d+ resources, \d+ prompts \(\d+ ms\)$/),
  ]);
  expect(lines("fx")).toEqual([expect.stringMatching(/\[mcp:fx\] stdio, 8 tools, 1 prompt \(\d+ ms\)$/)]);
  expect(lines("down")).toEqual([expect.stringMatching(/\[mcp:down\] MCP server "down" failed: .*exited with code 4/)]);
  expect(out).not.toMatch(/<html|<!DOCTYPE|Cannot POST|Streamable HTTP error|unknown format/i);
});
