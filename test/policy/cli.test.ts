/**
 * `patchbay policy check` answers as the tables say: a sample of the command
 * and path tables goes through the real subcommand, with the config loaded by
 * the real loader from a temp repository.
 */

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POLICY_EXIT, policyCommand } from "../../src/cli/policy.js";
import { UsageError } from "../../src/util/usage-error.js";
import { COMMAND_CASES } from "./command-table.js";
import { memoryIO, TABLE_CONFIG_YAML, workspace } from "./fixtures.js";

let repo: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const ws = await workspace({
    ".github/patchbay.yml": TABLE_CONFIG_YAML,
    "src/a.ts": "",
    "alt.yml": "approval: { default: deny }\n",
  });
  repo = ws.dir;
  cleanup = ws.cleanup;
});
afterAll(() => cleanup());

async function check(args: string[]) {
  const { io, out, err } = memoryIO(repo);
  const code = await policyCommand(["check", ...args], io);
  return { code, out: out(), err: err() };
}

// Every fourth case, plus the large ones' smallest sibling: enough to hold the CLI to the table.
const SAMPLE = COMMAND_CASES.filter(([c], i) => i % 4 === 0 && c.length < 10_000);

describe("policy check: command table sample", () => {
  it("samples a fair share of the table", () => {
    expect(SAMPLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(SAMPLE.map(([cmd, want]) => [JSON.stringify(cmd.slice(0, 60)), cmd, want]))(
    "%s",
    async (_label, command, want) => {
      const r = await check(["execute_command", JSON.stringify({ command }), "--json"]);
      const verdict = JSON.parse(r.out);
      expect(verdict.decision, r.out).toBe(want);
      expect(r.code).toBe(POLICY_EXIT[verdict.decision as "allow" | "ask" | "deny"]);
      expect(typeof verdict.rule).toBe("string");
      expect(typeof verdict.reason).toBe("string");
    },
  );
});

describe("policy check: paths", () => {
  it.each([
    ["read_file", "src/a.ts", "allow"],
    ["read_file", "../../etc/passwd", "deny"],
    ["read_file", "/proc/self/environ", "deny"],
    ["write_to_file", ".github/workflows/ci.yml", "deny"],
    ["write_to_file", ".github/patchbay.yml", "deny"],
    ["write_to_file", ".git/config", "deny"],
    ["write_to_file", "src/a.ts", "ask"],
  ])("%s %s → %s", async (tool, p, want) => {
    const r = await check([tool, JSON.stringify({ path: p }), "--json"]);
    expect(JSON.parse(r.out).decision).toBe(want);
  });
});

describe("policy check: output and errors", () => {
  it("prints the decision, the deciding rule, the reason and the rule to add", async () => {
    const r = await check(["execute_command", '{"command":"npm test && npm install"}']);
    expect(r.code).toBe(3);
    expect(r.out).toBe(
      [
        "ask",
        "rule: approval.default",
        "reason: no rule allows the command `npm install` for execute_command, so it gets the default: ask",
        "to allow it, add under approval.rules:",
        "  - allow: execute_command",
        '    commands: ["npm install"]',
        "",
      ].join("\n"),
    );
  });

  it("exits 4 for deny and 0 for allow", async () => {
    expect((await check(["execute_command", '{"command":"curl x"}'])).code).toBe(4);
    expect((await check(["execute_command", '{"command":"npm test"}'])).code).toBe(0);
  });

  it("takes --config and --repo", async () => {
    const other = path.join(repo, "nested");
    await mkdir(other, { recursive: true });
    await writeFile(path.join(other, "p.yml"), "approval: { default: allow }\n");
    const r = await check(["mcp__x__y", "--repo", other, "--config", "p.yml", "--json"]);
    expect(JSON.parse(r.out)).toMatchObject({ decision: "allow", rule: "approval.default" });
    const d = await check(["mcp__x__y", "--config", "alt.yml", "--json"]);
    expect(JSON.parse(d.out)).toMatchObject({ decision: "deny", rule: "approval.default" });
  });

  it("treats --read-only as the server's readOnlyHint", async () => {
    const dir = path.join(repo, "ro");
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "p.yml"), "approval: { rules: [ { allow: { annotations: read_only } } ] }\n");
    expect(JSON.parse((await check(["mcp__x__y", "--repo", dir, "--config", "p.yml", "--json"])).out).decision).toBe(
      "ask",
    );
    expect(
      JSON.parse((await check(["mcp__x__y", "--repo", dir, "--config", "p.yml", "--json", "--read-only"])).out)
        .decision,
    ).toBe("allow");
  });

  it.each([
    [["check"], /usage: patchbay policy check/],
    [["list"], /usage: patchbay policy check/],
    [["check", "execute_command", "{not json"], /the call input is not JSON/],
    [["check", "execute_command", '{"cmd":"ls"}'], /execute_command takes a string `command`/],
    [["check", "read_file", "--nope"], /Unknown option/],
  ])("usage error for %j", async (argv, message) => {
    const { io } = memoryIO(repo);
    const error = await policyCommand(argv, io).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect(String(error)).toMatch(message);
    expect(error instanceof UsageError && error.exitCode).toBe(2);
  });

  it("prints help with exit codes", async () => {
    const { io, out } = memoryIO(repo);
    expect(await policyCommand(["--help"], io)).toBe(0);
    expect(out()).toContain("Exit status: 0 allow, 3 ask, 4 deny");
  });
});
