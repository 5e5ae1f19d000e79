/**
 * A modern (2026-07-28) MCP server through a real `patchbay run` — the built
 * bundle, a replayed model, a least-privilege config that allows only the
 * server's tools — configured as a user would (`type: http`, a url): its tools
 * reach the model, calls go through with the revision's headers, a form the
 * server asks for mid-call is declined by Patchbay (no one at a terminal) and
 * the model reads so, and the server never sees an initialize.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { type ModernServer, modernServer } from "./modern-server.js";

let repo: TestRepo | undefined;
let server: ModernServer | undefined;
afterEach(async () => {
  await repo?.cleanup();
  await server?.close();
});

it("a run uses a modern server's tools: calls with headers, a declined form the model is told about, no initialize", async () => {
  server = await modernServer();
  repo = await repoWithRemote({
    "README.md": "hi\n",
    ".github/patchbay.yml": `approval:
  default: deny
  rules:
    - allow: ["mcp__api__*"]
mcp_servers:
  api:
    type: http
    url: ${server.url}
`,
  });
  const cassette = path.join(repo.root, "cassette.yml");
  await writeFile(
    cassette,
    `turns:
  - tool_calls:
      - { name: mcp__api__echo, input: { text: hello } }
      - { name: mcp__api__route, input: { region: eu-north, greeting: "Hej då" } }
  - tool_calls:
      - { name: mcp__api__confirm, input: {} }
  - tool_calls:
      - { name: attempt_completion, input: { result: Done. } }
`,
  );
  const transcript = path.join(repo.root, "t.jsonl");
  const out = await runCli(
    [
      "run",
      "--prompt",
      "Use the server",
      "--repo",
      repo.work,
      "--model",
      `replay:${cassette}`,
      "--transcript",
      transcript,
    ],
    { cwd: repo.root, env: { PATH: process.env.PATH, HOME: repo.root, TMPDIR: process.env.TMPDIR } },
  );
  expect(out.code, out.stderr).toBe(0);
  const events = (await readFile(transcript, "utf8"))
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const tools = events.filter((e) => e.type === "tool");
  expect(tools.map((t) => [t.name, t.ok])).toEqual([
    ["mcp__api__echo", true],
    ["mcp__api__route", true],
    ["mcp__api__confirm", true],
    ["attempt_completion", true],
  ]);
  const confirm = JSON.stringify(tools[2]);
  expect(confirm).toContain('answered: {\\"action\\":\\"decline\\"}');
  expect(confirm).toContain("Patchbay declined the server's elicitation/create request");
  expect(out.stdout + out.stderr).toMatch(/\[mcp:api\] http, 5 tools/);
  expect(server.refused).toEqual([]);
  expect(server.seen.map((r) => r.method)).not.toContain("initialize");
  expect(server.seen.find((r) => r.params.name === "route")?.headers["mcp-param-region"]).toBe("eu-north");
});
