/**
 * The set-up every e2e test file shares, in one call: before each test a bare
 * origin on a GitHub-host stand-in (createOrigin) and GitHub's API mocked at the
 * network edge (GitHubMock); after it, both torn down. A file's own hooks,
 * registered after `useE2e()`, run after this set-up and before this teardown.
 *
 *   const e2e = useE2e({ config: CONFIG });
 *   test("…", async () => {
 *     e2e.gh.gate()…;
 *     const run = await e2e.run({ event, turns: [{ tool_calls: [FIX] }] });
 *   });
 *
 * Without options the origin is made by the test itself, for tests that each need
 * another config: `await e2e.createOrigin({ config })` (which also replaces an
 * origin made before), torn down the same way. `e2e.resetGitHub()` starts a new
 * API stand-in, as a later workflow run meets GitHub afresh. `e2e.stage("agent" | "publish", …)`
 * runs one job of a two-job run, each on a GitHub stand-in of its own.
 */
import path from "node:path";
import { afterEach, beforeEach, expect } from "vitest";
import { GitHubMock } from "./github-mock.js";
import {
  type ActionRun,
  type ActionRunOptions,
  type CassetteTurn,
  cloneWorkspace,
  createOrigin,
  type Origin,
  type OriginOptions,
  runActionE2e,
  writeCassette,
} from "./harness.js";

/** One run of the action on a fresh clone of this test's origin. */
interface E2eRunOptions extends Omit<ActionRunOptions, "origin" | "workspace"> {
  /** The branch the clone checks out, as actions/checkout does for the event (default `main`). */
  ref?: string;
  /** The model's turns: written as a cassette and passed as `model: replay:<file>`. */
  turns?: CassetteTurn[];
}

export interface E2e {
  /** This test's origin. */
  readonly origin: Origin;
  /** This test's GitHub API stand-in. */
  readonly gh: GitHubMock;
  /** Makes this test's origin, in place of the one it had (which is removed). */
  createOrigin(options: OriginOptions): Promise<Origin>;
  /** Closes this test's GitHub API stand-in and starts a new one. */
  resetGitHub(): GitHubMock;
  /** runActionE2e on a fresh clone of this test's origin. */
  run(options: E2eRunOptions): Promise<ActionRun>;
  /**
   * One job of a two-job run (`stage: agent` or `publish`, sharing the outbox of `runId`), on a
   * new GitHub stand-in that `github` primes. It must succeed and make exactly the requests
   * primed; the agent stage must write nothing to GitHub (a GraphQL query is a read).
   */
  stage(which: "agent" | "publish", options: StageOptions): Promise<StageRun>;
}

interface StageOptions extends Omit<E2eRunOptions, "inputs" | "runId"> {
  runId: string;
  /** Primes the stage's GitHub stand-in with the requests it must make. */
  github: (gh: GitHubMock) => void;
}

interface StageRun {
  run: ActionRun;
  /** The outbox the two stages share. */
  outbox: string;
  /** The stage's GitHub stand-in, with its requests. */
  gh: GitHubMock;
}

export function useE2e(options?: OriginOptions, fixture: { github?: boolean } = {}): E2e {
  let origin: Origin | undefined;
  let gh: GitHubMock | undefined;
  beforeEach(async () => {
    if (options) origin = await createOrigin(options);
    if (fixture.github ?? true) gh = new GitHubMock();
  });
  afterEach(async () => {
    gh?.close();
    gh = undefined;
    await origin?.cleanup();
    origin = undefined;
  });
  return {
    get origin() {
      if (!origin) throw new Error("no origin: useE2e() without options needs `await e2e.createOrigin(…)` first");
      return origin;
    },
    get gh() {
      if (!gh) throw new Error("no GitHub stand-in: useE2e(…, { github: false }) makes none");
      return gh;
    },
    async createOrigin(own) {
      await origin?.cleanup();
      origin = await createOrigin(own);
      return origin;
    },
    resetGitHub() {
      gh?.close();
      gh = new GitHubMock();
      return gh;
    },
    async run({ ref, turns, inputs, ...rest }) {
      const own = this.origin;
      const model: Record<string, string> = turns ? { model: `replay:${await writeCassette(own, turns)}` } : {};
      return runActionE2e({
        ...rest,
        origin: own,
        workspace: cloneWorkspace(own, ref),
        inputs: { ...model, ...inputs },
      });
    },
    async stage(which, { github, ...options }) {
      const own = this.resetGitHub();
      github(own);
      const outbox = path.join(this.origin.dir, `outbox-${options.runId}`);
      const run = await this.run({ ...options, inputs: { stage: which, outbox } });
      expect(run.exitCode, run.log).toBe(0);
      own.assertDone();
      if (which === "agent")
        expect(own.writes.filter((w) => w.path !== "/graphql" || /^\s*mutation\b/.test(String(w.body.query)))).toEqual(
          [],
        );
      return { run, outbox, gh: own };
    },
  };
}
