/**
 * The permission gate (docs/decisions/0006-the-action-surface.md): who may start a run. The collaborator
 * permission API decides, not `author_association` (which says nothing about
 * triage/maintain and is absent on some events).
 */
import type { TriggerConfig } from "../config/schema.js";
import { GitHubPermissionError, statusOf } from "./errors.js";
import { sameLogin } from "./logins.js";
import type { GitHubClient } from "./octokit.js";

export const PERMISSION_ORDER = ["none", "read", "triage", "write", "maintain", "admin"] as const;
export type PermissionLevel = (typeof PERMISSION_ORDER)[number];

/** What GITHUB_TOKEN is called when the token cannot tell us itself (GET /user answers 403). */
const ACTIONS_BOT_LOGIN = "github-actions[bot]";

export interface ActorToCheck {
  owner: string;
  repo: string;
  actor: string;
  /** The sender's `type` from the event payload: "User", "Bot", "Organization". */
  actorType: string;
}

type PermissionSkipCode = "self" | "bot" | "not_collaborator" | "insufficient_permission";

export type PermissionResult =
  | { allowed: true; permission: PermissionLevel | "bot"; reason: string }
  | { allowed: false; code: PermissionSkipCode; reason: string };

/** The token's own login, looked up once and only when needed. */
export interface BotIdentity {
  login(): Promise<string>;
}

export function tokenIdentity(octokit: GitHubClient, fallback = ACTIONS_BOT_LOGIN): BotIdentity {
  let cached: Promise<string> | undefined;
  return {
    login() {
      cached ??= octokit.rest.users.getAuthenticated().then(
        ({ data }) => data.login,
        // Installation tokens (GITHUB_TOKEN, app tokens) may not read /user: 401/403.
        () => fallback,
      );
      return cached;
    },
  };
}

const RANKS: ReadonlyMap<string, number> = new Map(PERMISSION_ORDER.map((level, i) => [level, i]));
const rank = (p: string): number => RANKS.get(p) ?? -1;

function isKnownLevel(p: string | undefined | null): p is PermissionLevel {
  return typeof p === "string" && rank(p) >= 0;
}

export async function checkPermission(
  octokit: GitHubClient,
  who: ActorToCheck,
  config: Pick<TriggerConfig, "min_permission" | "allowed_bots">,
  botLogin: BotIdentity | string,
): Promise<PermissionResult> {
  const self = typeof botLogin === "string" ? botLogin : await botLogin.login();
  if (sameLogin(who.actor, self)) {
    return {
      allowed: false,
      code: "self",
      reason: `${who.actor} is Patchbay's own identity; it never triggers itself`,
    };
  }

  const isBot = who.actorType === "Bot" || who.actor.endsWith("[bot]");
  if (isBot) {
    if (config.allowed_bots.some((b) => b === "*" || sameLogin(b, who.actor))) {
      return { allowed: true, permission: "bot", reason: `${who.actor} is listed in trigger.allowed_bots` };
    }
    return {
      allowed: false,
      code: "bot",
      reason: `${who.actor} is a bot; add it to trigger.allowed_bots in the Patchbay config to let it trigger runs`,
    };
  }

  let permission: string;
  let role: string | undefined;
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      owner: who.owner,
      repo: who.repo,
      username: who.actor,
    });
    permission = data.permission;
    role = data.role_name;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404) {
      return {
        allowed: false,
        code: "not_collaborator",
        reason: `${who.actor} is not a collaborator on ${who.owner}/${who.repo}; trigger.min_permission is ${config.min_permission}`,
      };
    }
    if (status === 403 || status === 401) {
      throw new GitHubPermissionError(
        `Could not check ${who.actor}'s permission on ${who.owner}/${who.repo} (HTTP ${status}). ` +
          "Give the workflow token `metadata: read` (any `permissions:` block includes it) or use a token that can read collaborators.",
        ["metadata: read"],
        status,
      );
    }
    throw error;
  }

  // `permission` folds maintain into write and triage into read; `role_name` keeps them
  // apart unless it is a custom role, in which case `permission` is the base role.
  const levels = [permission, role].filter(isKnownLevel);
  const level = levels.reduce<PermissionLevel>((best, p) => (rank(p) > rank(best) ? p : best), "none");
  if (rank(level) >= rank(config.min_permission)) {
    return { allowed: true, permission: level, reason: `${who.actor} has ${level} permission` };
  }
  return {
    allowed: false,
    code: "insufficient_permission",
    reason: `${who.actor} has ${level} permission on ${who.owner}/${who.repo}; Patchbay needs ${config.min_permission} (trigger.min_permission)`,
  };
}
