/**
 * The test suite's wall time (target: half of what it was before the suite was
 * made faster, measured on an idle machine). In one bench run, back to back on the
 * same machine: the suite as it was before that work (a clone at BEFORE_REF, this
 * checkout's node_modules, `vitest run` without the sudo mechanism's test, which
 * makes a system user) and `npm test` now (which skips that test without the
 * opt-in). Slow — it runs the whole suite twice — so it runs only when named:
 * `npm run bench -- suite`. The lead's figure on an idle machine is kept beside it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Bench, BenchRow } from "./types.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The last commit before the suite was made faster. */
const BEFORE_REF = process.env.SUITE_BEFORE_REF ?? "8ebba69";
/** Measured by the lead on this machine, idle, before the suite was made faster: `npm test`, 2,477 tests. */
const IDLE_BEFORE_MS = 184_000;

interface Timed {
  ms: number;
  /** CPU time of every process the run started (user + system), from bash's `times`. */
  cpuMs: number;
  tests: string;
  /** How many tests vitest counted (the total in its summary). */
  count: number;
  load: number;
}

/** `times`' second line, the children's "XmY.YYYs XmY.YYYs" (user, system), in ms. */
function childrenCpuMs(stderr: string): number {
  const line = stderr.trimEnd().split("\n").at(-1) ?? "";
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length !== 2) throw new Error(`bench suite: no CPU times from bash's \`times\` (got "${line}")`);
  return parts.reduce((sum, [, min, sec]) => sum + (Number(min) * 60 + Number(sec)) * 1000, 0);
}

function timed(command: string, args: string[], cwd: string): Timed {
  const load = os.loadavg()[0] ?? 0;
  const start = performance.now();
  // bash's `times` reports the CPU of every process the suite started, waited for or not by vitest.
  const run = spawnSync("bash", ["-c", '"$@"; status=$?; times >&2; exit $status', "bash", command, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = performance.now() - start;
  const cpuMs = childrenCpuMs(run.stderr);
  const out = `${run.stdout}${run.stderr}`;
  // vitest separates the counts with "|", which would end a cell of the results table.
  const tests = (/^\s+Tests\s+(.*)$/m.exec(out)?.[1]?.trim() ?? `no summary (exit ${run.status})`).replace(
    / \| /g,
    ", ",
  );
  const count = Number(/\((\d+)\)\s*$/.exec(tests)?.[1] ?? Number.NaN);
  return { ms, cpuMs, tests, count, load };
}

export const bench: Bench = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "patchbay-suite-before-"));
  try {
    execFileSync("git", ["clone", "-q", ROOT, dir]);
    execFileSync("git", ["checkout", "-q", BEFORE_REF], { cwd: dir });
    await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
    const before = timed("npx", ["vitest", "run", "--exclude", "test/sandbox/sudo-mechanism.test.ts"], dir);
    const after = timed("npm", ["test"], ROOT);
    const method = (t: Timed, what: string) =>
      `${what}, load average ${t.load.toFixed(1)} at its start; tests: ${t.tests}`;
    const rows: BenchRow[] = [
      {
        name: "npm test, wall time (now)",
        value: after.ms,
        unit: "ms",
        baseline: { name: `the suite before it was made faster (${BEFORE_REF}), run just before`, value: before.ms },
        target: "≤ half of before",
        met: after.ms <= before.ms / 2,
        method: `${method(after, "one `npm test` (both projects, dist/ built, no opt-in)")}; before: ${method(before, "one `vitest run` of a clone at that commit, the sudo test left out")}`,
      },
      {
        name: "npm test, wall time per test (now)",
        value: after.ms / after.count,
        unit: "ms",
        baseline: { name: `per test at ${BEFORE_REF}, the same two runs`, value: before.ms / before.count },
        method: `the wall times above over the tests each run counted (${after.count} now, ${before.count} before): the suite has grown since`,
      },
      {
        name: "npm test, CPU time (now)",
        value: after.cpuMs,
        unit: "ms",
        baseline: { name: `the suite at ${BEFORE_REF}, the same run as above`, value: before.cpuMs },
        method:
          "user + system time of every process each run started (bash's `times`): what the suite costs on a machine that is also doing other work",
      },
      {
        name: "npm test, wall time (now), against the lead's idle figure",
        value: after.ms,
        unit: "ms",
        baseline: { name: "before it was made faster, on an idle machine, 2,477 tests", value: IDLE_BEFORE_MS },
        method: "the same run of `npm test` as above; the baseline was measured by the lead, not in this run",
      },
    ];
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
