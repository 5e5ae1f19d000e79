/**
 * `patchbay run --preview`: what a run would do, for a person — the trigger, the
 * task, the model, the MCP servers, the approval rules and the branch — or, with
 * `--json`, the same as JSON for a script. Nothing is touched and no model called.
 */

import type { RunSettings } from "../contract.js";
import type { Prepared } from "../stages/prepare.js";

export function previewJson(prepared: Prepared): unknown {
  return prepared.kind === "skip" ? { skipped: prepared.reason } : { trigger: prepared.trigger, task: prepared.task };
}

export function renderPreview(prepared: Prepared, settings: Pick<RunSettings, "model" | "delivery">): string {
  if (prepared.kind === "skip") return `skipped: ${prepared.reason}\n`;
  const { trigger, task } = prepared;
  const { config, configPath } = prepared.loaded;
  const by = trigger.actor ? ` by @${trigger.actor.login}` : "";
  const source =
    trigger.source.kind === "task"
      ? `task ${trigger.source.task ?? ""}`
      : `${trigger.source.kind} #${trigger.source.number}`;
  const servers = Object.keys(config.mcp_servers ?? {});
  const rules = config.approval?.rules ?? [];
  const branch =
    task.branch.kind === "pr-lookup"
      ? `the head branch of pull request #${task.branch.number} (looked up when the run starts)`
      : `${task.branch.name} (from ${task.branch.base})${task.branch.kind === "fork" ? ", a fork: the result is a patch" : ""}`;
  const request = task.request.trim().split("\n");
  const lines = [
    `trigger   ${trigger.eventName}${trigger.action ? `.${trigger.action}` : ""} via ${trigger.via}${by}: ${source}`,
    `task      ${task.mode}: ${request[0] ?? ""}${request.length > 1 ? " …" : ""}`,
    `model     ${settings.model ?? `${config.model.provider}/${config.model.name}`}`,
    `servers   ${servers.length ? servers.join(", ") : "none"}`,
    `rules     ${config.approval ? `${rules.length} rule(s) in ${configPath}, default: ${config.approval.default}` : "no approval: section (built-in defaults)"}`,
    `branch    ${branch}`,
    `limits    ${task.limits.max_turns} turns, $${task.limits.max_cost_usd}, ${task.limits.timeout_minutes} min`,
    `${settings.delivery.kind === "dry-run" ? "dry run: no push, comment or PR" : settings.model?.startsWith("replay:") ? "replay: no model is called" : "the model is called when the run starts (not by --preview)"}`,
  ];
  return `${lines.join("\n")}\n`;
}
