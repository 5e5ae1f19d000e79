/**
 * The Action's `issue` input (a sweep's matrix entry): the run works on that
 * issue as if it had been labeled for Patchbay by the person who started the
 * workflow (GITHUB_ACTOR) — so the permission gate checks them, and the issue's
 * text stays its author's untrusted description.
 */
import { loadConfig } from "../config/load.js";
import type { GitHubClient } from "../github/octokit.js";
import { labeledIssueEvent } from "../github/trigger/issue-event.js";
import { UsageError } from "../util/usage-error.js";
import type { RunSettings } from "./contract.js";

export async function eventForIssueInput(
  settings: RunSettings,
  octokit: GitHubClient | undefined,
): Promise<RunSettings["event"]> {
  const number = settings.issue;
  if (number === undefined) return settings.event;
  if (!octokit) throw new UsageError("the issue input reads the issue from GitHub: it needs github_token");
  const [owner, repo] = (settings.repository ?? "").split("/");
  if (!owner || !repo) throw new UsageError("the issue input needs GITHUB_REPOSITORY (owner/name)");
  const actor = settings.env.GITHUB_ACTOR;
  if (!actor) throw new UsageError("the issue input needs GITHUB_ACTOR: the person the run acts for");
  const { config } = await loadConfig({ repo: settings.repo, configPath: settings.configPath, env: settings.env });
  const label = config.trigger.labels[0];
  if (!label) throw new UsageError("the issue input works through a trigger label; set trigger.labels in the config");
  return labeledIssueEvent(octokit, { owner, repo, number, label, senderLogin: actor });
}
