/**
 * The JSON Schema editors use (schema/patchbay.schema.json) must accept exactly what
 * the loader accepts: every example config passes both, and every broken config the
 * schema can express fails both.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configText } from "../../src/cli/init/templates.js";
import { loadConfig } from "../../src/config/load.js";
import { tempTree } from "../helpers/tmp.js";

const root = path.resolve(import.meta.dirname, "../..");
const schema = JSON.parse(readFileSync(path.join(root, "schema/patchbay.schema.json"), "utf8"));
const validate = new Ajv2020({ strict: false, allErrors: true, validateFormats: false }).compile(schema);

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function loaderAccepts(yamlText: string): Promise<boolean> {
  const tree = await tempTree({ ".github/patchbay.yml": yamlText });
  cleanups.push(tree.cleanup);
  try {
    await loadConfig({ repo: tree.dir, env: { PATCHBAY_ROOT: root, LOG_LEVEL: "info" } });
    return true;
  } catch {
    return false;
  }
}

/** Every ```yaml block of the README that is a patchbay.yml (it says so in its first line). */
function readmeConfigs(): Array<[string, string]> {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  return [...readme.matchAll(/```yaml\n(# \.github\/patchbay\.yml\n[\s\S]*?)```/g)].map((m, i) => [
    `README block ${i + 1}`,
    m[1] ?? "",
  ]);
}

const examples: Array<[string, string]> = [
  ["the demo's config", readFileSync(path.join(root, "examples/demo-repo/.github/patchbay.yml"), "utf8")],
  ["patchbay init's starter config", configText({ editPaths: ["src/**"], testCommand: "npm test", testSource: "x" })],
  ["patchbay init's config with no test command", configText({ editPaths: [] })],
  ...readmeConfigs(),
];

const broken: Array<[string, string]> = [
  ["a typo in a top-level key", "limts: { max_turns: 3 }\n"],
  ["a typo in a nested key", "limits: { max_turn: 3 }\n"],
  ["an unknown provider", "model: { provider: antropic }\n"],
  ["max_turns as a string", "limits: { max_turns: three }\n"],
  ["a negative budget", "limits: { max_cost_usd: -1 }\n"],
  ["a rule with two effects", "approval: { rules: [ { allow: read_file, deny: read_file } ] }\n"],
  ["a rule with no effect", "approval: { rules: [ { paths: ['src/**'] } ] }\n"],
  ["an unknown annotation", "approval: { rules: [ { allow: { annotations: writes } } ] }\n"],
  ["the shorthand with extra keys", "approval: { rules: [ { allow: { annotations: read_only, x: 1 } } ] }\n"],
  ["an unknown default decision", "approval: { default: maybe }\n"],
  ["a server key typo", "mcp_servers: { fs: { comand: npx } }\n"],
  ["checkpoints set to an unknown mode", "git: { checkpoints: sometimes }\n"],
  ["a server with both command and url", "mcp_servers: { x: { command: npx, url: 'https://mcp.example.com' } }\n"],
  ["a server with neither command nor url", "mcp_servers: { x: { args: [a] } }\n"],
  ["type stdio with a url", "mcp_servers: { x: { type: stdio, url: 'https://mcp.example.com' } }\n"],
  ["type http with a command", "mcp_servers: { x: { type: http, command: npx } }\n"],
  ["Cline's transportType sse with a command", "mcp_servers: { x: { transportType: sse, command: npx } }\n"],
  ["a branch template with a space", "git: { branch: 'patchbay/{kind} {number}' }\n"],
  ["a branch template with ..", "git: { branch: 'patchbay/..{number}' }\n"],
  ["a branch template ending in .lock", "git: { branch: 'patchbay/{number}.lock' }\n"],
  ["a branch template starting with /", "git: { branch: '/patchbay/{number}' }\n"],
  ["a URL in the network allowlist", "sandbox: { network: { allow: ['https://registry.npmjs.org'] } }\n"],
  ["a wildcard inside a host", "sandbox: { network: { allow: ['api.*.example.com'] } }\n"],
  ["port 0", "sandbox: { network: { allow: ['example.com:0'] } }\n"],
  ["a port past 65535", "sandbox: { network: { allow: ['example.com:70000'] } }\n"],
  ["a server's network entry with a path", "mcp_servers: { x: { command: npx, network: ['example.com/api'] } }\n"],
];

/** Configs the loader takes and the schema must take too, each exercising a rule the two share. */
const edges: Array<[string, string]> = [
  [
    "servers of every transport",
    "mcp_servers:\n  a: { command: npx }\n  b: { type: stdio, command: npx }\n  c: { type: http, url: 'https://mcp.example.com' }\n  d: { transportType: sse, url: 'https://mcp.example.com/sse' }\n  e: { url: 'https://mcp.example.com' }\n",
  ],
  ["branch templates with placeholders", "git: { branch: 'bot@{task}/{kind}-{number}' }\n"],
  [
    "every kind of allowlist entry",
    "sandbox: { network: { allow: [node, github, api.example.com, 'api.example.com:443', '*.example.com', '127.0.0.1:8080', '[::1]:3000', localhost] } }\n",
  ],
];

/**
 * What only the loader can tell, and why: JSON Schema has no way to say it. Each is
 * a config error when the run starts (`patchbay config check` shows it first).
 */
const loaderOnly: Array<[string, string, string]> = [
  [
    "a glob with an unclosed bracket",
    "approval: { rules: [ { allow: read_file, paths: ['src/[ab'] } ] }\n",
    "brackets nest: no regex balances them",
  ],
  [
    "an output_schema that is not a JSON Schema",
    "tasks: { t: { prompt: x, output_schema: { type: 12 } } }\n",
    "it is compiled with Ajv",
  ],
];

describe("the JSON Schema and the loader agree", () => {
  it("finds the README's config blocks (so the examples below are not empty)", () => {
    expect(readmeConfigs().length).toBeGreaterThan(0);
  });

  it.each(examples)("%s passes both", async (_name, text) => {
    const valid = validate(parse(text));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    expect(await loaderAccepts(text)).toBe(true);
  });

  it.each(broken)("%s fails both", async (_name, text) => {
    expect(validate(parse(text))).toBe(false);
    expect(await loaderAccepts(text)).toBe(false);
  });

  it.each(edges)("%s pass both", async (_name, text) => {
    const valid = validate(parse(text));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    expect(await loaderAccepts(text)).toBe(true);
  });

  it.each(loaderOnly)("%s: only the loader refuses it (%s)", async (_name, text) => {
    expect(validate(parse(text))).toBe(true);
    expect(await loaderAccepts(text)).toBe(false);
  });
});
