/**
 * A descriptor Patchbay's parent left open (without close-on-exec) does not
 * reach a sandboxed command: the command sees stdin, stdout and stderr only.
 */
import { spawn } from "node:child_process";
import { openSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { commandTurn, runnerDirs } from "./helpers.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const INHERITED = "inherited-descriptor-secret-8c2f";

const CONFIG = `sandbox:
  mode: required
approval:
  default: deny
  rules:
    - allow: execute_command
      commands: ["sh peek.sh"]
    - allow: write_to_file
      paths: ["out/**"]
`;

const PEEK = `mkdir -p out
ls /proc/self/fd > out/fds.txt 2>&1
{ cat <&3; cat <&4; } > out/read.txt 2>&1
`;

describe("descriptors Patchbay inherited", () => {
  let repo: TestRepo;
  let dirs: Awaited<ReturnType<typeof runnerDirs>>;
  let stdout = "";
  let fds = "";
  let read = "";

  beforeAll(async () => {
    dirs = await runnerDirs();
    repo = await repoWithRemote({ ".github/patchbay.yml": CONFIG, "peek.sh": PEEK });
    const secretFile = path.join(dirs.home, "inherited.txt");
    await writeFile(secretFile, `${INHERITED}\n`);
    const cassette = path.join(repo.root, "peek.yml");
    await writeFile(
      cassette,
      `turns:\n${commandTurn("sh peek.sh")}  - tool_calls:\n      - { name: attempt_completion, input: { result: done } }\n`,
    );
    // fd 3 and 4: a file and a pipe the parent opened, inherited without close-on-exec.
    const file = openSync(secretFile, "r");
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, "bin/patchbay.js"),
        ...["run", "--prompt", "peek", "--repo", repo.work, "--model", `replay:${cassette}`, "--dry-run"],
      ],
      {
        cwd: repo.root,
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dirs.home, RUNNER_TEMP: dirs.runnerTemp },
        stdio: ["ignore", "pipe", "inherit", file, "pipe"],
      },
    );
    child.stdout?.on("data", (c: Buffer) => {
      stdout += c.toString();
    });
    await new Promise((resolve) => child.on("close", resolve));
    fds = await readFile(path.join(repo.work, "out/fds.txt"), "utf8").catch(() => "");
    read = await readFile(path.join(repo.work, "out/read.txt"), "utf8").catch(() => "");
  }, 120_000);
  afterAll(async () => {
    await repo?.cleanup();
    await dirs?.cleanup();
  });

  it("the command ran and saw only 0, 1 and 2 (and the descriptor of its own ls)", () => {
    expect(stdout).toContain("■ completed");
    const open = fds.trim().split("\n").map(Number);
    expect(open.filter((fd) => fd > 3)).toEqual([]);
    expect(read).not.toContain(INHERITED);
    expect(read).toMatch(/Bad file descriptor/);
  });
});
