/**
 * Credentials actions/checkout leaves in .git/config (`http.<url>.extraheader`,
 * or an `includeIf.gitdir:…` pointing to a credentials file in newer versions)
 * are taken out while the agent runs — so its commands cannot push with them —
 * and put back afterwards. A pair, like create-pull-request's: stash before, restore
 * in `finally`, and again from the action's post step if the job was killed.
 * Patchbay's own pushes get the token per command (network.ts), never from config.
 */
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { z } from "zod";
import type { GitRunner } from "./runner.js";

const entrySchema = z.object({ key: z.string().min(1), value: z.string() });
export const credentialStashSchema = z.object({ version: z.literal(1), entries: z.array(entrySchema) });
/** What was removed; contains secret values — keep it outside the workspace. */
export type CredentialStash = z.infer<typeof credentialStashSchema>;

const HEADER_KEY = /^http\.(.*\.)?extraheader$/i;
/** checkout v6 includes `$RUNNER_TEMP/git-credentials-<uuid>.config`; other includes are the person's own. */
const INCLUDE_KEY = /^includeif\..*\.path$/i;
const isCredential = (key: string, value: string) =>
  HEADER_KEY.test(key) || (INCLUDE_KEY.test(key) && /credentials/i.test(value));

/** Removes credential entries from the repository's local config and returns them. */
export async function stashCredentials(runner: GitRunner): Promise<CredentialStash> {
  const res = await runner.exec(["config", "--local", "--null", "--list"], { allowAllExitCodes: true });
  const entries: CredentialStash["entries"] = [];
  for (const item of res.stdout.split("\0")) {
    const nl = item.indexOf("\n");
    if (nl < 0) continue;
    const key = item.slice(0, nl);
    const value = item.slice(nl + 1);
    if (isCredential(key, value)) entries.push({ key, value });
  }
  for (const { key, value } of entries) {
    // Only this value goes, not its neighbours under the same key.
    await runner.exec(["config", "--local", "--fixed-value", "--unset-all", key, value], { allowAllExitCodes: true });
  }
  return { version: 1, entries };
}

/** Puts stashed entries back (idempotent: values already present are not added twice). */
export async function restoreCredentials(runner: GitRunner, stash: CredentialStash): Promise<void> {
  for (const { key, value } of stash.entries) {
    const have = await runner.exec(["config", "--local", "--null", "--get-all", key], { allowAllExitCodes: true });
    if (have.stdout.split("\0").includes(value)) continue;
    await runner.exec(["config", "--local", "--add", key, value]);
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
 * no half a stash for the post step to fail on (issue 26).
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
