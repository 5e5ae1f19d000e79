/**
 * Whether a `@patchbay go` may carry out the plan before it: there must be one,
 * and the branch it was made on must not have moved since (a plan for code that
 * changed under it would be carried out blind). Pure: the caller reads the
 * record and the branch's tip.
 */
import type { LoadedPlan, PlanRecord } from "../../git/refs/plan-record.js";

export type GoDecision = { ok: true; plan: PlanRecord } | { ok: false; message: string };

export function checkGo(loaded: LoadedPlan, currentTip: string | null, phrase: string): GoDecision {
  if (!loaded)
    return {
      ok: false,
      message: `There is no plan to carry out here. Ask for one first with \`${phrase} plan <what you want>\`, then answer it with \`${phrase} go\`.`,
    };
  if ("warning" in loaded)
    return {
      ok: false,
      message: `The saved plan could not be read (${loaded.warning}). Ask for a new one with \`${phrase} plan <what you want>\`.`,
    };
  const { plan } = loaded;
  if (currentTip === null)
    return {
      ok: false,
      message: `The plan was made on ${plan.base_branch}, which no longer exists. Ask for a new plan with \`${phrase} plan <what you want>\`.`,
    };
  if (currentTip !== plan.base_sha)
    return {
      ok: false,
      message: `The plan was made on ${plan.base_branch} at ${plan.base_sha.slice(0, 7)}, and ${plan.base_branch} has changed since (now ${currentTip.slice(0, 7)}). Ask for a fresh plan with \`${phrase} plan <what you want>\` so it is based on the current code.`,
    };
  return { ok: true, plan };
}

/** The go's message to the continued session: the plan is in the conversation already. */
export function goPrompt(more: string): string {
  const extra = more.trim() ? `\n\nThe maintainer added: ${more.trim()}` : "";
  return `The plan you wrote above is approved. Carry it out now: the normal rules apply again, so you may edit files and run commands. Check the result as the plan says, then call attempt_completion.${extra}`;
}
