/**
 * A token anywhere in .git/config — in a remote URL, in an insteadOf base, in a
 * credential helper — is out of the config while commands run, so a command
 * in the sandbox (which can read .git) cannot read it; the config is whole again
 * after the run.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { type ChildRun, commandTurn, replayRun, runnerDirs } from "./helpers.js";

const TOKENS = ["URLTOKEN7c1d0e", "REWRITETOKEN7c1d0e", "HELPERTOKEN7c1d0e"];

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

describe(".git/config credentials and a sandboxed command", () => {
  let repo: TestRepo;
  let dirs: Awaited<ReturnType<typeof runnerDirs>>;
  let run: ChildRun;
  let seen = "";
  let before = "";

  beforeAll(async () => {
    dirs = await runnerDirs();
    repo = await repoWithRemote({
      ".github/patchbay.yml": CONFIG,
      "peek.sh": "mkdir -p out && cat .git/config > out/config.txt\n",
    });
    repo.git("remote", "add", "mirror", `https://someone:${TOKENS[0]}@git.example.com/o/r.git`);
    repo.git("config", "--local", `url.https://x:${TOKENS[1]}@github.com/.insteadOf`, "https://github.com/");
    repo.git("config", "--local", "credential.helper", `!f() { echo password=${TOKENS[2]}; }; f`);
    before = await readFile(path.join(repo.work, ".git/config"), "utf8");
    run = await replayRun({ root: repo.root, work: repo.work, prompt: "peek", turns: commandTurn("sh peek.sh"), dirs });
    seen = await readFile(path.join(repo.work, "out/config.txt"), "utf8").catch(() => "");
  }, 120_000);
  afterAll(async () => {
    await repo?.cleanup();
    await dirs?.cleanup();
  });

  it("the command read the config, and found none of the tokens", () => {
    expect(run.stdout, run.stderr).toContain("■ completed");
    expect(seen).toContain('[remote "mirror"]');
    for (const token of TOKENS) expect(seen).not.toContain(token);
  });

  it("after the run the config holds them again, as it was", async () => {
    const after = await readFile(path.join(repo.work, ".git/config"), "utf8");
    for (const token of TOKENS) expect(after).toContain(token);
    expect(after.length).toBe(before.length);
  });
});
