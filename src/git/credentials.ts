/**
 * Credentials in .git/config are taken out while the agent runs — so its
 * commands cannot read them or push with them — and put back afterwards:
 * actions/checkout's `http.<url>.extraheader` (or, in newer versions, an
 * `includeIf.gitdir:…` pointing to a credentials file), a remote URL with a
 * user and token in it (the URL stays, without them), a `url.<base>.insteadOf`
 * whose base carries them, and credential helpers (a helper may be a shell
 * snippet that prints the token). A pair, like create-pull-request's: stash before, restore
 * in `finally`, and again from the action's post step if the job was killed.
 * Patchbay's own pushes get the token per command (network.ts), never from config.
 */
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { z } from "zod";
import type { GitRunner } from "./runner.js";

const entrySchema = z.object({
  key: z.string().min(1),
  value: z.string(),
  /** Set when the entry stays with the credentials taken out of its value (a remote URL). */
  replacement: z.string().optional(),
});
const credentialStashSchema = z.object({ version: z.literal(1), entries: z.array(entrySchema) });
/** What was removed; contains secret values — keep it outside the workspace. */
export type CredentialStash = z.infer<typeof credentialStashSchema>;

const HEADER_KEY = /^http\.(.*\.)?extraheader$/i;
/** checkout v6 includes `$RUNNER_TEMP/git-credentials-<uuid>.config`; other includes are the person's own. */
const INCLUDE_KEY = /^includeif\..*\.path$/i;
const HELPER_KEY = /^credential\.(.*\.)?helper$/i;
const REWRITE_KEY = /^url\.(.*)\.(push)?insteadof$/i;
const URL_KEY = /^remote\..*\.(push)?url$/i;
/** `scheme://user[:token]@host…`: the part between `//` and `@` is a credential. */
const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)([^/@]+)@/i;

const isCredential = (key: string, value: string) =>
  HEADER_KEY.test(key) ||
  HELPER_KEY.test(key) ||
  (INCLUDE_KEY.test(key) && /credentials/i.test(value)) ||
  (REWRITE_KEY.test(key) && USERINFO.test(REWRITE_KEY.exec(key)?.[1] ?? ""));

/** The URL without its user and token, or undefined when it has none. */
function withoutUserinfo(url: string): string | undefined {
  return USERINFO.test(url) ? url.replace(USERINFO, "$1") : undefined;
}

/** The user and token a URL carries (`https://user:token@host/…`), for Patchbay's own git to use. */
function userinfoOf(url: string): { username: string; token: string; serverUrl: string } | undefined {
  try {
    const u = new URL(url);
    if (!u.username && !u.password) return undefined;
    const username = decodeURIComponent(u.username);
    const password = decodeURIComponent(u.password);
    return password
      ? { username, token: password, serverUrl: `${u.protocol}//${u.host}` }
      : { username: "x-access-token", token: username, serverUrl: `${u.protocol}//${u.host}` };
  } catch {
    return undefined;
  }
}

/** Removes credential entries from the repository's local config and returns them. */
export async function stashCredentials(runner: GitRunner): Promise<CredentialStash> {
  const res = await runner.exec(["config", "--local", "--null", "--list"], { allowAllExitCodes: true });
  const entries: CredentialStash["entries"] = [];
  for (const item of res.stdout.split("\0")) {
    const nl = item.indexOf("\n");
    if (nl < 0) continue;
    const key = item.slice(0, nl);
    const value = item.slice(nl + 1);
    const stripped = URL_KEY.test(key) ? withoutUserinfo(value) : undefined;
    if (stripped !== undefined) entries.push({ key, value, replacement: stripped });
    else if (isCredential(key, value)) entries.push({ key, value });
  }
  for (const { key, value, replacement } of entries) {
    // Only this value goes (or is rewritten), not its neighbours under the same key.
    const args =
      replacement === undefined
        ? ["config", "--local", "--fixed-value", "--unset-all", key, value]
        : ["config", "--local", "--fixed-value", "--replace-all", key, replacement, value];
    await runner.exec(args, { allowAllExitCodes: true });
  }
  return { version: 1, entries };
}

/** Puts stashed entries back (idempotent: values already present are not added twice). */
export async function restoreCredentials(runner: GitRunner, stash: CredentialStash): Promise<void> {
  for (const { key, value, replacement } of stash.entries) {
    const have = await runner.exec(["config", "--local", "--null", "--get-all", key], { allowAllExitCodes: true });
    const values = have.stdout.split("\0");
    if (values.includes(value)) continue;
    if (replacement !== undefined && values.includes(replacement))
      await runner.exec(["config", "--local", "--fixed-value", "--replace-all", key, value, replacement]);
    else await runner.exec(["config", "--local", "--add", key, value]);
  }
}

/** Runs `fn` with checkout's credentials out of .git/config; always puts them back. */
export async function withCredentialsRemoved<T>(runner: GitRunner, fn: () => Promise<T>): Promise<T> {
  const stash = await stashCredentials(runner);
  try {
    return await fn();
  } finally {
    await restoreCredentials(runner, stash);
  }
}

/**
 * Saves a stash for the post step (mode 0600). The file must live outside the
 * workspace. Written beside and renamed into place: a job killed mid-write leaves
 * no half a stash for the post step to fail on (docs/decisions/0012-faults-leave-the-repository-consistent.md).
 */
export async function writeCredentialStash(file: string, stash: CredentialStash): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temp, JSON.stringify(stash), { mode: 0o600 });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Reads a stash saved by writeCredentialStash; null when absent or not one of ours. */
export async function readCredentialStash(file: string): Promise<CredentialStash | null> {
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) return null;
  try {
    const parsed = credentialStashSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The credentials origin's URL carried before they were stashed, for Patchbay's own fetches and pushes. */
export function originCredentials(
  stash: CredentialStash,
): { username: string; token: string; serverUrl: string } | undefined {
  const entry = stash.entries.find((e) => /^remote\.origin\.url$/i.test(e.key) && e.replacement !== undefined);
  return entry ? userinfoOf(entry.value) : undefined;
}
