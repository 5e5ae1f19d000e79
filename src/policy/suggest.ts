/**
 * The rule a user would add to allow a call next time, as a rule object (the
 * terminal approver adds it for the rest of the run) and as YAML to paste under
 * `approval.rules` (shown with every ask and deny).
 */
import type { ApprovalRule } from "../config/schema.js";
import { literalCommandPattern } from "./command-glob.js";
import type { Segment } from "./shell/types.js";
import { literalUrlGlob } from "./urls.js";

export type NotAllowed =
  | { kind: "path"; rel: string }
  | { kind: "segment"; seg: Segment }
  | { kind: "url"; url: string }
  | { kind: "call" };

/** Escapes glob characters so a path glob matches exactly this path. */
function literalPathGlob(rel: string): string {
  return rel.replace(/[\\*?[\]{}()!+@]/g, "\\$&");
}

export function suggestRule(tool: string, items: NotAllowed[]): ApprovalRule {
  const rule: ApprovalRule = { allow: tool };
  const paths = items.flatMap((i) => (i.kind === "path" ? [literalPathGlob(i.rel)] : []));
  const segs = items.flatMap((i) => (i.kind === "segment" ? [i.seg] : []));
  if (paths.length) rule.paths = [...new Set(paths)];
  const urls = items.flatMap((i) => (i.kind === "url" ? [literalUrlGlob(i.url)] : []));
  if (urls.length) rule.urls = [...new Set(urls)];
  if (segs.length) {
    rule.commands = [
      ...new Set(
        segs.map((s) => literalCommandPattern(s.hazards.some((h) => h.kind === "substitution") ? s.raw : s.text)),
      ),
    ];
    if (segs.some((s) => s.hazards.some((h) => h.kind === "redirect" || h.kind === "heredoc")))
      rule.allow_redirects = true;
    const options = segs.flatMap((s) => s.hazards.flatMap((h) => (h.option ? [h.option] : [])));
    if (options.length) rule.allow_options = [...new Set(options)];
  }
  return rule;
}

function yamlScalar(text: string): string {
  return /^[A-Za-z0-9_-]+$/.test(text) ? text : JSON.stringify(text);
}

export function ruleYaml(rule: ApprovalRule): string {
  const effect = rule.deny !== undefined ? "deny" : rule.ask !== undefined ? "ask" : "allow";
  const tools = rule[effect] ?? [];
  const lines = [
    `- ${effect}: ${typeof tools === "string" ? yamlScalar(tools) : `[${tools.map(yamlScalar).join(", ")}]`}`,
  ];
  if (rule.paths) lines.push(`  paths: [${rule.paths.map((p) => JSON.stringify(p)).join(", ")}]`);
  if (rule.commands) lines.push(`  commands: [${rule.commands.map((c) => JSON.stringify(c)).join(", ")}]`);
  if (rule.urls) lines.push(`  urls: [${rule.urls.map((u) => JSON.stringify(u)).join(", ")}]`);
  if (rule.annotations) lines.push(`  annotations: ${rule.annotations}`);
  if (rule.allow_redirects) lines.push("  allow_redirects: true");
  if (rule.allow_options)
    lines.push(`  allow_options: [${rule.allow_options.map((o) => JSON.stringify(o)).join(", ")}]`);
  return lines.join("\n");
}
