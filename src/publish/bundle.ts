/**
 * The outbox's git bundle, opened as untrusted input (docs/decisions/0023-two-job-runs.md). Before a single
 * object of it is pushed: every ref it holds is one the event allows and the
 * one outbox.json names (same name, same commit); what it builds on is fetched
 * from origin — never taken from the bundle — and `git bundle verify` must find
 * it all there; its objects are fetched with git's fsck into a quarantine
 * namespace (`refs/patchbay-publish/in/…`), must be complete, and the work
 * branch must grow from the base branch's history. Each failure is a Refusal.
 */
import type { GitAuth } from "../git/network.js";
import { execRemote } from "../git/network.js";
import type { GitRunner } from "../git/runner.js";
import type { Refusal } from "../outbox/read.js";
import type { Outbox } from "../outbox/schema.js";
import type { Allowed } from "./allowed.js";

const QUARANTINE = "refs/patchbay-publish";

interface ImportedRef {
  /** The ref as the bundle names it (refs/heads/patchbay/issue-1). */
  name: string;
  sha: string;
  /** Where it sits in this repository until it is pushed. */
  local: string;
}

export interface Imported {
  refs: ImportedRef[];
  /** Commits origin already has (the base's tip, the work branch's tip): nothing of theirs is re-checked. */
  known: string[];
  /** The work branch's tip on origin now; null when it does not exist there yet. */
  remoteTip: string | null;
}

export type ImportResult = { kind: "ok"; imported: Imported } | { kind: "refused"; refusals: Refusal[] };

