/**
 * Code review mode's built-in rule (docs/decisions/0017-code-review.md): a review reads
 * and reports, it does not change anything. Like plan mode, file writes, the
 * browser and MCP tools not marked `readOnlyHint` are denied whatever the rules
 * say; unlike plan mode, commands run when the rules allow them (a review may
 * run the tests). A call the rules would `ask` about is refused in CI — a review
 * does not stop and wait — and put to the person at a terminal locally. The
 * review's own tools (findings, resolving its earlier threads) only record what
 * the run posts at its end, so they are always allowed.
 */
import { CONTROL_TOOLS, CORE_TOOLS, CORE_WRITE_TOOLS } from "./builtins.js";
import type { RulePolicy } from "./policy.js";
import type { PolicyCall, PolicyVerdict } from "./types.js";

const REVIEW_MODE_RULE = "built-in: code review";

/** Tools a review run adds; they record findings and resolutions, nothing else. */
const REVIEW_TOOLS: ReadonlySet<string> = new Set(["add_review_comment", "resolve_review_thread"]);

const AFTER = "A code review changes nothing: report what should change with add_review_comment instead.";

function deny(reason: string): PolicyVerdict {
  return {
    decision: "deny",
    rule: REVIEW_MODE_RULE,
    reason: `${reason}. ${AFTER}`,
    suggestion: "# no rule can allow this in a code review: it is a read-only run",
  };
}

/** The verdict review mode gives this call on its own, or undefined when the rules decide. */
function reviewModeVerdict(call: PolicyCall): PolicyVerdict | undefined {
  if (REVIEW_TOOLS.has(call.tool))
    return { decision: "allow", rule: REVIEW_MODE_RULE, reason: "the review's own tool: it records, the run posts" };
  if (call.tool === "ask_followup_question")
    return deny("A review does not stop to ask: say what is unclear in a finding or in the summary");
  if (CONTROL_TOOLS.has(call.tool)) return undefined;
  if (CORE_WRITE_TOOLS.has(call.tool) || call.access.kind === "write") {
    const paths = call.access.paths?.length ? ` (${call.access.paths.join(", ")})` : "";
    return deny(`${call.tool} writes files${paths}`);
  }
  if (call.tool === "browser_action") return deny("browser_action drives a browser whose clicks can change things");
  if (!CORE_TOOLS.has(call.tool) && call.annotations?.readOnlyHint !== true)
    return deny(
      `${call.tool} is an MCP tool its server does not mark read-only (readOnlyHint), so it may change things`,
    );
  return undefined;
}

/**
 * The policy for a review run: review mode's verdicts first, then the config's
 * rules, with `ask` turned into a refusal unless a person at a terminal answers.
 */
export function withReviewMode(policy: RulePolicy, options: { canAsk: boolean }): RulePolicy {
  return {
    async decide(call) {
      const own = reviewModeVerdict(call);
      if (own) return own;
      const verdict = await policy.decide(call);
      if (verdict.decision !== "ask" || options.canAsk) return verdict;
      return {
        ...verdict,
        decision: "deny",
        reason: `${verdict.reason} — a code review in CI does not pause for approval (${verdict.rule} says ask); to let reviews make this call, allow it in approval.rules`,
      };
    },
    allows: policy.allows ? (tool: string) => policy.allows?.(tool) ?? [] : undefined,
    addRule: (rule, where) => policy.addRule(rule, where),
    async allowAlways(call) {
      if (reviewModeVerdict(call)?.decision === "deny") return false;
      return policy.allowAlways(call);
    },
  };
}
