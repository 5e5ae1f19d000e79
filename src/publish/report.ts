/**
 * What the publish stage tells people (docs/decisions/0023-two-job-runs.md): in the job summary, each
 * refusal by its check's name and where, each threat finding with file and line
 * (and whether `publish.block` made it stop the publish), and what was written.
 * Every text is masked; table cells cannot break the table.
 */
import type { ThreatCheck } from "../config/publish-schema.js";
import type { Refusal } from "../outbox/read.js";
import type { Redactor } from "../secrets/redactor.js";
import type { ThreatFinding } from "./threats.js";

export interface PublishReport {
  refusals: Refusal[];
  threats: ThreatFinding[];
  block: readonly ThreatCheck[];
  written: string[];
  dryRun: boolean;
  /** The agent stage's outcome, as its outbox says. */
  outcome?: { kind: string; message: string };
}

export function renderPublishSummary(report: PublishReport, redactor: Redactor): string {
  const out: string[] = [];
  const refused = report.refusals.length > 0;
  out.push(
    refused
      ? "### ⛔ Patchbay publish: refused — nothing was pushed or posted"
      : report.dryRun
        ? "### Patchbay publish: dry run — checks passed, nothing was written"
        : "### ✅ Patchbay publish: checks passed",
    "",
  );
  if (report.outcome) out.push(`Agent stage: **${report.outcome.kind}** — ${cell(report.outcome.message)}`, "");
  if (refused) {
    out.push("| Check | Where | Why |", "| --- | --- | --- |");
    for (const r of report.refusals) out.push(`| \`${r.check}\` | ${cell(r.where ?? "")} | ${cell(r.message)} |`);
    out.push("");
  }
  if (report.threats.length) {
    out.push("**Threat checks**", "", "| Check | File | Finding | Blocks |", "| --- | --- | --- | --- |");
    for (const t of report.threats)
      out.push(
        `| \`${t.check}\` | \`${cell(`${t.path}:${t.line}`)}\` | ${cell(t.message)} | ${report.block.includes(t.check) ? "yes" : "no (reported)"} |`,
      );
    out.push("");
  }
  if (report.written.length) out.push("**Written**", "", ...report.written.map((w) => `- ${w}`), "");
  return redactor.redact(`${out.join("\n")}\n`);
}

/** One line per refusal, for the log and the step's error. */
export function describeRefusals(refusals: Refusal[]): string {
  return refusals.map((r) => `${r.check}${r.where ? ` (${r.where})` : ""}: ${r.message}`).join("\n");
}

function cell(text: string): string {
  return text.replace(/\r?\n/g, " ").replace(/\|/g, "\\|");
}
