/**
 * The Actions log, read as a person reads it (docs/decisions/0013-local-runs-like-a-local-tool.md): a collapsible `::group::`
 * per phase and per model turn with the outcome outside them, one line per MCP
 * server (connected with N tools, or why not), config problems as `::error`
 * annotations on their file and line, and an event not addressed to Patchbay ends
 * `skipped` whatever the workspace holds. Through the built bundle.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { examplePayload, runActionE2e } from "./harness.js";
import { useE2e } from "./use-e2e.js";

/** A line-JSON MCP server with one tool that connects and waits. */
const QUIET_SERVER = `import { createInterface } from "node:readline";
createInterface({ input: process.stdin }).on("line", (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  const result = m.method === "initialize"
    ? { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "quiet", version: "1" } }
    : { tools: [{ name: "nap", description: "Does nothing", inputSchema: { type: "object" } }] };
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: m.id, result }) + "\\n");
});
`;

const CONFIG = `approval:
  default: deny
  rules:
    - allow: [read_file, replace_in_file]
      paths: ["src/**"]
mcp_servers:
  quiet:
    command: node
    args: [tools/quiet.mjs]
  broken:
    command: node
    args: [tools/missing.mjs]
`;

const e2e = useE2e({ config: CONFIG, files: { "tools/quiet.mjs": QUIET_SERVER } });

/** The log's groups, in order, each with its lines; and what is outside any group. */
function sections(log: string): { groups: { title: string; lines: string[] }[]; outside: string[] } {
  const groups: { title: string; lines: string[] }[] = [];
  const outside: string[] = [];
  let open: { title: string; lines: string[] } | undefined;
  for (const line of log.split("\n")) {
    if (line.startsWith("::group::")) {
      expect(open, `a group opened inside "${open?.title}"`).toBeUndefined();
      open = { title: line.slice("::group::".length), lines: [] };
      groups.push(open);
    } else if (line === "::endgroup::") {
      expect(open, "an ::endgroup:: with no group open").toBeDefined();
      open = undefined;
    } else (open ? open.lines : outside).push(line);
  }
  expect(open, "a group left open").toBeUndefined();
  return { groups, outside };
}

describe("the Actions log", () => {
  test("a group per phase and per turn, one line per MCP server, the outcome outside", async () => {
    e2e.gh.gate().reaction(2501234567).progressComment(1, 9901).issue(1).openPulls("patchbay/issue-1").createPull(51);
    const run = await e2e.run({
      event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
      turns: [
        { text: "Reading add().", tool_calls: [{ name: "read_file", input: { path: "src/math.ts" } }] },
        {
          tool_calls: [
            {
              name: "replace_in_file",
              input: {
                path: "src/math.ts",
                diff: "------- SEARCH\n  return a - b;\n=======\n  return a + b;\n+++++++ REPLACE",
              },
            },
          ],
        },
        { tool_calls: [{ name: "attempt_completion", input: { result: "Fixed." } }] },
      ],
    });
    expect(run.exitCode, run.log).toBe(0);
    e2e.gh.assertDone();
    const { groups, outside } = sections(run.log);
    expect(groups.map((g) => g.title)).toEqual([
      "Patchbay: the event, the configuration and who asked",
      "Work branch, context and sandbox",
      "MCP servers",
      expect.stringMatching(/^The agent: replay/),
      "Turn 1",
      "Turn 2",
      "Turn 3",
      "Publishing: push, pull request, comment",
    ]);
    // One line per server: what it offers, or why it is down (the words may change; the facts may not).
    const mcp = groups.find((g) => g.title === "MCP servers")?.lines ?? [];
    expect(mcp.filter((l) => /\bquiet\b/.test(l))).toEqual([expect.stringMatching(/\b1 tool\b/)]);
    expect(mcp.filter((l) => /\bgithub\b/.test(l))).toEqual([expect.stringMatching(/\b\d+ tools\b/)]);
    expect(mcp.filter((l) => /\bbroken\b/.test(l))).toEqual([expect.stringMatching(/"broken" failed: \S/)]);
    expect(groups.find((g) => g.title === "Turn 1")?.lines.join("\n")).toContain("✓ read_file src/math.ts");
    expect(outside.join("\n")).toContain("■ completed: ");
  });

  test("config problems are annotations on their file and line", async () => {
    await e2e.origin.cleanup();
    await e2e.createOrigin({ config: "limits:\n  max_turn: 3\napproval:\n  defualt: deny\n" });
    const run = await e2e.run({
      event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    });
    expect(run.exitCode).toBe(1);
    e2e.gh.assertDone();
    expect(run.log).toMatch(
      /^::error title=Patchbay configuration,file=\.github\/patchbay\.yml,line=2(,col=\d+)?::limits\.max_turn: .*max_turns/m,
    );
    expect(run.log).toMatch(
      /^::error title=Patchbay configuration,file=\.github\/patchbay\.yml,line=4(,col=\d+)?::approval\.defualt: .*default/m,
    );
  });
});

describe("an event not addressed to Patchbay", () => {
  test("ends skipped whatever the workspace holds: here, no checkout at all", async () => {
    const empty = path.join(e2e.origin.dir, "no-checkout");
    await mkdir(empty);
    const run = await runActionE2e({
      origin: e2e.origin,
      workspace: empty,
      event: {
        name: "issue_comment",
        payload: examplePayload("issue_comment.issue", { comment: { body: "Looks good to me, thanks!" } }),
      },
    });
    expect(run.exitCode, run.log).toBe(0);
    expect(run.outputs.outcome).toBe("skipped");
    e2e.gh.assertDone();
  });

  test("one that is addressed to it fails on that workspace, saying why", async () => {
    const empty = path.join(e2e.origin.dir, "no-checkout");
    await mkdir(empty);
    const run = await runActionE2e({
      origin: e2e.origin,
      workspace: empty,
      event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    });
    expect(run.exitCode).toBe(1);
    e2e.gh.assertDone();
    expect(run.log).toContain("is not a git repository");
  });
});
