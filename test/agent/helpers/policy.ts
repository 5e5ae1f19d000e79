/** In-memory Policies for loop tests: allow everything, or decide by a table keyed on tool name. */
import type { Decision, Policy, PolicyCall, PolicyVerdict } from "../../../src/policy/types.js";

export const allowAll: Policy = {
  decide: async () => ({ decision: "allow", rule: "test: allow all", reason: "allowed" }),
};

/** Decides by tool name; unknown names get `fallback`. Records every call it saw. */
export function tablePolicy(
  table: Record<string, Decision>,
  fallback: Decision = "allow",
): Policy & { calls: PolicyCall[] } {
  const calls: PolicyCall[] = [];
  return {
    calls,
    async decide(call): Promise<PolicyVerdict> {
      calls.push(call);
      const decision = table[call.tool] ?? fallback;
      return {
        decision,
        rule: `test.table[${call.tool}]: ${decision}`,
        reason: decision === "deny" ? "protected in this test" : `${decision} by table`,
        suggestion: decision !== "allow" ? `- allow: ${call.tool}` : undefined,
      };
    },
  };
}
