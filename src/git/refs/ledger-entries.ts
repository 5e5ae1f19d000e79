/**
 * What the spend ledger holds (`limits.daily_cost_usd`, `limits.per_user`;
 * docs/decisions/0018-stages-around-a-run.md):
 * one entry per run — who asked, how, how it ended and what it cost — as JSON
 * Lines. Each line is checked as it is read; a line that is not an entry is
 * skipped and counted, never trusted.
 */
import { z } from "zod";

const ledgerEntrySchema = z.strictObject({
  /** Unique per run (the Actions run id and attempt, or a local id); merges key on it. */
  run_id: z.string().min(1),
  /** UTC time the run started, ISO 8601. */
  time: z.iso.datetime(),
  /** The login that asked (the trigger's actor); "local" for CLI runs with no user. */
  user: z.string().min(1),
  /** The trigger kind: comment, issue, pull_request, schedule, workflow_dispatch, local, … */
  trigger: z.string().min(1),
  outcome: z.string().min(1),
  cost_usd: z.number().nonnegative(),
  input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
  /** The pull request the run opened or updated; absent for runs with no PR. */
  pr_url: z.string().optional(),
});

export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export interface ParsedLedger {
  entries: LedgerEntry[];
  /** Lines that were not entries (garbage, or a newer format). */
  skipped: number;
}

export function parseLedgerLines(text: string): ParsedLedger {
  const entries: LedgerEntry[] = [];
  let skipped = 0;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      skipped++;
      continue;
    }
    const parsed = ledgerEntrySchema.safeParse(value);
    if (parsed.success) entries.push(parsed.data);
    else skipped++;
  }
  return { entries, skipped };
}

export function serializeLedger(entries: LedgerEntry[]): string {
  return entries.map((e) => `${JSON.stringify(e)}\n`).join("");
}

/**
 * The union of ledgers, one entry per run id, oldest first. When two copies of
 * one run differ (an entry rewritten at the end of the run), the later write
 * wins: the one that comes last in the arguments.
 */
export function mergeLedgers(...lists: LedgerEntry[][]): LedgerEntry[] {
  const byRun = new Map<string, LedgerEntry>();
  for (const list of lists) for (const entry of list) byRun.set(entry.run_id, entry);
  return [...byRun.values()].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/** Entries younger than `days` days before `now`: what the ledger keeps, so it stays small. */
export function keepRecent(entries: LedgerEntry[], now: Date, days: number): LedgerEntry[] {
  const cutoff = now.getTime() - days * 86_400_000;
  return entries.filter((e) => Date.parse(e.time) >= cutoff);
}
