/**
 * What a checkpoint costs through a whole run, the way a user pays for it (docs/decisions/0011-one-git-writer-per-run.md):
 * `patchbay run` (the CLI's main, in process, replay cassette) of 60 changing tool
 * calls with `git.checkpoints: tool`, minus the same run with `git.checkpoints: end`,
 * divided by the 59 extra checkpoints. Three repetitions each, for write_to_file and
 * for execute_command changes, on the repositories bench/git.ts built.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { main } from "../src/cli/main.js";

export const CALLS = 60;
export const REPS = 3;
const FILE = "d7/e3/f307.txt";

/**
 * The changing calls: a file tool, a command that cannot read the index (`sed -i`:
 * it need not wait for the index sync), and the same edit through `sh -c`, which
 * could run anything and so waits for it, as `npm test` or `git diff` would.
 */
export const KINDS = ["write_to_file", "execute_command", "execute_command via sh -c"] as const;
export type Kind = (typeof KINDS)[number];

/** The repository's config for a bench run: no approvals to wait for, turns enough for the calls. */
function benchConfig(mode: "tool" | "end"): string {
  return `limits:
  max_turns: ${CALLS + 10}
git:
  checkpoints: ${mode}
approval:
  default: deny
  rules:
    - allow: [write_to_file]
    - allow: execute_command
      commands: ["sed -i *"]
`;
}

function cassette(kind: Kind, rep: number): string {
  const turns: string[] = ["turns:"];
  for (let i = 0; i < CALLS; i++) {
    const sed = `sed -i 1s/.*/r${rep}c${i}/ ${FILE}`;
    const call =
      kind === "write_to_file"
        ? `{ name: write_to_file, input: { path: ${FILE}, content: "rep ${rep} call ${i}\\n" } }`
        : `{ name: execute_command, input: { command: "${kind === "execute_command" ? sed : `sh -c '${sed}'`}" } }`;
    turns.push("  - tool_calls:", `      - ${call}`);
  }
  turns.push("  - tool_calls:", "      - { name: attempt_completion, input: { result: done } }");
  return `${turns.join("\n")}\n`;
}

/** One whole run; its wall-clock milliseconds. */
export async function timedRun(
  dir: string,
  scratch: string,
  kind: Kind,
  mode: "tool" | "end",
  rep: number,
): Promise<number> {
  const config = path.join(scratch, `patchbay-${mode}.yml`);
  await writeFile(config, benchConfig(mode));
  const tape = path.join(scratch, `${kind}-${rep}.yml`);
  await writeFile(tape, cassette(kind, rep));
  let out = "";
  const start = performance.now();
  const code = await main(
    [
      "run",
      "--prompt",
      `bench ${kind} ${mode} ${rep}`,
      "--repo",
      dir,
      "--config",
      config,
      "--dry-run",
      "--model",
      `replay:${tape}`,
    ],
    {
      stdout: (t) => {
        out += t;
      },
      stderr: (t) => {
        out += t;
      },
      env: { PATH: process.env.PATH, HOME: scratch, TMPDIR: scratch },
      cwd: scratch,
      isTTY: false,
    },
  );
  const ms = performance.now() - start;
  if (code !== 0 || !out.includes("completed")) throw new Error(`bench run failed (exit ${code}):\n${out}`);
  return ms;
}
