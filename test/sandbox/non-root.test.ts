/**
 * The sandbox for a user who is not root and has no sudo — a developer's machine
 * with unprivileged user namespaces (docs/decisions/0013-local-runs-like-a-local-tool.md). `nsenter` into an unprivileged user
 * namespace must not call setgroups(), which such a namespace denies: every command
 * failed with "setgroups failed: Operation not permitted" before. Run through what
 * ships, as `nobody` when the tests run as root (setpriv, no machine change), else
 * as the user running the tests, who is not root already.
 */
import { chmod, cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, runCli } from "../helpers/cli.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const AS_ROOT = process.getuid?.() === 0;
/** Directories on PATH every user may search. */
const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

let copy: string | undefined;
let bin = BIN;
beforeAll(async () => {
  if (!AS_ROOT) return;
  // The bundle where `nobody` can read it (a checkout may sit in a folder only its owner opens).
  copy = await mkdtemp(path.join(os.tmpdir(), "patchbay-non-root-"));
  for (const part of ["bin", "dist", "package.json"])
    await cp(path.join(ROOT, part), path.join(copy, part), { recursive: true });
  await chmod(copy, 0o755);
  bin = path.join(copy, "bin/patchbay.js");
});
afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe("a user who is not root, without sudo", () => {
  it("gets a working sandbox from unprivileged user namespaces", async () => {
    const run = await runCli(["sandbox", "check"], {
      cwd: "/",
      bin,
      as: AS_ROOT ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] : undefined,
      env: AS_ROOT ? { PATH: SYSTEM_PATH, HOME: "/" } : { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(run.stdout).toMatch(/^sandbox: Linux namespaces via util-linux unshare \(user namespace, unprivileged\)/);
    expect(run.stdout).toContain("verified: a command ran in its own PID, mount and network namespaces");
    expect(run.code).toBe(0);
  });
});
