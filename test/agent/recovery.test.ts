import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ModelMessage } from "ai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPolicy } from "../../src/policy/policy.js";
import { createReplaceInFile } from "../../src/tools/replace-in-file.js";
import { config } from "../policy/fixtures.js";
import { runTurns, tempWorkspace } from "./helpers/session.js";
import { testTools } from "./helpers/tools.js";

let ws: { dir: string; cleanup: () => Promise<void> };
beforeEach(async () => {
  ws = await tempWorkspace();
  await writeFile(path.join(ws.dir, "app.ts"), "export const a = 1;\nexport const b = 2;\n");
});
afterEach(async () => {
  await ws.cleanup();
});

const complete = { tool_calls: [{ name: "attempt_completion", input: { result: "done" } }] };
const edit = (search: string, replace: string) => ({
  tool_calls: [
    {
      name: "replace_in_file",
      input: { path: "app.ts", diff: `------- SEARCH\n${search}\n=======\n${replace}\n+++++++ REPLACE` },
    },
  ],
});

function toolResults(messages: ModelMessage[]): string[] {
  return messages.flatMap((m) =>
    m.role === "tool"
      ? m.content.flatMap((p) =>
          p.type === "tool-result" && (p.output.type === "text" || p.output.type === "error-text")
            ? [p.output.value]
            : [],
        )
      : [],
  );
}

const tools = () => [...testTools(), createReplaceInFile()];

describe("the recovery ladder", () => {
  it("lets three different fixable mistakes pass, with a note at the third, and the run completes", async () => {
    const h = await runTurns(
      ws.dir,
      [
        { tool_calls: [{ name: "replace_in_fil", input: {} }] }, // unknown tool
        { tool_calls: [{ name: "replace_in_file", input: { path: "app.ts" } }] }, // missing argument
        edit("export const a = 10;", "export const a = 3;"), // SEARCH matches nothing
        edit("export const a = 1;", "export const a = 3;"),
        complete,
      ],
      { tools: tools() },
    );
    expect(h.outcome.kind).toBe("completed");
    expect(await readFile(path.join(ws.dir, "app.ts"), "utf8")).toBe("export const a = 3;\nexport const b = 2;\n");
    const results = toolResults(h.saved.at(-1)?.messages ?? []);
    expect(results[0]).not.toContain("Recovery note");
    expect(results[1]).not.toContain("Recovery note");
    expect(results[2]).toContain("Recovery note: 3 tool calls in a row have failed (last: replace_in_file");
    expect(results[2]).toContain("Re-read the region with read_file on app.ts");
    expect(results[2]).toContain("write_to_file");
    expect(results[3]).toContain("Applied app.ts");
  });

  it("stops as stuck at limits.max_tool_errors (default 6), not budget_exceeded", async () => {
    const bad = edit("nothing like this", "x");
    const h = await runTurns(
      ws.dir,
      [bad, bad, bad, { tool_calls: [{ name: "fail", input: {} }] }, bad, bad, complete],
      {
        tools: tools(),
      },
    );
    expect(h.outcome).toMatchObject({ kind: "stuck", turns: 6 });
    expect(h.outcome.message).toContain("6 tool calls in a row failed (limits.max_tool_errors = 6)");
    expect(h.events.at(-1)).toMatchObject({ type: "end", outcome: "stuck" });
    expect(await readFile(path.join(ws.dir, "app.ts"), "utf8")).toBe("export const a = 1;\nexport const b = 2;\n");
  });

  it("counts policy denials apart from tool errors, with a note naming the rule and what the rules allow", async () => {
    const policy = createPolicy(
      config(`approval:
  default: ask
  rules:
    - allow: [noop, fail, attempt_completion]
    - allow: replace_in_file
      paths: ["src/**"]
    - deny: replace_in_file
      paths: ["app.ts"]
      reason: app.ts is generated
`),
      { workspace: ws.dir, configFiles: [] },
    );
    const bad = edit("export const a = 1;", "export const a = 3;");
    const fail = { tool_calls: [{ name: "fail", input: {} }] };
    // Errors and denials interleave: neither streak reaches 3 until the third denial.
    const h = await runTurns(ws.dir, [bad, fail, bad, fail, bad, complete], { tools: tools(), policy });
    expect(h.outcome.kind).toBe("no_changes");
    const results = toolResults(h.saved.at(-1)?.messages ?? []);
    expect(results.slice(0, 4).some((r) => r.includes("Recovery note"))).toBe(false);
    expect(results[4]).toContain("Recovery note: 3 calls in a row were denied by the approval rules");
    expect(results[4]).toContain("app.ts is generated");
    expect(results[4]).toContain(
      "The rules do allow replace_in_file under: approval.rules[1] (allow replace_in_file paths: src/**)",
    );
  });

  it("stops as stuck after max_tool_errors denials in a row", async () => {
    const policy = createPolicy(config("approval:\n  default: deny\n"), { workspace: ws.dir, configFiles: [] });
    const noop = { tool_calls: [{ name: "noop", input: {} }] };
    const h = await runTurns(ws.dir, [noop, { tool_calls: [{ name: "noop", input: { n: 2 } }] }, noop, complete], {
      tools: tools(),
      policy,
      limits: { maxTurns: 50, maxCostUsd: 5, timeoutMinutes: 5, maxToolErrors: 3 },
    });
    expect(h.outcome).toMatchObject({ kind: "stuck", turns: 3 });
    expect(h.outcome.message).toContain("3 calls in a row were denied by the approval rules");
    expect(h.outcome.message).toContain("or loosen the rule");
  });
});
