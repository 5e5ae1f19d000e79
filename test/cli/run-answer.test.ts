/**
 * Answering a paused local run from the CLI (docs/decisions/0013-local-runs-like-a-local-tool.md): `patchbay run --approve`,
 * `--deny WHY` and `--answer TEXT` resume the saved session of the checked-out
 * work branch, as `@patchbay approve` does in CI — no terminal needed.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";

const CONFIG = `approval:
  default: ask
  rules:
    - allow: [read_file, list_files, write_to_file]
`;

const ASKS = `turns:
  - tool_calls:
      - { name: execute_command, input: { command: "touch made-by-command.txt" } }
`;

/** What the model says once the run resumes (a replay cassette plays from its start in each process). */
const FINISH = `turns:
  - tool_calls:
      - { name: attempt_completion, input: { result: Finished after the answer. } }
`;

let repo: TestRepo | undefined;
afterEach(async () => {
  await repo?.cleanup();
  repo = undefined;
});

const env = () => ({ PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR });

async function paused(cassetteText: string, rest = FINISH): Promise<{ r: TestRepo; model: string }> {
  const r = await repoWithRemote({ "README.md": "hi\n", ".github/patchbay.yml": CONFIG });
  repo = r;
  const file = path.join(r.root, "c.yml");
  await writeFile(file, cassetteText);
  const first = await runCli(["run", "--prompt", "Make it", "--repo", r.work, "--model", `replay:${file}`], {
    cwd: r.root,
    env: env(),
  });
  expect(first.code).toBe(0);
  expect(first.stdout).toMatch(/■ (awaiting_approval|needs_input)/);
  expect(r.git("rev-parse", "--abbrev-ref", "HEAD")).toBe("patchbay/task-local-make-it");
  const next = path.join(r.root, "rest.yml");
  await writeFile(next, rest);
  return { r, model: `replay:${next}` };
}

const again = (r: TestRepo, model: string, args: string[]) =>
  runCli(["run", ...args, "--repo", r.work, "--model", model], { cwd: r.root, env: env() });

describe("patchbay run --approve / --deny / --answer", () => {
  it("--approve runs the waiting call and the session finishes", async () => {
    const { r, model } = await paused(ASKS);
    const run = await again(r, model, ["--approve"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("continuing the saved session on patchbay/task-local-make-it (approval)");
    expect(run.stdout).toContain("■ completed");
    expect(r.git("show", "--stat", "--format=", "HEAD")).toContain("made-by-command.txt");
  });

  it('--deny "why": the call does not run and the model reads the reason', async () => {
    const { r, model } = await paused(ASKS);
    const run = await again(r, model, ["--deny", "not in this repository"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("not in this repository");
    expect(r.git("ls-files")).not.toContain("made-by-command.txt");
  });

  it("--answer replies to the model's question", async () => {
    const { r, model } = await paused(
      `turns:
  - tool_calls:
      - { name: ask_followup_question, input: { question: Which file name? } }
`,
      `turns:
  - tool_calls:
      - { name: write_to_file, input: { path: answer.txt, content: "from the answer\\n" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: Wrote it. } }
`,
    );
    const run = await again(r, model, ["--answer", "answer.txt please"]);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("(reply)");
    expect(run.stdout).toContain("■ completed");
    expect(r.git("show", "HEAD:answer.txt")).toBe("from the answer");
  });

  it("with nothing paused, or on the default branch, it says so and changes nothing", async () => {
    const r = await repoWithRemote({ "README.md": "hi\n", ".github/patchbay.yml": CONFIG });
    repo = r;
    const file = path.join(r.root, "c.yml");
    await writeFile(file, ASKS);
    const onMain = await again(r, `replay:${file}`, ["--approve"]);
    expect(onMain.code).toBe(1);
    expect(onMain.stderr).toContain("main is the default branch; switch to the work branch first");
    r.git("switch", "-q", "-c", "patchbay/nothing");
    const nothing = await again(r, `replay:${file}`, ["--approve"]);
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain("there is no paused run on patchbay/nothing to answer");
    expect(r.git("rev-parse", "--abbrev-ref", "HEAD")).toBe("patchbay/nothing");
  });
});
