/**
 * `patchbay review [--base REF]`: a code review of the checked-out branch, with
 * no event and no GitHub — the branch's changes since it left REF (default: the
 * repository's default branch) are reviewed and the findings printed.
 */
import type { Trigger } from "../../../github/trigger/index.js";
import type { RunSettings } from "../../contract.js";
import { currentBranch, localRepository } from "../../local/repository.js";

export function codeReviewTrigger(settings: RunSettings, request: { base?: string; focus?: string }) {
  return async (): Promise<Trigger> => {
    const repository = await localRepository(settings);
    const branch = (await currentBranch(settings)) ?? "HEAD";
    const focus = request.focus?.trim() ?? "";
    return {
      eventName: "local",
      request: focus,
      via: "prompt",
      automation: true,
      source: { kind: "task", task: "review" },
      repository,
      branch: { kind: "existing", name: branch },
      codeReview: { focus, auto: false, base: request.base || undefined },
      time: new Date().toISOString(),
    };
  };
}
