/**
 * Plan mode's built-in rule (docs/decisions/0018-stages-around-a-run.md): a plan run looks and does not
 * touch. File writes, commands and MCP tools whose server does not declare
 * `readOnlyHint: true` are denied whatever the config's rules say — no allow
 * rule and no "always" answer reopens them; reads still go through the rules.
 */
import { CONTROL_TOOLS, CORE_TOOLS } from "./builtins.js";
import type { RulePolicy } from "./policy.js";
import type { PolicyCall, PolicyVerdict } from "./types.js";

const PLAN_MODE_RULE = "built-in: plan mode";

const AFTER =
  "In plan mode nothing is changed: describe this step in the plan instead, and it runs after `@patchbay go`.";

/** The denial plan mode gives this call, or undefined when the normal rules decide it. */
export function planModeDenial(call: PolicyCall): PolicyVerdict | undefined {
  if (CONTROL_TOOLS.has(call.tool)) return undefined;
  const deny = (reason: string): PolicyVerdict => ({
    decision: "deny",
    rule: PLAN_MODE_RULE,
    reason: `${reason}. ${AFTER}`,
    suggestion: "# no rule can allow this in plan mode: it is a read-only run",
  });
  if (!CORE_TOOLS.has(call.tool)) {
    if (call.annotations?.readOnlyHint === true) return undefined;
    return deny(
      `${call.tool} is an MCP tool its server does not mark read-only (readOnlyHint), so it may change things`,
    );
  }
  // A browser clicks and types into pages: a form sent is a change made.
  if (call.tool === "browser_action")
    return deny("browser_action drives a browser whose clicks and typing can change what a page serves");
  if (call.access.kind === "write") {
    const paths = call.access.paths?.length ? ` (${call.access.paths.join(", ")})` : "";
    return deny(`${call.tool} writes files${paths}`);
  }
  if (call.access.kind === "exec" || call.access.command !== undefined)
    return deny(`${call.tool} runs a command${call.access.command ? ` (\`${call.access.command}\`)` : ""}`);
  return undefined;
}

/** The policy for a plan run: plan mode's denials first, then the config's rules. */
export function withPlanMode(policy: RulePolicy): RulePolicy {
  return {
    async decide(call) {
      return planModeDenial(call) ?? policy.decide(call);
    },
    addRule: (rule, where) => policy.addRule(rule, where),
    async allowAlways(call) {
      if (planModeDenial(call)) return false;
      return policy.allowAlways(call);
    },
  };
}
