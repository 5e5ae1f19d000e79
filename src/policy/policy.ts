/**
 * The Policy the session calls (src/policy/types.ts): the config's rules
 * compiled once, the pure decide() run for each call, and rules a person added
 * during the run ("always" at the terminal) kept in memory for the rest of it.
 */
import fs from "node:fs";
import path from "node:path";
import type { ApprovalRule, Config } from "../config/schema.js";
import { type DecideContext, decideDetailed } from "./decide.js";
import { PolicyConfigError } from "./errors.js";
import { type FsView, inside, nodeFsView } from "./paths.js";
import { compileRule, compileRules, type RuleSet, ruleProblems } from "./rules.js";
import { loadShellSyntax } from "./shell/ast.js";
import type { Policy, PolicyCall, PolicyVerdict } from "./types.js";

export interface PolicyOptions {
  /** The repository root. */
  workspace: string;
  /** Config files that were read (relative to the workspace or absolute): writes to them are denied. */
  configFiles: string[];
  /** For tests: another view of the file system. */
  fs?: FsView;
}

export interface RulePolicy extends Policy {
  /** Adds an allow rule for the rest of the run; throws PolicyConfigError if it is unusable. */
  addRule(rule: ApprovalRule, where: string): void;
  /** Adds the rule that allows this call (what the verdict's suggestion shows). False when no rule can. */
  allowAlways(call: PolicyCall): Promise<boolean>;
}

/** Builds the policy; throws PolicyConfigError when a rule has an invalid glob. */
export function createPolicy(config: Config, opts: PolicyOptions): RulePolicy {
  const workspace = fs.realpathSync.native(path.resolve(opts.workspace));
  const configFiles = opts.configFiles.map((f) => {
    const abs = path.resolve(workspace, f);
    return inside(workspace, abs) ? path.relative(workspace, abs).split(path.sep).join("/") : f;
  });
  const compiled = compileRules(config, configFiles);
  const session: RuleSet = { ...compiled, rules: [...compiled.rules] };
  let added = 0;

  const context = async (call: PolicyCall): Promise<DecideContext> => ({
    workspace,
    fs: opts.fs ?? nodeFsView,
    shell: call.access.command !== undefined ? await loadShellSyntax() : undefined,
  });

  const addRule = (rule: ApprovalRule, where: string) => {
    const problems = ruleProblems(rule, where);
    if (problems.length) throw new PolicyConfigError(problems);
    session.rules.push(compileRule(rule, where));
  };

  return {
    async decide(call: PolicyCall): Promise<PolicyVerdict> {
      return decideDetailed(session, call, await context(call)).verdict;
    },
    addRule,
    allows: (tool) => session.rules.filter((r) => r.effect === "allow" && r.matchTool(tool)).map((r) => r.label),
    async allowAlways(call: PolicyCall): Promise<boolean> {
      const { verdict, allowRule } = decideDetailed(session, call, await context(call));
      if (verdict.decision === "allow") return true;
      if (!allowRule) return false;
      addRule(allowRule, `session rule ${++added} (answered "always")`);
      return true;
    },
  };
}
