/**
 * Small pieces every event handler shares: payload validation, payload → Trigger field
 * mapping, and the sender checks (Patchbay's own events, bots).
 */
import type { z } from "zod";
import type { Config } from "../../config/schema.js";
import { sameLogin } from "../logins.js";
import { malformedPayload } from "./error.js";
import {
  type IssuePayload,
  type PullRequestPayload,
  pullRequestSchema,
  type RepositoryPayload,
  type UserPayload,
} from "./payloads.js";
import { stripPhrase } from "./phrase.js";
import type { Actor, BranchHint, PullRequestRef, RepositoryRef, TriggerResult, TriggerSource } from "./types.js";

/** What every handler needs besides the payload. */
export interface TriggerContext {
  eventName: string;
  config: Config;
  phrase: string;
  botLogin?: string;
  now: Date;
}

export function skip(reason: string): TriggerResult {
  return { kind: "skip", reason };
}

/** Validate `payload` or throw a TriggerError naming the event and each missing field. */
export function parsePayload<T extends z.ZodType>(schema: T, eventName: string, payload: unknown): z.infer<T> {
  const result = schema.safeParse(payload);
  if (!result.success) throw malformedPayload(eventName, result.error);
  return result.data;
}

/**
 * A pull request from the REST API (`GET /repos/{owner}/{repo}/pulls/{n}`), which has the
 * webhook's shape: for `pr-lookup` branch hints, after fetching the PR.
 */
export function parsePullRequest(data: unknown): PullRequestRef {
  return toPullRequest(parsePayload(pullRequestSchema, "pull_request", data));
}

export function toActor(user: UserPayload): Actor {
  const type = user.type === "Bot" || /\[bot\]$/i.test(user.login) ? "Bot" : "User";
  return { login: user.login, id: user.id, type };
}

export function toRepository(repo: RepositoryPayload): RepositoryRef {
  return {
    owner: repo.owner.login,
    name: repo.name,
    fullName: repo.full_name,
    defaultBranch: repo.default_branch,
    url: repo.html_url || undefined,
    private: repo.private,
  };
}

export function toPullRequest(pr: PullRequestPayload): PullRequestRef {
  const headRepo = pr.head.repo?.full_name ?? null;
  return {
    number: pr.number,
    headRef: pr.head.ref,
    headSha: pr.head.sha,
    headRepo,
    baseRef: pr.base.ref,
    baseSha: pr.base.sha,
    baseRepo: pr.base.repo.full_name,
    // A deleted head repository counts as a fork: there is nowhere we may push.
    isFork: headRepo === null || headRepo.toLowerCase() !== pr.base.repo.full_name.toLowerCase(),
    draft: pr.draft ?? false,
  };
}

/** Same-repository PRs are worked on in place; fork PRs only ever get a patch (docs/decisions/0005-a-checkpoint-per-tool-call.md). */
export function branchForPullRequest(pr: PullRequestRef): BranchHint {
  return pr.isFork ? { kind: "fork", sha: pr.headSha, headRepo: pr.headRepo } : { kind: "existing", name: pr.headRef };
}

export function issueSource(issue: IssuePayload): TriggerSource {
  const isPr = issue.pull_request != null;
  return {
    kind: isPr ? "pr" : "issue",
    number: issue.number,
    title: issue.title,
    body: issue.body ?? "",
    url: (isPr ? issue.pull_request?.html_url : undefined) ?? issue.html_url,
    ...authorOf(issue),
  };
}

export function prSource(pr: PullRequestPayload): TriggerSource {
  return { kind: "pr", number: pr.number, title: pr.title, body: pr.body ?? "", url: pr.html_url, ...authorOf(pr) };
}

function authorOf(item: { user?: UserPayload | null; author_association?: string }): Pick<TriggerSource, "author"> {
  if (!item.user) return {};
  return {
    author: {
      login: item.user.login,
      association: item.author_association || undefined,
    },
  };
}

/** The request for label/assign flows and bare summons: the issue or PR itself. */
export function titleAndBody(title: string, body: string | null | undefined, phrase: string): string {
  const rest = body ? stripPhrase(body, phrase) : "";
  return rest ? `${title}\n\n${rest}` : title;
}

export function labelNames(labels: readonly { name: string }[] | null | undefined): string[] {
  return (labels ?? []).map((l) => l.name);
}

export function includesName(list: readonly string[], name: string): boolean {
  return list.some((item) => item.toLowerCase() === name.toLowerCase());
}

export function isOwnLogin(ctx: TriggerContext, login: string): boolean {
  return ctx.botLogin !== undefined && sameLogin(ctx.botLogin, login);
}

/**
 * Why this sender may not trigger a run, or undefined when it may: Patchbay's own events
 * never do (no loops), other bots only when listed in `trigger.allowed_bots` (`*` for all).
 * The collaborator-permission check comes later, in the permission gate.
 */
export function senderRefusal(ctx: TriggerContext, actor: Actor): string | undefined {
  if (isOwnLogin(ctx, actor.login)) return `the event was caused by Patchbay itself (${actor.login})`;
  if (actor.type !== "Bot") return undefined;
  const allowed = ctx.config.trigger.allowed_bots;
  if (allowed.includes("*") || allowed.some((b) => sameLogin(b, actor.login))) return undefined;
  return `\`${actor.login}\` is a bot; list it in trigger.allowed_bots to let it trigger Patchbay`;
}

export function listOrNone(items: readonly string[]): string {
  return items.length ? items.map((i) => `\`${i}\``).join(", ") : "none";
}
