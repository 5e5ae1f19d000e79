/**
 * The issue or PR a request is about, as untrusted text for the system prompt.
 * With a client, read from the API (gather-context.ts), with what trust.authors
 * does not admit left out (trust-filter.ts), and rendered fenced
 * (render-context.ts); without one (a local run on an
 * event file), what the payload itself says, judged the same way.
 */
import type { UntrustedText } from "../../agent/prompts/system-prompt.js";
import type { Logger } from "../../util/logger.js";
import type { GitHubClient } from "../octokit.js";
import { contextRequestFor, type Trigger } from "../trigger/index.js";
import type { AuthorTrust } from "./author-trust.js";
import { gatherContext } from "./gather-context.js";
import { renderContext } from "./render-context.js";
import { withholdUntrusted } from "./trust-filter.js";

export async function contextForTrigger(
  octokit: GitHubClient | undefined,
  trigger: Trigger,
  log: Pick<Logger, "warning" | "info">,
  trust: AuthorTrust,
): Promise<UntrustedText[]> {
  const request = contextRequestFor(trigger);
  if (!request) return [];
  const label = `${request.kind === "pr" ? "pull request" : "issue"} #${request.number}`;
  if (!octokit) {
    // Local runs on an event file: what the payload itself says.
    const text = [trigger.source.title, trigger.source.body].filter(Boolean).join("\n\n");
    if (!text) return [];
    const author = trigger.source.author;
    const verdict = author ? await trust.judge(author.login, author.association) : { trusted: true as const };
    if (verdict.trusted) return [{ label, text }];
    log.info?.(`left out of the model's context: the ${label}'s title and description — ${verdict.why}`);
    return [{ label, text: `[the ${label}'s title and description by @${author?.login} left out: ${verdict.why}]` }];
  }
  try {
    const { context, withheld } = await withholdUntrusted(await gatherContext(octokit, request), trust);
    for (const line of withheld) log.info?.(`left out of the model's context: ${line}`);
    return [{ label, text: renderContext(context) }];
  } catch (error) {
    log.warning(`could not read the ${label} context: ${(error as Error).message}`);
    return [];
  }
}
