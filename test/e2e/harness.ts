/**
 * End-to-end harness: a run of the action exactly as a runner starts it — the
 * built bundle, `node dist/index.js` (and `node dist/post.js`), as a child process
 * with the runner's environment; GitHub's API is the test's GitHubMock, reached
 * through a bridge on 127.0.0.1 (api-bridge.ts). A temp dir holds a bare `file://`
 * origin, clones of it as GITHUB_WORKSPACE, event files made from
 * examples/events/*.json, replay cassettes and the runner's files
 * (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_STATE).
 *
 * `entry: "source"` runs `runAction()` / `runPost()` in this process instead, for
 * the few tests whose GitHub client must retry at once (the bundle waits seconds, as
 * it would on GitHub): process.env is replaced for the duration of the call and put
 * back after (vitest runs each test file in its own fork, so this is safe).
 * E2E_ENTRY=source runs every e2e test that way, for debugging with src/'s stacks.
 */
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { git } from "../helpers/git.js";
import { buildRepoWithOrigin } from "../helpers/repo.js";
import { BUNDLE, POST_BUNDLE, type RunningStep, runBundleStep } from "./bundle-step.js";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const OWNER = "octo-org";
export const REPO = "example";
export const FAKE_TOKEN = "ghs_e2eFakeToken0123456789abcdefABCDEF";
export const ACTOR = { login: "octocat", id: 21031067 };

/** The story of examples/events: add() subtracts (issue #1); PR #2 is branch fix-add. */
const BASE_FILES: Record<string, string> = {
  "README.md": "# example\n",
  "src/math.ts": "export function add(a: number, b: number): number {\n  return a - b;\n}\n",
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A temp dir holding a GitHub-host stand-in with the bare origin, and the test's workspaces and files. */
export interface Origin {
  dir: string;
  /**
   * GITHUB_SERVER_URL: a directory standing in for the GitHub host. Patchbay sends
   * its token only to remotes on this server, so the bare origin lives under it.
   */
  serverUrl: string;
  /** The bare origin repository (`<server>/octo-org/example.git`). */
  remote: string;
  remoteUrl: string;
  cleanup(): Promise<void>;
}

export interface OriginOptions {
  /** `.github/patchbay.yml` on `main`. */
  config: string;
  /** More files on `main`, beside BASE_FILES. */
  files?: Record<string, string>;
  /** Branches made from `main`, each with its files. */
  branches?: Record<string, Record<string, string>>;
}

/** A bare origin with `main` (BASE_FILES + the config) and any extra branches. */
export async function createOrigin(options: OriginOptions): Promise<Origin> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "patchbay-e2e-"));
  const remote = path.join(dir, "server", OWNER, `${REPO}.git`);
  const remoteUrl = buildRepoWithOrigin(path.join(dir, "seed"), remote, {
    files: { ...BASE_FILES, ...options.files, ".github/patchbay.yml": options.config },
    branches: options.branches,
  });
  return {
    dir,
    serverUrl: `file://${path.join(dir, "server")}`,
    remote,
    remoteUrl,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

let clones = 0;
/** A fresh clone on `ref`, as actions/checkout leaves GITHUB_WORKSPACE. */
export function cloneWorkspace(origin: Origin, ref = "main"): string {
  const dir = path.join(origin.dir, `workspace-${++clones}`);
  git(origin.dir, "clone", "-q", "--branch", ref, origin.remoteUrl, dir);
  return dir;
}

/** The run's URL, as the checkpoint trailers and links give it. */
export function runUrl(origin: Origin, runId: string): string {
  return `${origin.serverUrl}/${OWNER}/${REPO}/actions/runs/${runId}`;
}

/** Runs git on the bare remote. */
export function remoteGit(origin: Origin, ...args: string[]): string {
  return git(origin.remote, ...args);
}

export function remoteHas(origin: Origin, ref: string): boolean {
  try {
    git(origin.remote, "rev-parse", "-q", "--verify", ref);
    return true;
  } catch {
    return false;
  }
}

export interface RemoteCommit {
  sha: string;
  subject: string;
  trailers: Record<string, string>;
}

/** Commits on `branch` that `base` lacks, oldest first, with their trailers. */
export function remoteCommits(origin: Origin, branch: string, base = "main"): RemoteCommit[] {
  const out = git(
    origin.remote,
    "log",
    "--reverse",
    "--format=%H%x1f%s%x1f%(trailers:only,unfold)%x1e",
    `${base}..${branch}`,
  );
  return out
    .split("\x1e")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [sha = "", subject = "", trailerText = ""] = entry.split("\x1f");
      const trailers: Record<string, string> = {};
      for (const line of trailerText.split("\n")) {
        const at = line.indexOf(": ");
        if (at > 0) trailers[line.slice(0, at)] = line.slice(at + 2);
      }
      return { sha, subject, trailers };
    });
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Deep merge of JSON objects; arrays and scalars in `patch` replace. `null` in a patch sets null. */
export function merge(base: JsonObject, patch: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? merge(current, value) : value;
  }
  return out;
}

