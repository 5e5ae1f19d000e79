/**
 * The test suite's wall time (issue 25: "measure the suite's wall time on an idle
 * machine before and after; target: half"): `npm test` as a developer runs it, once,
 * beside the figure measured before issue 25's changes on this machine (one worker
 * at a time, the flows in-process from src/). Slow: it runs the whole suite.
 */
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Bench } from "./types.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Measured by the lead before issue 25 on this machine, idle: `npm test`, 2,477 tests (commit 348fd25). */
const BEFORE = { realMs: 184_000, vitestMs: 179_000, tests: 2477 };

export const bench: Bench = async () => {
  const load = os.loadavg()[0] ?? 0;
  const start = performance.now();
  const run = spawnSync("npm", ["test"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const realMs = performance.now() - start;
  const out = `${run.stdout}${run.stderr}`;
  if (run.status !== 0) throw new Error(`npm test failed (exit ${run.status}):\n${out.slice(-3000)}`);
  const tests = Number(/^\s+Tests\s+(\d+) passed/m.exec(out)?.[1] ?? Number.NaN);
  const skipped = Number(/(\d+) skipped/.exec(/^\s+Tests .*$/m.exec(out)?.[0] ?? "")?.[1] ?? 0);
  const vitestMs = Number(/^\s+Duration\s+([\d.]+)s/m.exec(out)?.[1] ?? Number.NaN) * 1000;
  const method = `one \`npm test\` (pretest, both vitest projects, dist/ already built), load average ${load.toFixed(1)} at the start; ${tests} passed, ${skipped} skipped (the machine-changing ones, without the opt-in); before: ${BEFORE.tests} tests, the lead's measurement on an idle machine`;
  return [
    {
      name: "npm test, wall time",
      value: realMs,
      unit: "ms",
      baseline: { name: "before issue 25", value: BEFORE.realMs },
      target: "≤ half of before",
      met: realMs <= BEFORE.realMs / 2,
      method,
    },
    {
      name: "vitest's Duration",
      value: vitestMs,
      unit: "ms",
      baseline: { name: "before issue 25", value: BEFORE.vitestMs },
      method,
    },
  ];
};
