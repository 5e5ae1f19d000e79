/**
 * The issue or PR a request is about, as untrusted text for the system prompt.
 * With a client, read from the API (gather-context.ts) and rendered fenced
 * (render-context.ts), both loaded only then; without one (a local run on an
 * event file), what the payload itself says.
 */
import type { UntrustedText } from "../agent/prompts/system-prompt.js";
import type { GitHubClient } from "./octokit.js";
import { contextRequestFor, type Trigger } from "./trigger/index.js";

export async function contextForTrigger(
  octokit: GitHubClient | undefined,
  trigger: Trigger,
  log: { warning(m: string): void },
): Promise<UntrustedText[]> {
  const request = contextRequestFor(trigger);
  if (!request) return [];
  const label = `${request.kind === "pr" ? "pull request" : "issue"} #${request.number}`;
  if (!octokit) {
    // Local runs on an event file: what the payload itself says.
    const text = [trigger.source.title, trigger.source.body].filter(Boolean).join("\n\n");
    return text ? [{ label, text }] : [];
  }
  try {
    const [{ gatherContext }, { renderContext }] = await Promise.all([
      import("./gather-context.js"),
      import("./render-context.js"),
    ]);
    return [{ label, text: renderContext(await gatherContext(octokit, request)) }];
  } catch (error) {
    log.warning(`could not read the ${label} context: ${(error as Error).message}`);
    return [];
  }
}
