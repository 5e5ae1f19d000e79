/**
 * Rules that can only take away: a repository command's `tools`, its deny and
 * ask rules and its stricter default, laid over the config's policy. Each call
 * gets the stricter of the two verdicts (deny over ask over allow), so nothing a
 * command says can let through a call the config would stop — whatever its
 * rules match. (Allow rules and looser defaults are refused when the command
 * file is read; this layer holds even if one got through.)
 */
import picomatch from "picomatch";
import type { ApprovalRule, Config } from "../config/schema.js";
import { CONTROL_TOOLS } from "./builtins.js";
import { createPolicy, type PolicyOptions, type RulePolicy } from "./policy.js";
import type { Decision, PolicyCall, PolicyVerdict } from "./types.js";

export interface Narrowing {
  /** Where the narrowing comes from, for verdicts: ".github/patchbay/commands/bump.md". */
  where: string;
  /** Only tools matching these globs may be called; the control tools always may. */
  tools?: string[];
  /** Deny and ask rules. */
  rules: ApprovalRule[];
  /** What a call the config leaves to its default gets, when stricter than the config's default. */
  fallback?: Decision;
}

const STRICTNESS: Record<Decision, number> = { allow: 0, ask: 1, deny: 2 };
/** The rule labels of a verdict that came from the config's default (rules.ts, decide.ts). */
const DEFAULT_LABELS = new Set(["approval.default", "built-in: default (no approval section)"]);

export function withNarrowing(
  policy: RulePolicy,
  narrowing: Narrowing,
  config: Config,
  options: PolicyOptions,
): RulePolicy {
  // The command's own rules under a neutral default: they can only deny or ask.
  const own = createPolicy(
    { ...config, mcp_servers: {}, approval: { default: "allow", rules: narrowing.rules.filter((r) => !r.allow) } },
    options,
  );
  const tools = narrowing.tools?.map((glob) => picomatch(glob));
  const outOfList = (call: PolicyCall): PolicyVerdict | undefined => {
    if (!tools || CONTROL_TOOLS.has(call.tool) || tools.some((match) => match(call.tool))) return undefined;
    return {
      decision: "deny",
      rule: `${narrowing.where} tools`,
      reason: `this command may call only ${narrowing.tools?.join(", ")}`,
      suggestion: `# the command's tools: list in ${narrowing.where} decides this`,
    };
  };
  const decide = async (call: PolicyCall): Promise<PolicyVerdict> => {
    const refused = outOfList(call);
    if (refused) return refused;
    const base = await policy.decide(call);
    if (base.decision === "deny") return base;
    const mine = await own.decide(call);
    if (STRICTNESS[mine.decision] > STRICTNESS[base.decision])
      return { ...mine, rule: `${narrowing.where} ${mine.rule}` };
    const fallback = narrowing.fallback;
    if (fallback && DEFAULT_LABELS.has(base.rule) && STRICTNESS[fallback] > STRICTNESS[base.decision])
      return {
        decision: fallback,
        rule: `${narrowing.where} approval.default`,
        reason: `no rule allows this call, and this command's default is ${fallback}`,
      };
    return base;
  };
  return {
    decide,
    addRule: (rule, where) => policy.addRule(rule, where),
    allows: (tool) => policy.allows?.(tool) ?? [],
    async allowAlways(call) {
      // "Always" at the terminal answers the config's ask; the command's own narrowing stays.
      const verdict = await decide(call);
      if (verdict.rule.startsWith(narrowing.where)) return false;
      return policy.allowAlways(call);
    },
  };
}