function readJsonObject(file: string): JsonObject {
  const value: Json = z.json().parse(JSON.parse(readFileSync(file, "utf8")));
  if (!isObject(value)) throw new Error(`${file} is not a JSON object`);
  return value;
}

/** An example payload (examples/events/<name>.json), adapted by a deep-merge patch. */
export function examplePayload(name: string, patch: JsonObject = {}): JsonObject {
  return merge(readJsonObject(path.join(ROOT, "examples/events", `${name}.json`)), patch);
}

export interface EventSpec {
  name: string;
  payload: JsonObject;
}

export interface CassetteTurn {
  text?: string;
  tool_calls?: { name: string; input: JsonObject }[];
  usage?: { input_tokens?: number; output_tokens?: number };
}

let files = 0;
export async function writeCassette(origin: Origin, turns: CassetteTurn[]): Promise<string> {
  const file = path.join(origin.dir, `cassette-${++files}.json`);
  await writeFile(file, JSON.stringify({ turns }, null, 2));
  return file;
}

export interface ActionRun {
  outputs: Record<string, string>;
  /** The job summary file's content ("" when nothing was written). */
  summary: string;
  /** Everything the step printed (core.* commands and the console reporter). */
  log: string;
  /** process.exitCode as the step left it (1 after core.setFailed). */
  exitCode: number;
  /** The raw GITHUB_STATE file, for a later runPost(). */
  stateFile: string;
  runnerDir: string;
}

export interface ActionRunOptions {
  origin: Origin;
  workspace: string;
  event: EventSpec;
  /** Action inputs by their action.yml name; github_token defaults to a fake token (null: none). */
  inputs?: Record<string, string | null>;
  env?: Record<string, string>;
  runId?: string;
  /**
   * "bundle" (the default): `node dist/index.js` as the runner starts it. "source":
   * runAction() from src/ in this process — for `during`, and for runs whose GitHub
   * client must retry at once (the bundle waits as it would on GitHub).
   */
  entry?: "bundle" | "source";
  /** Called once the run has started, e.g. to cancel it midway with a signal as the runner does. */
  during?: (step: RunningStep) => Promise<void>;
}

let runs = 0;

/** The runner's variables, INPUT_* and the runner's (empty) files, for a step run in-process or as a child. */
export async function runnerEnv(
  options: ActionRunOptions,
): Promise<{ env: Record<string, string>; runnerDir: string }> {
  const runnerDir = path.join(options.origin.dir, `runner-${++runs}`);
  const temp = path.join(runnerDir, "temp");
  await mkdir(temp, { recursive: true });
  const eventPath = path.join(runnerDir, "event.json");
  await writeFile(eventPath, JSON.stringify(options.event.payload, null, 2));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: runnerDir,
    GIT_CONFIG_NOSYSTEM: "1",
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: options.event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_RUN_ID: options.runId ?? String(7000 + runs),
    GITHUB_SERVER_URL: options.origin.serverUrl,
    GITHUB_API_URL: "https://api.github.com",
    GITHUB_OUTPUT: path.join(runnerDir, "output.txt"),
    GITHUB_STEP_SUMMARY: path.join(runnerDir, "summary.md"),
    GITHUB_STATE: path.join(runnerDir, "state.txt"),
    RUNNER_TEMP: temp,
  };
  for (const file of [env.GITHUB_OUTPUT, env.GITHUB_STEP_SUMMARY, env.GITHUB_STATE]) await writeFile(file ?? "", "");
  // The runner passes action.yml's defaults as inputs too.
  const inputs: Record<string, string | null> = {
    github_token: FAKE_TOKEN,
    config: ".github/patchbay.yml",
    dry_run: "false",
    ...options.inputs,
  };
  for (const [name, value] of Object.entries(inputs))
    if (value !== null) env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] = value;
  return { env: { ...env, ...options.env }, runnerDir };
}

