/**
 * The publish stage (docs/decisions/0023-two-job-runs.md): the one job of a two-job workflow that may write.
 * It reads the agent stage's outbox as untrusted input and writes only what
 * passes every check: the outbox's format; that it was made for this very event;
 * what the event allows (recomputed from the event and the trusted config); the
 * bundle (its refs, its objects, its history); every commit through the pre-push
 * gate; the threat checks; every text for secrets; caps and targets per write.
 * One refusal means nothing is written, and each is reported by its check's name.
 * It needs no model key, starts no MCP server or sandbox, runs no repository code,
 * and reads the work only as git objects.
 */
import type { ThreatCheck } from "../config/publish-schema.js";
import { createGitRunner, type GitRunner } from "../git/runner.js";
import type { GitHubClient } from "../github/octokit.js";
import { redactRequests } from "../github/redact-requests.js";
import { listReviewThreads } from "../github/review-threads/threads.js";
import { type Refusal, readOutbox } from "../outbox/read.js";
import type { Outbox } from "../outbox/schema.js";
import { eventIdentity } from "../outbox/write.js";
import type { RunSettings } from "../run/contract.js";
import { originAuth } from "../run/stages/origin.js";
import { Redactor } from "../secrets/redactor.js";
import { type Allowed, allowedFor } from "./allowed.js";
import { dropQuarantine, type Imported, importBundle } from "./bundle.js";
import { checkCommits, denyPathFor } from "./commit-checks.js";
import { deliver } from "./deliver.js";
import { renderPublishSummary } from "./report.js";
import { findThreats, type ThreatFinding } from "./threats.js";
import { checkCaps, checkTargets, checkTexts } from "./write-checks.js";

export interface PublishResult {
  /** Nothing was refused (and, unless a dry run, everything was written). */
  ok: boolean;
  refusals: Refusal[];
  threats: ThreatFinding[];
  written: string[];
  outbox?: Outbox;
  branch?: string;
  prUrl?: string;
  summary: string;
}

export interface PublishDeps {
  octokit?: GitHubClient;
  write: (text: string) => void;
}

export async function runPublishStage(settings: RunSettings, dir: string, deps: PublishDeps): Promise<PublishResult> {
  const redactor = new Redactor();
  redactor.addFromEnv(settings.env);
  redactor.add(settings.githubToken);
  const log = (text: string) => deps.write(redactor.redact(`${text}\n`));
  let block: readonly ThreatCheck[] = [];
  const finish = (part: Omit<PublishResult, "summary" | "ok">): PublishResult => {
    const ok = part.refusals.length === 0;
    const summary = renderPublishSummary(
      {
        refusals: part.refusals,
        threats: part.threats,
        block,
        written: part.written,
        dryRun: settings.delivery.kind === "dry-run",
        outcome: part.outbox?.outcome,
      },
      redactor,
    );
    return { ...part, ok, summary };
  };

  const read = await readOutbox(dir);
  if (read.kind === "refused") return finish({ refusals: read.refusals, threats: [], written: [] });
  const { outbox, bundle } = read;
  const base = { outbox, threats: [] as ThreatFinding[], written: [] as string[] };

  // Made for this event, in this workflow run, of this repository — or not published at all.
  const identity = await eventIdentity(settings);
  const mismatch = (["name", "sha256", "runId"] as const).filter((k) => identity[k] !== outbox.event[k]);
  const refusals: Refusal[] = mismatch.map((k) => ({
    check: "event",
    message: `the outbox was made for another event (its ${k} is ${outbox.event[k]}, this event's is ${identity[k]})`,
    where: `event.${k}`,
  }));
  if (settings.repository && outbox.repository !== settings.repository)
    refusals.push({
      check: "event",
      message: `the outbox is for ${outbox.repository}, not ${settings.repository}`,
      where: "repository",
    });
  if (refusals.length) return finish({ ...base, refusals });

  if (deps.octokit) redactRequests(deps.octokit, redactor);
  const decided = await allowedFor(settings, deps.octokit, (m) => log(`warning: ${m}`));
  if (decided.kind === "none") {
    if (outbox.writes.length === 0 && outbox.refs.length === 0) {
      log(`nothing to publish: ${decided.reason}`);
      return finish({ ...base, refusals: [] });
    }
    return finish({
      ...base,
      refusals: [{ check: "event", message: `this event allows no writes: ${decided.reason}` }],
    });
  }
  const allowed = decided.allowed;
  for (const value of allowed.loaded.redactor.values()) redactor.add(value);
  block = allowed.loaded.config.publish.block;

  const runner = createGitRunner({ cwd: settings.repo, baseEnv: settings.env });
  const { auth } = await originAuth(runner, settings);
  try {
    const imported = await importBundle(runner, {
      bundle: bundle || undefined,
      outbox,
      allowed,
      auth,
    });
    if (imported.kind === "refused") return finish({ ...base, refusals: imported.refusals });
    const checked = await check(runner, settings, outbox, allowed, imported.imported, redactor, deps.octokit);
    const result = { ...base, threats: checked.threats };
    if (checked.refusals.length) return finish({ ...result, refusals: checked.refusals });
    if (settings.delivery.kind === "dry-run") {
      log(
        `dry run: the outbox passed every check; it would write ${outbox.writes.map((w) => w.kind).join(", ") || "nothing"}`,
      );
      return finish({ ...result, refusals: [] });
    }
    const delivered = await deliver({
      runner,
      octokit: deps.octokit,
      outbox,
      allowed,
      imported: imported.imported,
      auth,
      redactor,
    });
    for (const line of delivered.written) log(line);
    return finish({
      ...result,
      refusals: [],
      written: delivered.written,
      branch: delivered.branch || undefined,
      prUrl: delivered.prUrl || undefined,
    });
  } finally {
    await dropQuarantine(runner).catch(() => undefined);
  }
}

/** Every check past the bundle's own: commits, threats, caps, targets, texts. */
async function check(
  runner: GitRunner,
  settings: RunSettings,
  outbox: Outbox,
  allowed: Allowed,
  imported: Imported,
  redactor: Redactor,
  octokit: GitHubClient | undefined,
): Promise<{ refusals: Refusal[]; threats: ThreatFinding[] }> {
  const denyPath = denyPathFor(allowed.loaded, settings.repo);
  const runUrl = settings.runUrl ?? `local run ${settings.runId}`;
  const refusals = await checkCommits(runner, imported, { loaded: allowed.loaded, denyPath, redactor, runUrl });
  const head = imported.refs.find((r) => r.name === `refs/heads/${allowed.branch?.name}`);
  const threats = head && imported.known[0] ? await findThreats(runner, imported.known[0], head.local) : [];
  const block = allowed.loaded.config.publish.block;
  for (const t of threats)
    if (block.includes(t.check)) refusals.push({ check: t.check, message: t.message, where: `${t.path}:${t.line}` });
  refusals.push(...checkCaps(outbox));
  const threadIds = new Set<string>();
  const wantsThreads = outbox.writes.some((w) => w.kind === "review_reply" || w.kind === "resolve_thread");
  if (wantsThreads && octokit && allowed.pullNumber !== undefined) {
    const { owner, name } = allowed.trigger.repository;
    for (const t of (await listReviewThreads(octokit, { owner, repo: name }, allowed.pullNumber)).threads)
      threadIds.add(t.id);
  }
  refusals.push(...checkTargets(outbox, allowed, threadIds));
  refusals.push(...(await checkTexts(outbox, redactor, denyPath)));
  return { refusals, threats };
}
