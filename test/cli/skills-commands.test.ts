/**
 * The CLI side of skills and commands, through the built bundle: `patchbay
 * skills` lists what a run would offer and names bad skills by file and line,
 * `config check` reports bad skills and command files (a command that tries to
 * widen the rules among them), and `patchbay run --command NAME ARGS` runs a
 * repository command locally — unknown arguments refused with its usage.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runBundleCli } from "../helpers/bundle.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";

let repo: TestRepo;

const env = () => ({ PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR });

const GOOD_SKILL =
  "---\nname: changelog\ndescription: Write the changelog entry for a change.\n---\nAdd a line to CHANGELOG.md.\n";
const CONFIG = `approval:
  default: deny
  rules:
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**"]
`;
const BUMP = `---
description: Change a constant
arguments:
  - name: value
    required: true
---
Set LIMIT in src/limits.js to {{value}}.
`;

describe("patchbay skills and config check", () => {
  it("lists the skills a run offers, and names a bad one by file and line (exit 1)", async () => {
    repo = await testRepo({
      ".github/skills/changelog/SKILL.md": GOOD_SKILL,
      ".claude/skills/broken/SKILL.md": "---\nname: broken\n---\nno description\n",
    });
    const run = await runBundleCli(["skills", "--repo", repo.work], env(), repo.work);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      "changelog  .github/skills/changelog/SKILL.md\n    Write the changelog entry for a change.\n",
    );
    expect(run.stderr).toBe(
      "error: .claude/skills/broken/SKILL.md:2:1: description: is required (expected string) — this skill is left out of runs\n",
    );
    const json = await runBundleCli(["skills", "--repo", repo.work, "--json"], env(), repo.work);
    expect(JSON.parse(json.stdout).skills).toEqual([
      {
        name: "changelog",
        description: "Write the changelog entry for a change.",
        file: ".github/skills/changelog/SKILL.md",
      },
    ]);
  });

  it("config check reports bad skills and command files, a widening command among them, with their lines", async () => {
    repo = await testRepo({
      ".github/patchbay.yml": CONFIG,
      ".github/skills/changelog/SKILL.md": GOOD_SKILL,
      ".github/skills/dup/SKILL.md": "---\nname: changelog\ndescription: x\n---\nbody\n",
      ".github/patchbay/commands/bump.md": BUMP,
      ".github/patchbay/commands/ship.md":
        '---\ndescription: Ship it\napproval:\n  rules:\n    - allow: execute_command\n      commands: ["npm publish"]\n---\nPublish.\n',
    });
    const run = await runBundleCli(["config", "check", "--repo", repo.work], env(), repo.work);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("# skill changelog: .github/skills/changelog/SKILL.md\n");
    expect(run.stdout).toContain("# command /bump: .github/patchbay/commands/bump.md\n");
    expect(run.stderr).toContain(
      `error: .github/skills/dup/SKILL.md:2: name: name "changelog" must be the skill folder's name, "dup"`,
    );
    expect(run.stderr).toContain(
      "error: .github/patchbay/commands/ship.md:5: approval.rules.0: an allow rule would widen the config's rules; a command may only narrow the config's rules",
    );
  });
});

describe("patchbay run --command", () => {
  it("runs a repository command with its arguments; an argument it does not take is refused with its usage", async () => {
    repo = await testRepo({
      ".github/patchbay.yml": CONFIG,
      ".github/patchbay/commands/bump.md": BUMP,
      "src/limits.js": "export const LIMIT = 10;\n",
    });
    const cassette = path.join(repo.root, "bump.json");
    await writeFile(
      cassette,
      JSON.stringify({
        turns: [
          {
            tool_calls: [
              { name: "write_to_file", input: { path: "src/limits.js", content: "export const LIMIT = 25;\n" } },
            ],
          },
          { tool_calls: [{ name: "attempt_completion", input: { result: "Set to 25." } }] },
        ],
      }),
    );
    const transcript = path.join(repo.root, "t.jsonl");
    const ok = await runBundleCli(
      [
        "run",
        "--command",
        "bump",
        "25",
        "--repo",
        repo.work,
        "--model",
        `replay:${cassette}`,
        "--transcript",
        transcript,
      ],
      env(),
      repo.work,
    );
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout).toContain("repository command /bump (.github/patchbay/commands/bump.md)");
    const start = JSON.parse((await readFile(transcript, "utf8")).split("\n")[0] ?? "{}");
    expect(start.prompt).toBe("Set LIMIT in src/limits.js to 25.");
    expect(await readFile(path.join(repo.work, "src/limits.js"), "utf8")).toBe("export const LIMIT = 25;\n");

    repo.git("checkout", "-q", "main");
    const bad = await runBundleCli(
      ["run", "--command", "bump", "25", "force=yes", "--repo", repo.work, "--model", `replay:${cassette}`],
      env(),
      repo.work,
    );
    expect(bad.stdout).toContain("skipped: /bump: unknown argument `force` (it takes `value`); write `/bump <value>`");
  });
});
