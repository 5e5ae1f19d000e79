import type { ToolAccess } from "../tools/types.js";

export type Decision = "allow" | "ask" | "deny";

/** One tool call as the policy sees it, before it runs. */
export interface PolicyCall {
  tool: string;
  input: unknown;
  access: ToolAccess;
  annotations?: { readOnlyHint?: boolean };
}

export interface PolicyVerdict {
  decision: Decision;
  /** The deciding rule as a user can find it: "approval.rules[2]: deny write_to_file paths .github/workflows/**", or "built-in: …", or "approval.default". */
  rule: string;
  reason: string;
  /** For ask/deny: the YAML rule a user would add to allow this next time. */
  suggestion?: string;
  /** The workspace-relative paths the call touches, as they were judged (symlinks followed). */
  paths?: string[];
}

/** A person's answer to an `ask`: allow once, refuse, or allow this call from now on. */
export type ApproverAnswer = "yes" | "no" | "always";

export interface Policy {
  decide(call: PolicyCall): Promise<PolicyVerdict>;
  /** The allow rules that name `tool`, as labels a model can read (for the recovery note after denials). */
  allows?(tool: string): string[];
}