export async function importBundle(
  runner: GitRunner,
  input: { bundle?: string; outbox: Outbox; allowed: Allowed; auth?: GitAuth },
): Promise<ImportResult> {
  const { bundle, outbox, allowed } = input;
  const refusals: Refusal[] = [];
  const refuse = (check: string, message: string, where?: string): ImportResult => {
    refusals.push({ check, message, where: where || undefined });
    return { kind: "refused", refusals };
  };
  if (!bundle && outbox.refs.length === 0) return { kind: "ok", imported: { refs: [], known: [], remoteTip: null } };
  if (!bundle) return refuse("bundle", "outbox.json lists refs but the outbox has no bundle");
  if (outbox.refs.length === 0) return refuse("bundle", "the outbox has a bundle but outbox.json lists no refs");

  // Which branch: the event's, or nothing at all.
  const branch = allowed.branch?.name;
  if (outbox.branch !== undefined && outbox.branch !== branch) {
    refuse(
      "branch",
      branch
        ? `the outbox is for branch ${outbox.branch}, but this event may only write ${branch}`
        : `the outbox is for branch ${outbox.branch}, but this event may push no branch (a fork's pull request gets a patch)`,
      outbox.branch,
    );
  }
  for (const ref of outbox.refs)
    if (!allowed.refs.has(ref.name)) refuse("ref-not-allowed", `this event may not write ${ref.name}`, ref.name);
  if (refusals.length) return { kind: "refused", refusals };

  // What the bundle says it holds must be exactly what outbox.json says.
  const heads = await runner.exec(["bundle", "list-heads", bundle], { allowAllExitCodes: true });
  if (heads.exitCode !== 0) return refuse("bundle", `not a git bundle: ${firstLine(heads.stderr)}`);
  const listed = new Map<string, string>();
  for (const line of heads.stdout.split("\n").filter(Boolean)) {
    const [sha = "", name = ""] = line.split(" ");
    listed.set(name, sha);
  }
  for (const [name, sha] of listed) {
    if (!allowed.refs.has(name))
      refuse("ref-not-allowed", `the bundle holds ${name}, which this event may not write`, name);
    else if (!outbox.refs.some((r) => r.name === name && r.sha === sha))
      refuse("bundle-refs", `the bundle's ${name} (${sha.slice(0, 12)}) is not what outbox.json lists`, name);
  }
  for (const ref of outbox.refs)
    if (!listed.has(ref.name))
      refuse("bundle-refs", `outbox.json lists ${ref.name}, which the bundle does not hold`, ref.name);
  if (refusals.length) return { kind: "refused", refusals };

  // What the bundle builds on comes from origin.
  const known: string[] = [];
  let remoteTip: string | null = null;
  const base = allowed.branch?.base ?? allowed.trigger.repository.defaultBranch;
  const baseTip = await fetchRef(runner, input.auth, `refs/heads/${base}`, `${QUARANTINE}/origin/${base}`);
  if (baseTip) known.push(baseTip);
  if (branch) {
    remoteTip = await fetchRef(runner, input.auth, `refs/heads/${branch}`, `${QUARANTINE}/origin/${branch}`);
    if (remoteTip) known.push(remoteTip);
  }
  const verify = await runner.exec(["bundle", "verify", "-q", bundle], { allowAllExitCodes: true });
  if (verify.exitCode !== 0)
    return refuse("bundle-incomplete", `the bundle needs commits origin does not have: ${firstLine(verify.stderr)}`);
  const refs = outbox.refs.map((r) => ({ name: r.name, sha: r.sha, local: `${QUARANTINE}/in/${r.name}` }));
  const fetched = await runner.exec(
    [
      "-c",
      "transfer.fsckObjects=true",
      "fetch",
      "--no-tags",
      "--no-write-fetch-head",
      bundle,
      ...refs.map((r) => `+${r.name}:${r.local}`),
    ],
    { allowAllExitCodes: true },
  );
  if (fetched.exitCode !== 0)
    return refuse("bundle-objects", `the bundle's objects are broken or incomplete: ${firstLine(fetched.stderr)}`);
  const missing = await runner.exec(
    ["rev-list", "--objects", "--missing=print", ...refs.map((r) => r.local), ...known.map((k) => `^${k}`)],
    { allowAllExitCodes: true },
  );
  const absent = missing.stdout.split("\n").filter((l) => l.startsWith("?"));
  if (missing.exitCode !== 0 || absent.length)
    return refuse("bundle-objects", `the bundle lacks ${absent.length || "some"} object(s) its commits need`);

  // The work branch grows from the base branch's history (or the branch's own, on origin).
  const head = refs.find((r) => r.name === `refs/heads/${branch}`);
  if (head && known.length) {
    const related = await runner.exec(["merge-base", head.local, ...known.slice(0, 1)], { allowAllExitCodes: true });
    if (related.exitCode !== 0)
      return refuse(
        "branch-history",
        `the commits of ${branch} do not grow from ${base}: they are not on the trigger's branch`,
        head.name,
      );
  }
  return { kind: "ok", imported: { refs, known, remoteTip } };
}

/** Fetches one ref from origin into `local`; its sha, or null when origin has no such ref. */
async function fetchRef(
  runner: GitRunner,
  auth: GitAuth | undefined,
  ref: string,
  local: string,
): Promise<string | null> {
  const res = await execRemote(
    runner,
    ["fetch", "--no-tags", "--no-write-fetch-head", "origin", `+${ref}:${local}`],
    auth,
  );
  if (res.exitCode !== 0) {
    if (/couldn't find remote ref/i.test(res.stderr)) return null;
    throw new Error(`could not fetch ${ref} from origin: ${firstLine(res.stderr)}`);
  }
  return (await runner.exec(["rev-parse", local])).stdout.trim();
}

/** Deletes the quarantine refs (a CLI run in a clone leaves nothing behind). */
export async function dropQuarantine(runner: GitRunner): Promise<void> {
  const refs = (await runner.exec(["for-each-ref", "--format=%(refname)", `${QUARANTINE}/`])).stdout.split("\n");
  const lines = refs.filter(Boolean).map((r) => `delete ${r}`);
  if (lines.length) await runner.exec(["update-ref", "--stdin"], { input: `${lines.join("\n")}\n` });
}

function firstLine(text: string): string {
  return text.trim().split("\n").filter(Boolean).slice(0, 2).join(" ") || "(no message)";
}
