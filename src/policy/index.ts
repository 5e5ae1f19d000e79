/** The approval policy's public surface (DESIGN §3). */
export { AccessInputError, accessOf } from "./access.js";
export {
  type ApproverAnswer,
  type AskedCall,
  createTerminalApprover,
  type TerminalApproverOptions,
} from "./approver.js";
export { type DecideContext, decide, decideDetailed } from "./decide.js";
export { PolicyConfigError } from "./errors.js";
export { type LintOptions, lintRules } from "./lint.js";
export { type FsView, nodeFsView, resolvePath } from "./paths.js";
export { PLAN_MODE_RULE, planModeDenial, withPlanMode } from "./plan-mode.js";
export { createPolicy, type PolicyOptions, type RulePolicy } from "./policy.js";
export { compileRules, type RuleSet } from "./rules.js";
export { loadShellSyntax } from "./shell/ast.js";
export type { Decision, Policy, PolicyCall, PolicyVerdict } from "./types.js";
