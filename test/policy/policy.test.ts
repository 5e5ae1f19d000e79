import { rm, symlink } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessOf } from "../../src/policy/access.js";
import { createTerminalApprover, parseAnswer } from "../../src/policy/approver.js";
import { PolicyConfigError } from "../../src/policy/errors.js";
import { createPolicy } from "../../src/policy/policy.js";
import type { PolicyCall } from "../../src/policy/types.js";
import { config, workspace } from "./fixtures.js";

let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const ws = await workspace({ "src/a.ts": "", "ci/patchbay.yml": "" });
  dir = ws.dir;
  cleanup = ws.cleanup;
});
afterAll(async () => {
  await rm(`${dir}-alias`, { force: true });
  await cleanup();
});

const call = (tool: string, input: unknown): PolicyCall => ({ tool, input, access: accessOf(tool, input) });

describe("createPolicy", () => {
  const yaml = `approval: { default: ask, rules: [ { allow: execute_command, commands: ["npm test"] }, { allow: write_to_file, paths: ["**"] } ] }`;

  it("decides calls with the config's rules and loads the shell parser on demand", async () => {
    const policy = createPolicy(config(yaml), { workspace: dir, configFiles: [] });
    expect((await policy.decide(call("execute_command", { command: "npm test && npm test" }))).decision).toBe("allow");
    expect((await policy.decide(call("execute_command", { command: "npm ci" }))).decision).toBe("ask");
    expect((await policy.decide(call("read_file", { path: "../etc" }))).decision).toBe("deny");
  });

  it("protects the loaded config file given as an absolute path", async () => {
    const policy = createPolicy(config(yaml), { workspace: dir, configFiles: [path.join(dir, "ci/patchbay.yml")] });
    const v = await policy.decide(call("write_to_file", { path: "ci/patchbay.yml" }));
    expect(v).toMatchObject({ decision: "deny", rule: "built-in: protected path" });
    expect((await policy.decide(call("write_to_file", { path: "ci/other.yml" }))).decision).toBe("allow");
  });

  it("works from a workspace path that is itself a symlink", async () => {
    const alias = `${dir}-alias`;
    await symlink(dir, alias);
    const policy = createPolicy(config(yaml), { workspace: alias, configFiles: [] });
    expect((await policy.decide(call("read_file", { path: path.join(alias, "src/a.ts") }))).decision).toBe("allow");
    expect((await policy.decide(call("read_file", { path: path.join(dir, "src/a.ts") }))).decision).toBe("allow");
  });

  it("allowAlways adds the suggested rule for the rest of the run, never past a deny", async () => {
    const policy = createPolicy(config(`approval: { rules: [ { deny: execute_command, commands: ["curl *"] } ] }`), {
      workspace: dir,
      configFiles: [],
    });
    const ci = call("execute_command", { command: "npm ci" });
    expect((await policy.decide(ci)).decision).toBe("ask");
    expect(await policy.allowAlways(ci)).toBe(true);
    const after = await policy.decide(ci);
    expect(after.decision).toBe("allow");
    expect(after.rule).toBe('session rule 1 (answered "always") (allow execute_command commands: npm ci)');
    expect((await policy.decide(call("execute_command", { command: "npm ci && npm publish" }))).decision).toBe("ask");
    const curl = call("execute_command", { command: "curl x" });
    await policy.allowAlways(curl);
    expect((await policy.decide(curl)).decision).toBe("deny");
  });

  it("refuses an unusable added rule", () => {
    const policy = createPolicy(config(""), { workspace: dir, configFiles: [] });
    expect(() => policy.addRule({ allow: "write_to_file", paths: ["/etc/**"] }, "test")).toThrow(PolicyConfigError);
  });
});

describe("accessOf", () => {
  it.each([
    ["read_file", { path: "a" }, { kind: "read", paths: ["a"] }],
    ["list_files", {}, { kind: "read", paths: ["."] }],
    ["search_files", { path: "src", regex: "x" }, { kind: "read", paths: ["src"] }],
    ["write_to_file", { path: "a", content: "" }, { kind: "write", paths: ["a"] }],
    ["replace_in_file", { path: "a", diff: "" }, { kind: "write", paths: ["a"] }],
    ["execute_command", { command: "ls" }, { kind: "exec", command: "ls" }],
    ["mcp__fs__x", { anything: 1 }, { kind: "other" }],
  ])("%s", (tool, input, want) => {
    expect(accessOf(tool, input)).toEqual(want);
  });

  it("says what input a core tool takes", () => {
    expect(() => accessOf("execute_command", { cmd: "ls" })).toThrow(/execute_command takes a string `command`/);
    expect(() => accessOf("write_to_file", { path: 3 })).toThrow(/write_to_file takes a string `path`/);
  });
});

describe("terminal approver", () => {
  const ask = {
    decision: "ask" as const,
    rule: "approval.default",
    reason: "no rule allows it",
    suggestion: "- allow: mcp__x__y",
  };

  it("parses answers", () => {
    expect(["y", "YES", " n ", "", "a", "always", "maybe"].map(parseAnswer)).toEqual([
      "yes",
      "yes",
      "no",
      "no",
      "always",
      "always",
      undefined,
    ]);
  });

  it("shows the call, the reason and the rule to add, and re-asks on an unclear answer", async () => {
    const questions: string[] = [];
    const answers = ["perhaps", "y"];
    const approve = createTerminalApprover(async (q) => {
      questions.push(q);
      return answers.shift() ?? "";
    });
    expect(await approve({ name: "mcp__x__y", input: { a: 1 } }, ask)).toBe("yes");
    expect(questions).toHaveLength(2);
    expect(questions[0]).toContain('mcp__x__y {"a":1}');
    expect(questions[0]).toContain("no rule allows it");
    expect(questions[0]).toContain("    - allow: mcp__x__y");
  });

  it("gives up with no after three unclear answers, and never asks about a deny", async () => {
    let asked = 0;
    const approve = createTerminalApprover(async () => {
      asked++;
      return "?";
    });
    expect(await approve({ name: "t", input: {} }, ask)).toBe("no");
    expect(asked).toBe(3);
    expect(await approve({ name: "t", input: {} }, { ...ask, decision: "deny" })).toBe("no");
    expect(asked).toBe(3);
  });

  it('"always" adds an in-memory allow rule to the policy', async () => {
    const policy = createPolicy(config(""), { workspace: dir, configFiles: [] });
    const approve = createTerminalApprover(async () => "a", { policy });
    const pending = { name: "execute_command", input: { command: "make lint" } };
    const verdict = await policy.decide(call(pending.name, pending.input));
    expect(verdict.decision).toBe("ask");
    expect(await approve(pending, verdict)).toBe("always");
    expect((await policy.decide(call(pending.name, pending.input))).decision).toBe("allow");
    expect((await policy.decide(call(pending.name, { command: "make clean" }))).decision).toBe("ask");
  });
});
