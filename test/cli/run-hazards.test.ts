/**
 * Commands judged by what they can do, end to end: `patchbay run` with a replay cassette whose model sends
 * commands an allow glob matches but that do more than the glob says — a
 * hazardous option, a line break between commands, a hidden character. Each is
 * denied before it runs (no marker file appears), and the model reads one line
 * that names the option or character and what to do.
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { runCli } from "../helpers/cli.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";

const FILES = {
  "src/a.txt": "one\n",
  ".github/patchbay.yml": `approval:
  default: ask
  rules:
    - allow: execute_command
      commands: ["git diff *", "touch *", "echo *"]
    - allow: write_to_file
      paths: ["allowed-marker"]
`,
};

const exec = (command: string) => ({ tool_calls: [{ name: "execute_command", input: { command } }] });
const CASSETTE = {
  turns: [
    exec("git diff --output=diff-marker.txt HEAD"),
    exec("touch ok-marker\ntouch newline-marker"),
    exec("touch allowed-marker"), // three failed calls in a row would end the run
    exec("echo ok\u2028touch unicode-marker"),
    { tool_calls: [{ name: "attempt_completion", input: { result: "done" } }] },
  ],
};

const toolEvent = z.looseObject({
  type: z.literal("tool"),
  decision: z.string(),
  rule: z.string(),
  output: z.string(),
});

let repo: TestRepo;

describe("patchbay run: commands judged by what they can do", () => {
  it("denies a hazardous option, a line break and a hidden character before they run, in one line each", async () => {
    repo = await testRepo(FILES);
    await writeFile(path.join(repo.work, "src/a.txt"), "two\n"); // a diff for --output to write
    const cassette = path.join(repo.root, "hazards.json");
    await writeFile(cassette, JSON.stringify(CASSETTE));
    const transcript = path.join(repo.root, "t.jsonl");
    const run = await runCli(
      [
        "run",
        "--prompt",
        "Look around",
        "--repo",
        repo.work,
        "--model",
        `replay:${cassette}`,
        "--transcript",
        transcript,
      ],
      { cwd: repo.root, env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR } },
    );
    expect(run.code, run.stderr).toBe(0);
    const tools = (await readFile(transcript, "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l))
      .filter((e) => e.type === "tool")
      .map((e) => toolEvent.parse(e));
    expect(tools.map((t) => [t.decision, t.rule])).toEqual([
      ["deny", "built-in: hazardous option"],
      ["deny", "built-in: hidden character"],
      ["allow", "approval.rules[0] (allow execute_command commands: git diff *, touch *, echo *)"],
      ["deny", "built-in: hidden character"],
      ["allow", "built-in: control tool"],
    ]);
    const [option, newline, , unicode] = tools;
    expect(option?.output).toContain(
      "`git diff --output=diff-marker.txt HEAD` uses --output (--output=diff-marker.txt), which writes to any file, outside the workspace too; approval.rules[0] allows",
    );
    expect(option?.output).toContain('allow_options: ["--output"]');
    expect(newline?.output).toContain("a line break outside quotes at line 1, column 16");
    expect(newline?.output).toContain("joining commands with && or ;");
    expect(unicode?.output).toContain("U+2028 LINE SEPARATOR at column 8 outside quotes");
    for (const t of [option, newline, unicode]) expect(t?.output).not.toContain("\n");
    for (const marker of ["diff-marker.txt", "ok-marker", "newline-marker", "unicode-marker"])
      expect(existsSync(path.join(repo.work, marker)), marker).toBe(false);
    expect(existsSync(path.join(repo.work, "allowed-marker"))).toBe(true);
    // The console shows the command with its hidden character made visible.
    expect(run.stdout).toContain("echo ok⟨U+2028⟩touch unicode-marker");
  });
});
