/** The repository and environment the `patchbay run` tests share. */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { TestRepo } from "../helpers/repo.js";

/** A small project whose add() is wrong, with rules that allow reading, editing src/test/docs and its tests. */
export const FILES = {
  "package.json": JSON.stringify({ name: "calc", type: "module", scripts: { test: "node --test test/" } }),
  "src/math.js": "export function add(a, b) {\n  return a - b;\n}\n",
  "test/math.test.js":
    'import assert from "node:assert/strict";\nimport { test } from "node:test";\nimport { add } from "../src/math.js";\n\ntest("add", () => assert.equal(add(2, 3), 5));\n',
  ".github/patchbay.yml": `approval:
  default: ask
  rules:
    - allow: [read_file, list_files, search_files]
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**", "test/**", "docs/**"]
    - allow: execute_command
      commands: ["node --test*", "npm test"]
`,
};

export async function cassette(r: TestRepo, name: string, text: string): Promise<string> {
  const file = path.join(r.root, name);
  await writeFile(file, text);
  return file;
}

/** Only what the tools need: no keys, nothing of the runner's. */
export const env = () => ({ PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR });
