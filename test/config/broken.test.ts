import { afterEach, describe, expect, it } from "vitest";
import { runCliInMemory } from "../helpers/cli.js";
import { tempTree } from "../helpers/tmp.js";

const Y = ".github/patchbay.yml";
const J = ".mcp.json";

interface Case {
  name: string;
  files: Record<string, string>;
  /** file:line the message must point at */
  at: string;
  /** fragments the message must contain (key, expectation, hint) */
  says: string[];
  args?: string[];
  env?: Record<string, string>;
}

const cases: Case[] = [
  {
    name: "bad YAML indentation",
    files: { [Y]: "model:\n  name: x\n bad: 1\n" },
    at: `${Y}:3`,
    says: ["invalid YAML"],
  },
  { name: "unclosed flow sequence", files: { [Y]: "instructions: [AGENTS.md\n" }, at: `${Y}:`, says: ["invalid YAML"] },
  { name: "tab indentation", files: { [Y]: "limits:\n\tmax_turns: 3\n" }, at: `${Y}:2`, says: ["invalid YAML"] },
  {
    name: "duplicate key",
    files: { [Y]: "limits:\n  max_turns: 3\n  max_turns: 4\n" },
    at: `${Y}:3`,
    says: ["invalid YAML"],
  },
  {
    name: "a URL in sandbox.network.allow",
    files: { [Y]: 'sandbox:\n  network:\n    allow: ["https://registry.npmjs.org"]\n' },
    at: `${Y}:3`,
    says: ["is not a host", "host:port", "preset"],
  },
  {
    name: "a wildcard in the middle of a host",
    files: { [Y]: 'mcp_servers:\n  s:\n    command: x\n    network: ["api.*.example"]\n' },
    at: `${Y}:4`,
    says: ['only as a leading "*."'],
  },
  {
    name: "an unknown sandbox mode",
    files: { [Y]: "sandbox:\n  mode: sometimes\n" },
    at: `${Y}:2`,
    says: ["required", "auto", "off"],
  },
  { name: "top level is a list", files: { [Y]: "- model\n- limits\n" }, at: `${Y}:1`, says: ["mapping"] },
  {
    name: "typo in a top-level key",
    files: { [Y]: "limts:\n  max_turns: 3\n" },
    at: `${Y}:1`,
    says: ["limts", "did you mean `limits`"],
  },
  {
    name: "typo in ci_fix",
    files: { [Y]: "ci_fix:\n  workflow: [CI]\n" },
    at: `${Y}:2`,
    says: ["ci_fix.workflow", "did you mean `workflows`"],
  },
  {
    name: "ci_fix.max_attempts of zero",
    files: { [Y]: "ci_fix:\n  workflows: [CI]\n  max_attempts: 0\n" },
    at: `${Y}:3`,
    says: ["ci_fix.max_attempts", "greater than 0"],
  },
  {
    name: "review.resolve_threads as a word",
    files: { [Y]: "review:\n  resolve_threads: sometimes\n" },
    at: `${Y}:2`,
    says: ["review.resolve_threads"],
  },
  {
    name: "typo in a nested key",
    files: { [Y]: "limits:\n  max_turn: 3\n" },
    at: `${Y}:2`,
    says: ["limits.max_turn", "did you mean `max_turns`"],
  },
  {
    name: "typo in a server key",
    files: { [Y]: "mcp_servers:\n  fs:\n    comand: npx\n" },
    at: `${Y}:3`,
    says: ["comand", "did you mean `command`"],
  },
  {
    name: "unknown provider with a near miss",
    files: { [Y]: "model:\n  provider: antropic\n" },
    at: `${Y}:2`,
    says: ["model.provider", 'did you mean "anthropic"'],
  },
  {
    name: "max_turns as a string",
    files: { [Y]: "limits:\n  max_turns: lots\n" },
    at: `${Y}:2`,
    says: ["limits.max_turns", "number"],
  },
  {
    name: "negative limit",
    files: { [Y]: "limits:\n  max_cost_usd: -1\n" },
    at: `${Y}:2`,
    says: ["limits.max_cost_usd", "greater than 0"],
  },
  {
    name: "fractional max_turns",
    files: { [Y]: "limits:\n  max_turns: 2.5\n" },
    at: `${Y}:2`,
    says: ["limits.max_turns", "whole number"],
  },
  { name: "zero timeout", files: { [Y]: "limits:\n  timeout_minutes: 0\n" }, at: `${Y}:2`, says: ["timeout_minutes"] },
  {
    name: "labels not a list",
    files: { [Y]: "trigger:\n  labels: patchbay\n" },
    at: `${Y}:2`,
    says: ["trigger.labels", "array"],
  },
  {
    name: "bad min_permission",
    files: { [Y]: "trigger:\n  min_permission: owner\n" },
    at: `${Y}:2`,
    says: ["min_permission", "admin"],
  },
  {
    name: "server with command and url",
    files: { [Y]: "mcp_servers:\n  both:\n    command: node\n    url: http://127.0.0.1:1/mcp\n" },
    at: `${Y}:2`,
    says: ["mcp_servers.both", "not both"],
  },
  {
    name: "server with neither command nor url",
    files: { [Y]: "mcp_servers:\n  empty:\n    args: [x]\n" },
    at: `${Y}:2`,
    says: ["mcp_servers.empty", "needs `command`"],
  },
  {
    name: "stdio type with a url",
    files: { [Y]: "mcp_servers:\n  s:\n    type: stdio\n    url: http://127.0.0.1:1\n" },
    at: `${Y}:2`,
    says: ["type stdio"],
  },
  {
    name: "bad server name",
    files: { [Y]: "mcp_servers:\n  'my server':\n    command: x\n" },
    at: `${Y}:2`,
    says: ["server names"],
  },
  {
    name: "unset ${VAR} in a header",
    files: {
      [Y]: "mcp_servers:\n  docs:\n    url: http://127.0.0.1:1/mcp\n    headers:\n      Authorization: Bearer ${DOCS_TOKEN}\n",
    },
    at: `${Y}:5`,
    says: ["docs", "mcp_servers.docs.headers.Authorization", "DOCS_TOKEN"],
  },
  {
    name: "unset ${VAR} in args",
    files: { [Y]: "mcp_servers:\n  fs:\n    command: npx\n    args: [serve, '${ROOT_DIR}']\n" },
    at: `${Y}:4`,
    says: ["mcp_servers.fs.args.1", "ROOT_DIR"],
  },
  {
    name: "rule with two effects",
    files: { [Y]: "approval:\n  rules:\n    - allow: read_file\n      deny: read_file\n" },
    at: `${Y}:3`,
    says: ["approval.rules.0", "exactly one"],
  },
  {
    name: "rule with no effect",
    files: { [Y]: "approval:\n  rules:\n    - paths: [src/**]\n" },
    at: `${Y}:3`,
    says: ["approval.rules.0", "one of `allow`"],
  },
  {
    name: "bad glob in paths",
    files: { [Y]: "approval:\n  rules:\n    - allow: write_to_file\n      paths: ['src/[abc']\n" },
    at: `${Y}:4`,
    says: ["approval.rules.0.paths.0", "bad glob"],
  },
  {
    name: "bad glob in a tool pattern",
    files: { [Y]: "approval:\n  rules:\n    - deny: 'mcp__{fs__*'\n" },
    at: `${Y}:3`,
    says: ["approval.rules.0.deny", "bad glob"],
  },
  {
    name: "bad approval default",
    files: { [Y]: "approval:\n  default: maybe\n" },
    at: `${Y}:2`,
    says: ["approval.default", "allow"],
  },
  {
    name: "unknown rule key",
    files: { [Y]: "approval:\n  rules:\n    - allow: read_file\n      path: [src/**]\n" },
    at: `${Y}:4`,
    says: ["path", "did you mean `paths`"],
  },
  {
    name: "bad checkpoints mode",
    files: { [Y]: "git:\n  checkpoints: always\n" },
    at: `${Y}:2`,
    says: ["git.checkpoints", "tool"],
  },
  {
    name: "invalid branch template",
    files: { [Y]: "git:\n  branch: 'patchbay/..{number}'\n" },
    at: `${Y}:2`,
    says: ["git.branch", "valid git branch"],
  },
  {
    name: "task without prompt",
    files: { [Y]: "tasks:\n  deps:\n    schedule: '0 6 * * 1'\n" },
    at: `${Y}:2`,
    says: ["tasks.deps.prompt", "required"],
  },
  {
    name: "api key written in the file",
    files: { [Y]: "model:\n  api_key_env: sk-ant-1234567890\n" },
    at: `${Y}:2`,
    says: ["model.api_key_env", "NAME of an environment variable"],
  },
  {
    name: ".mcp.json with a trailing comma",
    files: { [J]: '{\n  "mcpServers": {\n    "fs": { "command": "npx" },\n  }\n}\n' },
    at: `${J}:`,
    says: ["invalid JSON", "trailing comma"],
  },
  {
    name: ".mcp.json with a comment",
    files: { [J]: '{\n  // servers\n  "mcpServers": {}\n}\n' },
    at: `${J}:`,
    says: ["invalid JSON"],
  },
  {
    name: "output_schema that is not a JSON Schema",
    files: { [Y]: "tasks:\n  triage:\n    prompt: Label it\n    output_schema:\n      type: objekt\n" },
    at: `${Y}:5`,
    says: ["tasks.triage.output_schema", "not a valid JSON Schema", "/type"],
  },
  {
    name: "unknown task mode",
    files: { [Y]: "tasks:\n  triage:\n    prompt: Label it\n    mode: plna\n" },
    at: `${Y}:4`,
    says: ["tasks.triage.mode", 'did you mean "plan"'],
  },
  {
    name: "per_user typo",
    files: { [Y]: "limits:\n  per_user:\n    runs_per_our: 3\n" },
    at: `${Y}:3`,
    says: ["limits.per_user.runs_per_our", "did you mean `runs_per_hour`"],
  },
  {
    name: "negative daily_cost_usd",
    files: { [Y]: "limits:\n  daily_cost_usd: -5\n" },
    at: `${Y}:2`,
    says: ["limits.daily_cost_usd", "greater than 0"],
  },
  {
    name: "explicit --config that does not exist",
    files: {},
    args: ["--config", "ci/patchbay.yml"],
    at: "ci/patchbay.yml",
    says: ["not found"],
  },
];

describe("config check on broken files", () => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
  });

  it("has at least 25 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)("$name", async ({ files, at, says, args = [], env = {} }) => {
    const tree = await tempTree(files);
    cleanup = tree.cleanup;
    const run = await runCliInMemory(["config", "check", ...args], {
      cwd: tree.dir,
      env: { PATH: process.env.PATH, ...env },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(at);
    for (const fragment of says) expect(run.stderr).toContain(fragment);
    // one clear message: no stack trace
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stderr).not.toContain("--debug");
  });
});
