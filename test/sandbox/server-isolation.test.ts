/**
 * Each stdio MCP server runs in a sandbox of its own: a command (or another
 * server) cannot see its processes, so it cannot read the secrets a config
 * hands the server (`/proc/<pid>/environ`) or its memory.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { type ChildRun, commandTurn, replayRun, runnerDirs } from "./helpers.js";

const SERVER_SECRET = "server-only-credential-5d1e9b";

/** A stdio MCP server that holds its secret in its environment and answers tools/list. */
const SERVER = `import { createInterface } from "node:readline";
createInterface({ input: process.stdin }).on("line", (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  const result = m.method === "initialize"
    ? { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "holder", version: "1" } }
    : m.method === "tools/list" ? { tools: [{ name: "noop", description: "noop", inputSchema: { type: "object" } }] }
    : { content: [{ type: "text", text: "ok" }] };
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: m.id, result }) + "\\n");
});
`;

const CONFIG = `sandbox:
  mode: required
approval:
  default: deny
  rules:
    - allow: execute_command
      commands: ["sh peek.sh"]
    - allow: write_to_file
      paths: ["out/**"]
    - allow: mcp__holder__noop
mcp_servers:
  holder:
    command: node
    args: [tools/holder.mjs]
    env:
      HOLDER_SECRET: "\${HOLDER_SECRET}"
`;

const PEEK = `mkdir -p out
{ for d in /proc/[0-9]*; do echo "== $d $(tr '\\0' ' ' < $d/cmdline 2>&1)"; tr '\\0' '\\n' < $d/environ 2>&1; done; } > out/peek.txt 2>&1
`;

describe("a stdio MCP server's environment and processes", () => {
  let repo: TestRepo;
  let dirs: Awaited<ReturnType<typeof runnerDirs>>;
  let run: ChildRun;
  let peek: string;

  beforeAll(async () => {
    dirs = await runnerDirs();
    repo = await repoWithRemote({ ".github/patchbay.yml": CONFIG, "tools/holder.mjs": SERVER, "peek.sh": PEEK });
    run = await replayRun({
      root: repo.root,
      work: repo.work,
      prompt: "peek",
      turns: `${commandTurn("sh peek.sh")}  - tool_calls:\n      - { name: mcp__holder__noop, input: {} }\n`,
      dirs,
      env: { HOLDER_SECRET: SERVER_SECRET },
    });
    peek = await readFile(path.join(repo.work, "out/peek.txt"), "utf8").catch(() => "");
  }, 120_000);
  afterAll(async () => {
    await repo?.cleanup();
    await dirs?.cleanup();
  });

  it("the server connected (its secret was passed on purpose)", () => {
    expect(run.stdout, run.stderr).toContain("■ completed");
    expect(run.stdout).toMatch(/✓ mcp__holder__noop/);
  });

  it("a command sees only its own sandbox's processes: not the server, not its environment", () => {
    expect(peek).toContain("== /proc/1 ");
    expect(peek).not.toContain("holder.mjs");
    expect(peek).not.toContain(SERVER_SECRET);
  });
});
