/**
 * Commands that talk to a remote: credentials for that one command only, and
 * bounded retries with backoff when the failure looks like the network, not a
 * refusal (a rejected push is never retried here — push-branch.ts resolves it).
 */
import { assertNotRewritten } from "./push/pinned-remote.js";
import type { GitExecOptions, GitResult, GitRunner } from "./runner.js";

export interface GitAuth {
  /** A GitHub token (installation, GITHUB_TOKEN or PAT). */
  token: string;
  /** The only server the token is sent to (GITHUB_SERVER_URL); default https://github.com. */
  serverUrl?: string;
  /** The user for basic auth; default x-access-token (GitHub's convention for tokens). */
  username?: string;
}

const DEFAULT_SERVER_URL = "https://github.com";

const serverOf = (auth: GitAuth) => (auth.serverUrl ?? DEFAULT_SERVER_URL).replace(/\/+$/, "");

/**
 * Whether a remote URL is on the GitHub server (`serverUrl`, trailing slashes
 * ignored): the one rule for where the run's token may go.
 */
export function onServer(url: string, serverUrl: string): boolean {
  const server = serverUrl.replace(/\/+$/, "");
  return url === server || url.startsWith(`${server}/`);
}

/**
 * Credentials as environment-borne config (GIT_CONFIG_COUNT, git ≥ 2.31): the same
 * effect as `-c http.<server>/.extraheader=…`, but out of the process's argv and never
 * in .git/config, and scoped to the server so it goes nowhere else. The empty first
 * value resets any header inherited from config files; no credential helper runs.
 */
function authEnv(auth: GitAuth | undefined): Record<string, string> {
  if (!auth) return {};
  const basic = Buffer.from(`${auth.username ?? "x-access-token"}:${auth.token}`, "utf8").toString("base64");
  const key = `http.${serverOf(auth)}/.extraheader`;
  return {
    GIT_CONFIG_COUNT: "3",
    GIT_CONFIG_KEY_0: key,
    GIT_CONFIG_VALUE_0: "",
    GIT_CONFIG_KEY_1: key,
    GIT_CONFIG_VALUE_1: `AUTHORIZATION: basic ${basic}`,
    GIT_CONFIG_KEY_2: "credential.helper",
    GIT_CONFIG_VALUE_2: "",
  };
}

export class RemoteNotAllowedError extends Error {
  constructor(
    readonly remote: string,
    readonly url: string,
    server: string,
  ) {
    super(
      `remote ${remote} points to ${safeUrl(url)}, not to ${server}; Patchbay sends its token only to ${server} — check \`git remote -v\` and url.*.insteadOf in the repository's config`,
    );
    this.name = "RemoteNotAllowedError";
  }
}

/** The remote a fetch/push/ls-remote talks to: its first argument that is not an option. */
function remoteArg(args: string[]): string | undefined {
  return args.slice(1).find((a) => !a.startsWith("-"));
}

/**
 * Before a token goes out, the remote's URLs (after insteadOf rewriting, push URLs
 * included) must all be on the token's server: a repository whose config was
 * changed to point elsewhere, or at a local path whose receive-pack runs a
 * command, does not get it.
 */
async function assertRemoteOnServer(runner: GitRunner, args: string[], auth: GitAuth): Promise<void> {
  const remote = remoteArg(args);
  if (!remote) return;
  const server = serverOf(auth);
  const urls: string[] = [];
  const isName = !remote.includes("/") && !remote.includes(":");
  if (isName) {
    for (const extra of [[], ["--push"]]) {
      const res = await runner.exec(["remote", "get-url", "--all", ...extra, remote], { allowAllExitCodes: true });
      urls.push(...res.stdout.split("\n").filter(Boolean));
    }
  } else {
    urls.push((await runner.exec(["ls-remote", "--get-url", remote])).stdout.trim());
  }
  for (const url of urls.length ? urls : [remote]) {
    if (!onServer(url, server)) throw new RemoteNotAllowedError(remote, url, server);
  }
}

/** stderr of failures worth retrying: the remote could not be reached or the transfer broke. */
const TRANSIENT = [
  /could not resolve host/i,
  /unable to access/i,
  /could not read from remote repository/i,
  /does not appear to be a git repository/i,
  /connection (reset|refused|timed out)/i,
  /operation timed out/i,
  /early eof/i,
  /the remote end hung up unexpectedly/i,
  /rpc failed/i,
  /(502|503|504) /,
  /\(timed out\)/,
];

function isTransientFailure(result: GitResult): boolean {
  if (result.exitCode === 0) return false;
  return TRANSIENT.some((re) => re.test(result.stderr));
}

export interface RetryOptions {
  /** Waits between attempts, in ms; attempts = delays + 1. Default 1 s, 3 s, 9 s. */
  delaysMs?: number[];
  /** Called after a failed attempt, before the wait (tests use it to heal the remote). */
  onRetry?: (attempt: number, result: GitResult) => void | Promise<void>;
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_DELAYS_MS = [1000, 3000, 9000];

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs a remote command; returns its last result (the caller judges a non-zero exit). */
export async function execRemote(
  runner: GitRunner,
  args: string[],
  auth: GitAuth | undefined,
  retry: RetryOptions = {},
  options: GitExecOptions = {},
): Promise<GitResult> {
  const remote = remoteArg(args);
  if (remote) await assertNotRewritten(runner, remote);
  if (auth) await assertRemoteOnServer(runner, args, auth);
  const delays = retry.delaysMs ?? DEFAULT_DELAYS_MS;
  const sleep = retry.sleep ?? realSleep;
  for (let attempt = 1; ; attempt++) {
    const result = await runner.exec(args, {
      ...options,
      allowAllExitCodes: true,
      // A stalled transfer (under 1 KB/s for a minute) fails and is retried instead of hanging the job.
      env: { GIT_HTTP_LOW_SPEED_LIMIT: "1000", GIT_HTTP_LOW_SPEED_TIME: "60", ...options.env, ...authEnv(auth) },
    });
    const delay = delays[attempt - 1];
    if (!isTransientFailure(result) || delay === undefined) return result;
    await retry.onRetry?.(attempt, result);
    await sleep(delay);
  }
}

/** A remote URL with any user:password@ part masked, for messages. */
export function safeUrl(url: string): string {
  return url.replace(/\/\/[^/@\s]*@/, "//***@");
}
