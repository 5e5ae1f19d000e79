/**
 * The approval rules of one run: the config's, narrowed by a repository command's
 * (which only take away), then made read-only for a plan, or review-only for a
 * code review (which may still run the commands the rules allow).
 */
import { withNarrowing } from "../../policy/narrowed.js";
import { withPlanMode } from "../../policy/plan-mode.js";
import { createPolicy } from "../../policy/policy.js";
import { withReviewMode } from "../../policy/review-mode.js";
import type { PipelineDeps, RunSettings } from "../contract.js";
import type { Admitted } from "./admit.js";

/** What the rules are made from: the config (and its file), a repository command, and whether a person can be asked. */
export type RulesInput = Pick<Admitted, "config" | "configPath" | "command"> & {
  settings: Pick<RunSettings, "repo">;
  deps: Pick<PipelineDeps, "prompt">;
};

export function rulesFor(run: RulesInput, phase: { codeReview: boolean; plan: boolean }) {
  const { settings, config, deps } = run;
  const policyOptions = { workspace: settings.repo, configFiles: [run.configPath, ".mcp.json"] };
  const fromConfig = createPolicy(config, policyOptions);
  // A repository command's rules only take away from the config's.
  const command = run.command;
  const configured = command
    ? withNarrowing(
        fromConfig,
        {
          where: command.file,
          rules: command.approval?.rules ?? [],
          tools: command.tools,
          fallback: command.approval?.default,
        },
        config,
        policyOptions,
      )
    : fromConfig;
  // A plan run is read-only whatever the rules say; so is a code review, which may still run allowed commands.
  return phase.codeReview
    ? withReviewMode(configured, { canAsk: deps.prompt !== undefined })
    : phase.plan
      ? withPlanMode(configured)
      : configured;
}
