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
});
