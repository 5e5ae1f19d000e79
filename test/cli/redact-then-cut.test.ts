/**
 * A secret in a tool's input, where a one-line report cuts the input to fit:
 * the line is redacted first and cut after, so no piece of the secret — not
 * even the few characters before the cut — reaches the console or the transcript.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { runCliInMemory } from "../helpers/cli.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";
import { cassette, env } from "./run-fixtures.js";

const TOKEN = "sk-ant-api03-REDACTTHENCUT0123456789abcdefgh";

let repo: TestRepo;

it("a token that straddles the cut of a console line shows as *** and nothing of it is left", async () => {
  repo = await testRepo({ ".github/patchbay.yml": "approval:\n  default: deny\n" });
  // The console shows 80 characters of a command: the token starts at 70.
  const command = `echo ${"x".repeat(64)} ${TOKEN}`;
  const file = await cassette(
    repo,
    "c.yml",
    `turns:\n  - tool_calls:\n      - { name: execute_command, input: { command: ${JSON.stringify(command)} } }\n  - tool_calls:\n      - { name: attempt_completion, input: { result: done } }\n`,
  );
  const transcript = path.join(repo.root, "t.jsonl");
  const run = await runCliInMemory(
    ["run", "--prompt", "p", "--repo", repo.work, "--dry-run", "--model", `replay:${file}`, "--transcript", transcript],
    { cwd: repo.root, env: { ...env(), ANTHROPIC_API_KEY: TOKEN } },
  );
  expect(run.stdout).toMatch(/■ (completed|no_changes)/);
  expect(run.stdout).toMatch(/execute_command echo x+ \*\*\*/);
  const everything = run.stdout + run.stderr + (await readFile(transcript, "utf8"));
  // Every 4 characters of the token's own part (its "sk-ant-api03-" prefix is every such key's).
  const own = TOKEN.slice("sk-ant-api03-".length);
  for (let i = 0; i + 4 <= own.length; i++) expect(everything).not.toContain(own.slice(i, i + 4));
});
