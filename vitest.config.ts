import os from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Three projects (`npm test` runs them all):
 *   unit   — in-process: parsers, rules, tools on temp files, the agent loop on scripted models,
 *            GitHub's API through nock. `npm run test:unit` is the fast loop.
 *   system — real processes: the built bundle (dist/index.js, bin/patchbay.js) in every flow,
 *            git repositories, sandboxes, MCP servers. Checks first that dist/ is built from
 *            the sources at hand (test/setup/bundle.ts).
 *   alone  — files that measure the worker process itself, each in a process of its own.
 */
const SYSTEM = [
  "test/e2e/**/*.test.ts",
  "test/cli/**/*.test.ts",
  "test/bundle/**/*.test.ts",
  "test/sandbox/**/*.test.ts",
  "test/git/**/*.test.ts",
  "test/mcp/**/*.test.ts",
  "test/run/post-gate.test.ts",
  "test/run/session.test.ts",
  "test/run/fork-safety.test.ts",
  "test/tools/execute-command.test.ts",
  "test/util/env.test.ts",
];

const ALONE = ["test/tools/execute-command-memory.test.ts"];

/**
 * Most of a system test's time is spent waiting on other processes (git, a sandbox's set-up, a
 * server's start), so more test files run at once than there are cores: vitest's default of
 * cores − 1 is one file at a time on a 2-core machine. On 2 cores, 4 at once took 186 and 190 s
 * where 3 took 211 and 204 s (the whole suite, alternating runs on a quiet machine).
 */
const cores = os.availableParallelism();

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Tests start real MCP servers, git processes and HTTP servers.
    pool: "forks",
    maxWorkers: Math.max(2, cores + 2),
    // One process per worker for all its files: the imports are paid once, not per file (about
    // half the unit project's time; a tenth of the system project's CPU, 121 worker processes
    // fewer). So a test file leaves no global state behind: each-file.ts puts nock and
    // process.env back after every file, and no file leaves a listener or a timer running. The
    // suite passes with its files shuffled (`--sequence.shuffle.files --sequence.seed=N`).
    isolate: false,
    setupFiles: ["test/setup/each-file.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: [...SYSTEM, ...ALONE],
        },
      },
      {
        extends: true,
        test: { name: "system", include: SYSTEM, exclude: ALONE, globalSetup: ["test/setup/bundle.ts"] },
      },
      // Files that measure the worker process itself (its memory), each in a process of its own.
      { extends: true, test: { name: "alone", include: ALONE, isolate: true } },
    ],
  },
});
