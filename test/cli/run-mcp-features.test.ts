/**
 * MCP client bugs found against real servers, each through a real `patchbay run` (replay cassette, real
 * MCP servers, least-privilege rules that allow only the server's tools): a
 * tool added mid-run is callable at the next turn, and the change is in the
 * transcript; a Streamable HTTP server that restarts mid-run keeps working; a
 * server's sampling request is answered by the run's model (opted in) or
 * declined by name; a server's prompt is the request, and a prompt with a
 * missing argument stops the run before the model is called.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCliInMemory } from "../helpers/cli.js";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { fixture } from "../mcp/helpers.js";
import { type SessionServer, sessionServer } from "../mcp/session-server.js";

let repo: TestRepo | undefined;
let http: SessionServer | undefined;
afterEach(async () => {
  await repo?.cleanup();
  await http?.close();
  repo = undefined;
  http = undefined;
});

/** The features fixture lives in Patchbay's checkout, which the sandbox hides: these runs are unconfined. */
function config(servers: string): string {
  return `sandbox: { mode: off }
approval:
  default: deny
  rules:
    - allow: ["mcp__fx__*", "mcp__api__*"]
mcp_servers:
${servers}`;
}

const features = (extra = "") =>
  `  fx:\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(fixture("features-server.mjs"))}]\n${extra}`;

async function run(cassette: string, args: string[] = []) {
  if (!repo) throw new Error("no repo");
  const file = path.join(repo.root, "cassette.yml");
  await writeFile(file, cassette);
  const transcript = path.join(repo.root, "t.jsonl");
  const result = await runCliInMemory(
    ["run", "--repo", repo.work, "--model", `replay:${file}`, "--transcript", transcript, ...args],
    { cwd: repo.root, env: { PATH: process.env.PATH, HOME: repo.root, TMPDIR: process.env.TMPDIR } },
  );
  const events = await readFile(transcript, "utf8")
    .then((t) =>
      t
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    )
    .catch(() => []);
  return { ...result, events, tools: events.filter((e) => e.type === "tool") };
}

const completion = "  - tool_calls:\n      - { name: attempt_completion, input: { result: Done. } }\n";

describe("a run whose servers change under it", () => {
  it("a tool the server adds mid-run is callable at the next turn; the change is in the transcript", async () => {
    repo = await repoWithRemote({ "README.md": "hi\n", ".github/patchbay.yml": config(features()) });
    const out = await run(
      `turns:
  - tool_calls:
      - { name: mcp__fx__swap, input: {} }
  - tool_calls:
      - { name: mcp__fx__whisper, input: { text: QUIET } }
${completion}`,
      ["--prompt", "Use the tools"],
    );
    expect(out.tools.map((t) => [t.name, t.ok])).toEqual([
      ["mcp__fx__swap", true],
      ["mcp__fx__whisper", true],
      ["attempt_completion", true],
    ]);
    const note = out.events.find((e) => e.type === "log" && String(e.message).startsWith("MCP tools changed"));
    expect(note?.message).toBe(
      "MCP tools changed: added mcp__fx__whisper; removed mcp__fx__echo; changed mcp__fx__shout",
    );
  });

  it("a Streamable HTTP server that restarts mid-run: the next call opens a new session and goes through", async () => {
    http = await sessionServer(404);
    repo = await repoWithRemote({
      "README.md": "hi\n",
      ".github/patchbay.yml": config(`  api:\n    type: http\n    url: ${http.url}\n`),
    });
    const out = await run(
      `turns:
  - tool_calls:
      - { name: mcp__api__restart, input: {} }
  - tool_calls:
      - { name: mcp__api__echo, input: { text: after } }
${completion}`,
      ["--prompt", "Use the tools"],
    );
    expect(out.tools.map((t) => [t.name, t.ok])).toEqual([
      ["mcp__api__restart", true],
      ["mcp__api__echo", true],
      ["attempt_completion", true],
    ]);
    expect(http.sessions()).toBe(2);
  });
});

describe("sampling in a run", () => {
  const ask = `turns:
  - tool_calls:
      - { name: mcp__fx__ask, input: { question: "What is 6 x 7?" } }
  - text: forty-two
${completion}`;

  it("with `sampling: true` the run's model answers (the next cassette turn), and the request is shown", async () => {
    repo = await repoWithRemote({
      "README.md": "hi\n",
      ".github/patchbay.yml": config(features("    sampling: true\n")),
    });
    const out = await run(ask, ["--prompt", "Ask the server"]);
    const asked = out.tools.find((t) => t.name === "mcp__fx__ask");
    expect(asked?.ok).toBe(true);
    expect(JSON.stringify(asked)).toContain("the model said: forty-two");
    const shown = out.events.find((e) => e.type === "log" && e.source === "mcp-sampling");
    expect(shown?.message).toMatch(/^MCP server "fx" asked the model \(sampling\): "What is 6 x 7\?"/);
    expect(out.stdout + out.stderr).toContain('MCP server "fx" asked the model (sampling)');
  });

  it("without it the request is declined, and the model reads that Patchbay declined it", async () => {
    repo = await repoWithRemote({ "README.md": "hi\n", ".github/patchbay.yml": config(features()) });
    const out = await run(ask.replace("  - text: forty-two\n", ""), ["--prompt", "Ask the server"]);
    const asked = out.tools.find((t) => t.name === "mcp__fx__ask");
    expect(JSON.stringify(asked)).toContain(
      "Patchbay declined the server's sampling/createMessage request: sampling is off",
    );
  });
});

describe("a server's prompt as the request", () => {
  it("--mcp-prompt fx:review pr=12 asks what the prompt says", async () => {
    repo = await repoWithRemote({ "README.md": "hi\n", ".github/patchbay.yml": config(features()) });
    const out = await run(`turns:\n${completion}`, ["--mcp-prompt", "fx:review", "pr=12", "focus=error handling"]);
    expect(out.code).toBe(0);
    const start = out.events.find((e) => e.type === "start");
    expect(start?.prompt).toContain("Review pull request #12, focusing on error handling. List concrete problems.");
    expect(start?.prompt).toContain('(MCP prompt /fx:review of server "fx")');
  });

  it("a prompt with a missing argument stops before the model is called, saying what to write", async () => {
    repo = await repoWithRemote({ "README.md": "hi\n", ".github/patchbay.yml": config(features()) });
    const out = await run(`turns:\n${completion}`, ["--mcp-prompt", "fx:review", "focus=tests"]);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain("/fx:review needs `pr`; write `/fx:review pr=… [focus=…]`");
    expect(out.events.filter((e) => e.type === "turn")).toEqual([]);
  });

  it("an unknown prompt names the server's prompts", async () => {
    repo = await repoWithRemote({ "README.md": "hi\n", ".github/patchbay.yml": config(features()) });
    const out = await run(`turns:\n${completion}`, ["--prompt", "/fx:reveiw pr=1"]);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('MCP server "fx" has no prompt "reveiw" (its prompts: review)');
  });
});
