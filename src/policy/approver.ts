/**
 * Asking a person at a terminal about a call the policy marked `ask`. Separate
 * from the decision itself (docs/decisions/0003-approval-is-a-pure-decision.md): this only words the question and reads
 * the answer. "always" makes the policy allow calls like this one for the rest
 * of the run, through an in-memory rule.
 */
import { accessOf } from "./access.js";
import type { ApproverAnswer, PolicyCall, PolicyVerdict } from "./types.js";

/** The call being asked about: the tool name and its input (the agent's PendingCall fits). */
export interface AskedCall {
  name: string;
  input: unknown;
}

export interface TerminalApproverOptions {
  /** Where "always" adds its rule (createPolicy's RulePolicy). */
  policy?: { allowAlways(call: PolicyCall): Promise<boolean> };
  /** How the call's access is known; defaults to the core tools' input shapes. */
  accessOf?: (call: AskedCall) => PolicyCall;
  /** Questions before giving up on unclear answers (answered "no"). */
  attempts?: number;
}

function describeCall(call: AskedCall): string {
  const input = JSON.stringify(call.input) ?? "";
  return `${call.name} ${input.length > 300 ? `${input.slice(0, 297)}...` : input}`;
}

function defaultPolicyCall(call: AskedCall): PolicyCall {
  try {
    return { tool: call.name, input: call.input, access: accessOf(call.name, call.input) };
  } catch {
    return { tool: call.name, input: call.input, access: { kind: "other" } }; // the rule then names the tool only
  }
}

export function parseAnswer(text: string): ApproverAnswer | undefined {
  const a = text.trim().toLowerCase();
  if (a === "y" || a === "yes") return "yes";
  if (a === "n" || a === "no" || a === "") return "no";
  if (a === "a" || a === "always") return "always";
  return undefined;
}

export function createTerminalApprover(
  prompt: (question: string) => Promise<string>,
  opts: TerminalApproverOptions = {},
): (call: AskedCall, verdict: PolicyVerdict) => Promise<ApproverAnswer> {
  const toPolicyCall = opts.accessOf ?? defaultPolicyCall;
  return async (call, verdict) => {
    if (verdict.decision === "deny") return "no"; // a deny is not a question
    if (verdict.decision === "allow") return "yes";
    const question = [
      `Patchbay wants to run ${describeCall(call)}`,
      `  ${verdict.reason}`,
      verdict.suggestion ? `  to allow it in the config:\n${verdict.suggestion.replace(/^/gm, "    ")}` : "",
      "Allow? [y]es / [N]o / [a]lways for this run: ",
    ]
      .filter(Boolean)
      .join("\n");
    for (let i = 0; i < (opts.attempts ?? 3); i++) {
      const answer = parseAnswer(await prompt(question));
      if (answer === undefined) continue;
      if (answer === "always" && opts.policy) {
        const remembered = await opts.policy.allowAlways(toPolicyCall(call));
        return remembered ? "always" : "yes";
      }
      return answer;
    }
    return "no";
  };
}
