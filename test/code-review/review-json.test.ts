/**
 * The `review_json` output's schema, as the README documents it: the README's
 * example is valid against the schema the action's output is checked with.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { reviewJsonSchema } from "../../src/code-review/review-json.js";

it("the README's review_json example matches the schema", async () => {
  const readme = await readFile(path.resolve(import.meta.dirname, "../../README.md"), "utf8");
  const block = /The action's outputs `findings`[\s\S]*?```jsonc\n([\s\S]*?)\n```/.exec(readme)?.[1];
  expect(block).toBeDefined();
  const json = (block ?? "")
    .split("\n")
    .map((line) => line.replace(/\s*\/\/.*$/, ""))
    .join("\n")
    .replaceAll('"…"', '"0000000000000000000000000000000000000000"');
  const parsed = reviewJsonSchema.safeParse(JSON.parse(json));
  expect(parsed.error?.issues ?? []).toEqual([]);
});
