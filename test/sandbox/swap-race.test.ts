/**
 * A process left running in the sandbox swaps what the file tools are about to
 * touch: a checked file becomes a symlink to a file outside the work tree, a
 * checked folder becomes a symlink to the runner's home — thousands of times a
 * second, while a scripted model reads, writes, edits, lists and searches the
 * same paths through Patchbay's tools, which run on the host. Whatever the
 * timing, no tool may read or write outside the work tree.
 *
 * The swapped-in targets hold a marker that is not a secret Patchbay knows, so
 * the redactor cannot hide a leak: a read that followed a swapped link shows
 * the marker in the transcript.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { type ChildRun, runnerDirs, runPatchbay } from "./helpers.js";

const MARKER = "OUTSIDE-THE-WORK-TREE-7f3a";
const ROUNDS = 60;

/**
 * Swaps src/a.txt between a regular file and a symlink to `victim`, and d/
 * between a folder and a symlink to the folder holding `victim`, as fast as
 * renames go, until the sandbox ends with the run.
 */
function swapper(victimDir: string): string {
  const victim = path.join(victimDir, "a.txt");
  return `import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
const link = (target, at) => { rmSync(at, { recursive: true, force: true }); symlinkSync(target, at); };
for (;;) {
  try {
    link(${JSON.stringify(victim)}, "src/.l");
    renameSync("src/.l", "src/a.txt");
    writeFileSync("src/.r", "ordinary\\n");
    renameSync("src/.r", "src/a.txt");
    link(${JSON.stringify(victimDir)}, ".dl");
    renameSync("d", ".d-real");
    renameSync(".dl", "d");
    renameSync("d", ".dl");
    renameSync(".d-real", "d");
  } catch { mkdirSync("d", { recursive: true }); }
}
`;
}

const CONFIG = `sandbox:
  mode: required
limits:
  max_turns: 200
  max_tool_errors: 1000
approval:
  default: deny
  rules:
    - allow: [read_file, write_to_file, replace_in_file, list_files, search_files, apply_patch]
      paths: ["src/**", "d/**", "out/**"]
    - allow: execute_command
      commands: ["sh tools/start.sh"]
`;

function turns(): string {
  const call = (name: string, input: Record<string, unknown>) =>
    `      - { name: ${name}, input: ${JSON.stringify(input)} }\n`;
  let out = `  - tool_calls:\n${call("execute_command", { command: "sh tools/start.sh" })}`;
  for (let i = 0; i < ROUNDS; i++) {
    out += "  - tool_calls:\n";
    out += call("read_file", { path: "src/a.txt" });
    out += call("read_file", { path: "d/a.txt" });
    out += call("write_to_file", { path: "src/a.txt", content: `written ${i}\n` });
    out += call("write_to_file", { path: "d/a.txt", content: `written ${i}\n` });
    out += call("replace_in_file", {
      path: "d/a.txt",
      diff: `------- SEARCH\nwritten ${i}\n=======\nedited ${i}\n+++++++ REPLACE`,
    });
    out += call("replace_in_file", {
      path: "src/a.txt",
      diff: "------- SEARCH\nordinary\n=======\nedited\n+++++++ REPLACE",
    });
    out += call("list_files", { path: "d" });
    out += call("search_files", { path: "d", regex: "OUTSIDE" });
    out += call("search_files", { path: "src", regex: "OUTSIDE" });
  }
  return `turns:\n${out}  - tool_calls:\n      - { name: attempt_completion, input: { result: done } }\n`;
}

describe("file tools while a sandboxed process swaps files, folders and symlinks under them", () => {
  let repo: TestRepo;
  let dirs: Awaited<ReturnType<typeof runnerDirs>>;
  let run: ChildRun;
  let transcript: string;
  let victimDir: string;

  beforeAll(async () => {
    dirs = await runnerDirs();
    victimDir = path.join(dirs.home, "victim");
    const { mkdir } = await import("node:fs/promises");
    await mkdir(victimDir);
    await writeFile(path.join(victimDir, "a.txt"), `${MARKER}\n`);
    await writeFile(path.join(victimDir, "victim-only.txt"), `${MARKER}\n`);
    repo = await repoWithRemote({
      ".github/patchbay.yml": CONFIG,
      "src/a.txt": "ordinary\n",
      "d/a.txt": "ordinary\n",
      "tools/swap.mjs": swapper(victimDir),
      "tools/start.sh": "setsid nohup node tools/swap.mjs > /dev/null 2>&1 &\nsleep 0.5\necho started\n",
    });
    const cassette = path.join(repo.root, "swap.yml");
    await writeFile(cassette, turns());
    const transcriptFile = path.join(repo.root, "transcript.jsonl");
    run = await runPatchbay(
      [
        "run",
        "--prompt",
        "swap",
        "--repo",
        repo.work,
        "--model",
        `replay:${cassette}`,
        "--dry-run",
        "--transcript",
        transcriptFile,
      ],
      {
        cwd: repo.root,
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dirs.home, RUNNER_TEMP: dirs.runnerTemp },
      },
    );
    transcript = await readFile(transcriptFile, "utf8").catch(() => "");
  }, 300_000);

  afterAll(async () => {
    await repo?.cleanup();
    await dirs?.cleanup();
  });

  it("the run ends (every call got an answer)", () => {
    expect(run.stdout, run.stderr).toMatch(/■ (completed|stuck)/);
    expect(transcript).toContain('"type":"end"');
  });

  it("nothing outside the work tree was read: its content is in no tool result", () => {
    // The search for the marker ran: the tool results are in the transcript.
    expect(transcript.split("\n").filter((l) => l.includes('"name":"search_files"')).length).toBeGreaterThan(ROUNDS);
    expect(transcript).not.toContain(MARKER);
    expect(run.stdout + run.stderr).not.toContain(MARKER);
  });

  it("nothing outside the work tree was written: the swapped-in target is untouched, no file appeared beside it", async () => {
    expect(await readFile(path.join(victimDir, "a.txt"), "utf8")).toBe(`${MARKER}\n`);
    const { readdir } = await import("node:fs/promises");
    expect((await readdir(victimDir)).sort()).toEqual(["a.txt", "victim-only.txt"]);
  });

  it("nothing outside the work tree was listed: the runner's folder never shows in a listing", () => {
    const listings = transcript.split("\n").filter((l) => l.includes('"name":"list_files"') && l.includes('"output"'));
    expect(listings.length).toBeGreaterThan(0);
    for (const line of listings) expect(line).not.toContain("victim-only");
  });
});
