/**
 * `patchbay sandbox check` and PATCHBAY_SANDBOX_MECHANISM: the mechanism a
 * run would use, proven by running a command in it; the variable picks one
 * (a diagnostic), and a value that names none is an error, never a quiet fallback.
 */
import { describe, expect, it } from "vitest";
import { sandboxSchema } from "../../src/config/sandbox-schema.js";
import { RunSandbox } from "../../src/sandbox/run-sandbox.js";
import { runCliInMemory } from "../helpers/cli.js";

const env = (extra: Record<string, string> = {}) => ({ PATH: process.env.PATH, HOME: process.env.HOME, ...extra });

describe("patchbay sandbox check", () => {
  it("names the mechanism this machine gives and proves it with a command", async () => {
    const run = await runCliInMemory(["sandbox", "check"], { cwd: "/", env: env() });
    expect(run.stdout).toMatch(/^sandbox: Linux namespaces via /);
    expect(run.stdout).toContain("verified: a command ran in its own PID, mount and network namespaces");
    expect(run.code).toBe(0);
  }, 30_000);

  it("PATCHBAY_SANDBOX_MECHANISM=userns checks that mechanism and says it was asked for", async () => {
    const run = await runCliInMemory(["sandbox", "check"], {
      cwd: "/",
      env: env({ PATCHBAY_SANDBOX_MECHANISM: "userns" }),
    });
    expect(run.stdout).toMatch(
      /^sandbox: Linux namespaces via util-linux unshare .*\(forced by PATCHBAY_SANDBOX_MECHANISM=userns\)$/m,
    );
    expect(run.code).toBe(0);
  }, 30_000);

  it("a value that is no mechanism is a usage error naming the variable and the choices", async () => {
    const run = await runCliInMemory(["sandbox", "check"], {
      cwd: "/",
      env: env({ PATCHBAY_SANDBOX_MECHANISM: "sudoo" }),
    });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      'patchbay: PATCHBAY_SANDBOX_MECHANISM is "sudoo", which is not a sandbox mechanism: use userns or sudo, or unset it to let Patchbay choose\n',
    );
  });
});

describe("a run with a bad PATCHBAY_SANDBOX_MECHANISM", () => {
  it("fails before anything starts, whatever sandbox.mode says", () => {
    for (const mode of ["required", "auto", "off"] as const)
      expect(() =>
        RunSandbox.open({
          config: sandboxSchema.parse({ mode }),
          workspace: "/nonexistent",
          env: { PATCHBAY_SANDBOX_MECHANISM: "bwrap" },
          notice: () => {},
        }),
      ).toThrow(/PATCHBAY_SANDBOX_MECHANISM is "bwrap", which is not a sandbox mechanism/);
  });
});
