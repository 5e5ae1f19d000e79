/**
 * The built bundle as a runner starts an action's step: `node dist/index.js` (or
 * `dist/post.js`) as a child process with exactly the step's environment, its
 * GitHub API requests answered by the test's GitHubMock through the API bridge.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ApiBridge, startApiBridge } from "./api-bridge.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const BUNDLE = path.join(ROOT, "dist/index.js");
export const POST_BUNDLE = path.join(ROOT, "dist/post.js");
/** The API the runner names; the bridge stands in for it. */
const API = "https://api.github.com";

/** A step while it runs: what the runner can do to it. */
export interface RunningStep {
  /** Sends the step a signal, as the runner does when a job is cancelled. */
  signal(name: "SIGINT" | "SIGTERM"): void;
}

let bridge: Promise<ApiBridge> | undefined;
/** The API bridge of this test file (one per process), started on first use. */
function apiBridge(): Promise<ApiBridge> {
  bridge ??= startApiBridge();
  return bridge;
}

/** `node <script>` with exactly `env`, as the runner starts an action's step; its stdout and stderr. */
export async function runBundleStep(
  script: string,
  env: Record<string, string>,
  cwd: string,
  during?: (step: RunningStep) => Promise<void>,
): Promise<{ log: string; exitCode: number }> {
  if (!existsSync(script)) throw new Error(`${script} is missing: run \`npm run build\` before this test.`);
  const api = await apiBridge();
  // Requests meant for api.github.com go through the bridge to the test's mock; a test that set its
  // own API URL (an unreachable one, a request catcher) keeps it.
  const apiUrl = env.GITHUB_API_URL === API ? api.url : (env.GITHUB_API_URL ?? api.url);
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...env, GITHUB_API_URL: apiUrl, GITHUB_GRAPHQL_URL: `${apiUrl}/graphql` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => {
    log += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    log += chunk.toString("utf8");
  });
  const exitCode = new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
  await during?.({ signal: (name) => child.kill(name) });
  const code = await exitCode;
  return { log, exitCode: code };
}
