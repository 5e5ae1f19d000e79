/**
 * trust.authors: whose words reach the model. On a public repository anyone can
 * open an issue or comment, and a stranger's text given to the model like a
 * maintainer's is a way in (gh-aw's lockdown mode and claude-code-action's
 * actor filters answer the same). So by default only people with write access
 * are read there (`writers`); `collaborators` admits anyone the repository or
 * its organization lists; `everyone` (the default on private repositories)
 * admits all. `trust.deny` always refuses a login, `trust.allow` always admits
 * one, and the person who triggered the run passed the permission gate.
 *
 * author_association settles most people at no cost: NONE, CONTRIBUTOR,
 * FIRST_TIMER, FIRST_TIME_CONTRIBUTOR and MANNEQUIN never have write access
 * (GitHub would call a writer COLLABORATOR or MEMBER), OWNER always has it;
 * MEMBER and COLLABORATOR are looked up with the collaborator permission API,
 * once per login.
 */
import type { TrustConfig, TrustLevel } from "../../config/visibility-schemas.js";
import { statusOf } from "../errors.js";
import type { GitHubClient } from "../octokit.js";
import { PERMISSION_ORDER, type PermissionLevel } from "../permission.js";

export type TrustVerdict = { trusted: true } | { trusted: false; why: string };

export interface TrustPolicy {
  level: TrustLevel;
  allow: string[];
  deny: string[];
  /** The person who triggered the run (past the permission gate). */
  requester?: string;
  /** "owner/name", for the reasons. */
  repository: string;
}

/** The level in force: the config's, or the default for the repository's visibility (unknown counts as public). */
export function trustPolicy(
  config: TrustConfig,
  repo: { fullName: string; private?: boolean },
  requester?: string,
): TrustPolicy {
  return {
    level: config.authors ?? (repo.private === true ? "everyone" : "writers"),
    allow: config.allow,
    deny: config.deny,
    repository: repo.fullName,
    requester: requester || undefined,
  };
}

const LISTED = new Set(["OWNER", "MEMBER", "COLLABORATOR"]);
const NEVER_WRITERS = new Set(["NONE", "CONTRIBUTOR", "FIRST_TIMER", "FIRST_TIME_CONTRIBUTOR", "MANNEQUIN"]);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Judges authors under a policy; permission lookups are made once per login. Without a client, associations decide. */
export class AuthorTrust {
  private readonly looked = new Map<string, Promise<PermissionLevel | { failed: string }>>();

  constructor(
    readonly policy: TrustPolicy,
    private readonly octokit?: GitHubClient,
  ) {}

  async judge(login: string, association?: string): Promise<TrustVerdict> {
    const p = this.policy;
    const why = (reason: string): TrustVerdict => ({ trusted: false, why: `${reason} (trust.authors: ${p.level})` });
    if (p.deny.some((d) => same(d, login))) return { trusted: false, why: `@${login} is listed in trust.deny` };
    if (p.allow.some((a) => same(a, login))) return { trusted: true };
    if (p.requester && same(p.requester, login)) return { trusted: true };
    if (p.level === "everyone") return { trusted: true };
    const assoc = association?.toUpperCase();
    if (p.level === "collaborators") {
      if (assoc && LISTED.has(assoc)) return { trusted: true };
      return why(`@${login} is not a collaborator of ${p.repository} (author association ${assoc ?? "unknown"})`);
    }
    if (assoc === "OWNER") return { trusted: true };
    if (assoc && NEVER_WRITERS.has(assoc))
      return why(`@${login} has no write access to ${p.repository} (author association ${assoc})`);
    if (!this.octokit)
      // A local run without a token: the association is all there is to go on.
      return assoc && LISTED.has(assoc)
        ? { trusted: true }
        : why(`@${login}'s access to ${p.repository} could not be checked (no GitHub token)`);
    const level = await this.permission(login);
    if (typeof level !== "string")
      return why(`@${login}'s access to ${p.repository} could not be checked (${level.failed})`);
    if (PERMISSION_ORDER.indexOf(level) >= PERMISSION_ORDER.indexOf("write")) return { trusted: true };
    return why(`@${login} has ${level} access to ${p.repository}, not write`);
  }

  private permission(login: string): Promise<PermissionLevel | { failed: string }> {
    const key = login.toLowerCase();
    let found = this.looked.get(key);
    if (!found) {
      found = this.lookUp(login);
      this.looked.set(key, found);
    }
    return found;
  }

  private async lookUp(login: string): Promise<PermissionLevel | { failed: string }> {
    const [owner, repo] = this.policy.repository.split("/");
    const octokit = this.octokit;
    if (!owner || !repo || !octokit) return { failed: "no repository" };
    try {
      const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: login });
      // role_name keeps maintain apart from write; either one at write or above is enough.
      const levels = [data.permission, data.role_name].filter((l): l is PermissionLevel =>
        (PERMISSION_ORDER as readonly string[]).includes(l ?? ""),
      );
      return levels.reduce<PermissionLevel>(
        (best, l) => (PERMISSION_ORDER.indexOf(l) > PERMISSION_ORDER.indexOf(best) ? l : best),
        "none",
      );
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return "none";
      return { failed: status ? `HTTP ${status}` : error instanceof Error ? error.message : String(error) };
    }
  }
}
