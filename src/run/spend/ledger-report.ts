/**
 * `patchbay ledger`: what the spend ledger says, grouped the ways people ask —
 * per UTC day, per person, per trigger kind, per outcome — with the spend of
 * runs that produced no pull request counted on its own line.
 */
import type { LedgerEntry } from "../../git/refs/ledger-entries.js";
import { utcDayStart } from "./spend-limits.js";

interface SpendLine {
  key: string;
  runs: number;
  cost_usd: number;
  input_tokens: number;
  output_tokens: number;
}

export interface LedgerReport {
  /** First UTC day covered (YYYY-MM-DD) and the last (today). */
  from: string;
  to: string;
  total: SpendLine;
  by_day: SpendLine[];
  by_user: SpendLine[];
  by_trigger: SpendLine[];
  by_outcome: SpendLine[];
  /** Runs that opened or updated no pull request, and what they cost. */
  without_pr: SpendLine;
}

function group(entries: LedgerEntry[], keyOf: (e: LedgerEntry) => string): SpendLine[] {
  const lines = new Map<string, SpendLine>();
  for (const e of entries) {
    const key = keyOf(e);
    const line = lines.get(key) ?? { key, runs: 0, cost_usd: 0, input_tokens: 0, output_tokens: 0 };
    line.runs++;
    line.cost_usd += e.cost_usd;
    line.input_tokens += e.input_tokens;
    line.output_tokens += e.output_tokens;
    lines.set(key, line);
  }
  return [...lines.values()].map((l) => ({ ...l, cost_usd: Math.round(l.cost_usd * 1e6) / 1e6 }));
}

const byCost = (a: SpendLine, b: SpendLine) => b.cost_usd - a.cost_usd || a.key.localeCompare(b.key);

export function ledgerReport(entries: LedgerEntry[], opts: { days: number; now: Date }): LedgerReport {
  const first = new Date(utcDayStart(opts.now).getTime() - (opts.days - 1) * 86_400_000);
  const kept = entries.filter((e) => Date.parse(e.time) >= first.getTime());
  const empty = (key: string): SpendLine => ({ key, runs: 0, cost_usd: 0, input_tokens: 0, output_tokens: 0 });
  return {
    from: first.toISOString().slice(0, 10),
    to: opts.now.toISOString().slice(0, 10),
    total: group(kept, () => "total")[0] ?? empty("total"),
    by_day: group(kept, (e) => e.time.slice(0, 10)).sort((a, b) => a.key.localeCompare(b.key)),
    by_user: group(kept, (e) => e.user).sort(byCost),
    by_trigger: group(kept, (e) => e.trigger).sort(byCost),
    by_outcome: group(kept, (e) => e.outcome).sort(byCost),
    without_pr:
      group(
        kept.filter((e) => !e.pr_url),
        () => "without a pull request",
      )[0] ?? empty("without a pull request"),
  };
}

function table(title: string, lines: SpendLine[]): string {
  if (lines.length === 0) return "";
  const width = Math.max(title.length, ...lines.map((l) => l.key.length));
  const rows = lines.map(
    (l) =>
      `  ${l.key.padEnd(width)}  ${String(l.runs).padStart(5)}  ${`$${l.cost_usd.toFixed(2)}`.padStart(10)}  ${String(l.input_tokens + l.output_tokens).padStart(12)}`,
  );
  return [
    `  ${title.padEnd(width)}  ${"runs".padStart(5)}  ${"cost".padStart(10)}  ${"tokens".padStart(12)}`,
    ...rows,
  ].join("\n");
}

export function formatLedgerReport(report: LedgerReport): string {
  const head = `Spend from ${report.from} to ${report.to} (UTC): ${report.total.runs} runs, $${report.total.cost_usd.toFixed(2)}, of which $${report.without_pr.cost_usd.toFixed(2)} in ${report.without_pr.runs} runs with no pull request.`;
  if (report.total.runs === 0) return `${head}\n`;
  return `${[
    head,
    table("day", report.by_day),
    table("user", report.by_user),
    table("trigger", report.by_trigger),
    table("outcome", report.by_outcome),
  ].join("\n\n")}\n`;
}
