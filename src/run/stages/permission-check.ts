/**
 * The permission gate as the run applies it (docs/decisions/0006-the-action-surface.md): a trigger with an
 * actor runs only if that actor may. One exception, for local runs: under act
 * in a dry run, a GitHub API that cannot be reached at all (offline, no such
 * host) is no reason to fail — nothing will be written, the person running act
 * is the operator — so the run goes on without GitHub. A refusal by GitHub
 * (an HTTP answer) is never passed over.
 */
import type { Config } from "../../config/schema.js";
import { messageOf } from "../../github/errors.js";
import type { GitHubClient } from "../../github/octokit.js";
import { checkPermission, tokenIdentity } from "../../github/permission.js";
import type { Trigger } from "../../github/trigger/index.js";
import { actorToCheckFor } from "../../github/trigger/index.js";
import type { RunSettings } from "../contract.js";
import { postsToGitHub } from "../delivery.js";

class GitHubUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GitHubUnreachableError";
  }
}

/**
 * Fail closed (docs/decisions/0008-secrets-never-leave.md): under GitHub Actions, a trigger with an actor is
 * checked against the gate, and the gate needs a token. No token is no check —
 * never a pass.
 */
class NoTokenForPermissionCheckError extends Error {
  constructor(actor: string) {
    super(
      `the trigger by @${actor} needs a permission check, and there is no GitHub token to check it with; refusing to run — set the action's \`github_token\` input (its default is \`\${{ github.token }}\`; give the job \`permissions: contents: write, issues: write, pull-requests: write\`)`,
    );
    this.name = "NoTokenForPermissionCheckError";
  }
}

export type PermissionDecision =
  | { kind: "skip"; reason: string }
  /** Go on, with the client to use from here on (undefined: without GitHub). */
  | { kind: "go"; octokit?: GitHubClient };

export async function admitActor(
  octokit: GitHubClient | undefined,
  trigger: Trigger,
  config: Config,
  settings: Pick<RunSettings, "underAct" | "delivery" | "apiUrl" | "env">,
  warn: (message: string) => void,
): Promise<PermissionDecision> {
  const actor = actorToCheckFor(trigger);
  if (!actor) return { kind: "go", octokit };
  if (!octokit) {
    // Outside Actions (a local run) the operator is the one asking; under act, a dry run writes nothing.
    if (settings.env.GITHUB_ACTIONS !== "true" || (settings.underAct && !postsToGitHub(settings.delivery)))
      return { kind: "go" };
    throw new NoTokenForPermissionCheckError(actor.actor);
  }
  try {
    const gate = await checkPermission(octokit, actor, config.trigger, tokenIdentity(octokit));
    return gate.allowed ? { kind: "go", octokit } : { kind: "skip", reason: gate.reason };
  } catch (error) {
    if (!unreachable(error)) throw error;
    if (!(settings.underAct && !postsToGitHub(settings.delivery)))
      throw new GitHubUnreachableError(
        `could not reach the GitHub API at ${settings.apiUrl} to check @${actor.actor}'s permission (${messageOf(error)}); check GITHUB_API_URL and the runner's network, then re-run the job`,
      );
    warn(
      `the GitHub API at ${settings.apiUrl} could not be reached (${messageOf(error)}); under act, this dry run goes on without GitHub: no permission check, and the request's context comes from the event file`,
    );
    return { kind: "go" };
  }
}

/** Octokit's error for a request that got no HTTP answer at all carries no `response`. */
function unreachable(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && !("response" in error && error.response);
}
