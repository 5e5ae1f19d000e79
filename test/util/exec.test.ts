import { describe, expect, it } from "vitest";
import { exec } from "../../src/util/exec.js";

const env = { PATH: process.env.PATH ?? "" };

describe("exec", () => {
  it("returns exit code and output", async () => {
    const r = await exec("sh", ["-c", "echo out; echo err >&2; exit 3"], { cwd: process.cwd(), env });
    expect(r).toMatchObject({ exitCode: 3, stdout: "out\n", stderr: "err\n", timedOut: false });
  });

  it("does not hang on a descendant that left the process group and holds stdout open", async () => {
    const started = Date.now();
    const r = await exec("sh", ["-c", "setsid sleep 30 & echo started"], {
      cwd: process.cwd(),
      env,
      timeoutMs: 10_000,
    });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain("started");
    // far less than the 30 s the detached sleep holds the pipe (bounded by the exit grace)
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("times out a command that never ends and kills its group", async () => {
    const r = await exec("sh", ["-c", "sleep 60"], { cwd: process.cwd(), env, timeoutMs: 300 });
    expect(r.timedOut).toBe(true);
    expect(r.exitCode).toBeNull();
  });

  it("reports a program that cannot start", async () => {
    const r = await exec("patchbay-no-such-program", [], { cwd: process.cwd(), env });
    expect(r.spawnError).toMatch(/ENOENT/);
  });
});