/** process.env is exactly `env` (plus vitest's own variables) while `body` runs. */
async function withEnv<T>(env: Record<string, string>, body: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  const savedExitCode = process.exitCode;
  const write = process.stdout.write;
  for (const key of Object.keys(process.env)) if (!/^(VITEST|NODE_|TZ$)/.test(key)) delete process.env[key];
  Object.assign(process.env, env);
  process.exitCode = undefined;
  try {
    return await body();
  } finally {
    process.stdout.write = write;
    for (const key of Object.keys(process.env)) delete process.env[key];
    Object.assign(process.env, saved);
    process.exitCode = savedExitCode;
  }
}

/** Collects what is written to stdout instead of printing it. */
function captureStdout(): { text(): string } {
  const chunks: string[] = [];
  process.stdout.write = ((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  }) as typeof process.stdout.write;
  return { text: () => chunks.join("") };
}

/** One run of the action's main step as the runner starts it; returns outputs, summary, log and exit code. */
export async function runActionE2e(options: ActionRunOptions): Promise<ActionRun> {
  const { env, runnerDir } = await runnerEnv(options);
  if ((options.entry ?? process.env.E2E_ENTRY ?? "bundle") === "bundle") {
    const step = await runBundleStep(BUNDLE, env, options.workspace, options.during);
    return {
      outputs: parseOutputs(await readFile(env.GITHUB_OUTPUT ?? "", "utf8")),
      summary: await readFile(env.GITHUB_STEP_SUMMARY ?? "", "utf8"),
      log: step.log,
      exitCode: step.exitCode,
      stateFile: env.GITHUB_STATE ?? "",
      runnerDir,
    };
  }
  return withEnv(env, async () => {
    const out = captureStdout();
    // Loaded only here: a file whose runs all go through the bundle never compiles src/.
    const { runAction } = await import("../../src/action/main.js");
    const running = runAction(process.env, { octokit: { paceWrites: false, retryBaseMs: 1 } });
    if (options.during) await options.during({ signal: (name) => process.emit(name) });
    await running;
    const exitCode = typeof process.exitCode === "number" ? process.exitCode : 0;
    return {
      outputs: parseOutputs(await readFile(env.GITHUB_OUTPUT ?? "", "utf8")),
      summary: await readFile(env.GITHUB_STEP_SUMMARY ?? "", "utf8"),
      log: out.text(),
      exitCode,
      stateFile: env.GITHUB_STATE ?? "",
      runnerDir,
    };
  });
}

/** The post step, with the state the main step left (the runner passes it as STATE_* variables). */
export async function runPostE2e(
  options: ActionRunOptions & { stateFile: string },
): Promise<{ log: string; exitCode: number }> {
  const { env } = await runnerEnv(options);
  const state = parseOutputs(await readFile(options.stateFile, "utf8"));
  for (const [name, value] of Object.entries(state)) env[`STATE_${name}`] = value;
  if ((options.entry ?? process.env.E2E_ENTRY ?? "bundle") === "bundle")
    return runBundleStep(POST_BUNDLE, env, options.workspace);
  return withEnv(env, async () => {
    const out = captureStdout();
    const { runPost } = await import("../../src/action/post.js");
    await runPost(process.env);
    return { log: out.text(), exitCode: typeof process.exitCode === "number" ? process.exitCode : 0 };
  });
}

/** GITHUB_OUTPUT / GITHUB_STATE: `name<<delimiter\nvalue\ndelimiter` entries. */
export function parseOutputs(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const m of text.matchAll(/^([\w-]+)<<(ghadelimiter_[^\n]+)\n([\s\S]*?)\n?\2$/gm))
    if (m[1] !== undefined) values[m[1]] = m[3] ?? "";
  return values;
}
