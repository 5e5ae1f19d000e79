import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCliInMemory } from "../helpers/cli.js";

const root = path.resolve(import.meta.dirname, "../..");
const cwd = root;

const COMMANDS = [
  ["run"],
  ["mcp", "list"],
  ["mcp", "call"],
  ["policy", "check"],
  ["config", "check"],
  ["checkpoints"],
  ["restore"],
  ["init"],
];

describe("a CLI that explains itself", () => {
  it.each(COMMANDS)("`%s --help` prints its usage on stdout and exits 0", async (...command) => {
    for (const argv of [
      [...command, "--help"],
      [...command, "-h"],
      ["help", ...command],
    ]) {
      const run = await runCliInMemory(argv, { cwd });
      expect(run.code, argv.join(" ")).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`usage: patchbay ${command[0]}`));
      expect(run.stderr).toBe("");
    }
  });

  it("run --help lists every budget flag, and each listed flag is one run accepts", async () => {
    const help = (await runCliInMemory(["run", "--help"], { cwd })).stdout;
    for (const flag of ["--max-turns", "--max-cost-usd", "--timeout-minutes", "--dry-run", "--plan", "--task"])
      expect(help).toContain(flag);
    const flags = [...new Set(help.match(/--[a-z][a-z-]+/g) ?? [])];
    for (const flag of flags) {
      const run = await runCliInMemory(["run", flag, "1", "--help"], { cwd });
      expect(run.stderr, flag).not.toContain("unknown option");
    }
  });

  it("an unknown command or flag gets a did-you-mean and exit code 2", async () => {
    const command = await runCliInMemory(["rnu", "--prompt", "x"], { cwd });
    expect(command.code).toBe(2);
    expect(command.stderr).toContain('unknown command "rnu" — did you mean "run"?');

    const flag = await runCliInMemory(["run", "--prompt", "x", "--max-turn", "3"], { cwd });
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain("unknown option --max-turn — did you mean --max-turns?");
    expect(flag.stderr).not.toContain("at parseArgs");

    const far = await runCliInMemory(["config", "check", "--zzzzzz"], { cwd });
    expect(far.stderr).toContain("unknown option --zzzzzz\n");
  });

  it.each([
    ["run", "--prompt", "x", "fix-it"],
    ["init", "fix-it"],
    ["ledger", "fix-it"],
    ["matrix", "--label", "x", "fix-it"],
  ])("`%s … fix-it`: a stray word is a usage error that names it", async (...argv) => {
    const run = await runCliInMemory(argv, { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unexpected argument "fix-it"');
    expect(run.stderr).toContain(`usage: patchbay ${argv[0]}`);
    expect(run.stdout).toBe("");
  });

  it("output into a closed pipe ends quietly, with no stack trace", () => {
    const entry = path.join(root, "bin/patchbay.js");
    // `| true` closes the pipe before the CLI has written a byte: every write fails with EPIPE.
    const shell = spawnSync("bash", ["-c", `node "${entry}" run --help | true; echo "exit=\${PIPESTATUS[0]}" >&2`], {
      cwd: root,
      encoding: "utf8",
    });
    expect(shell.stderr.trim()).toBe("exit=0");
  });
});
