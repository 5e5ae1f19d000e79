/**
 * `patchbay ledger [--days N] [--json]`: the repository's spend ledger
 * (refs/patchbay/ledger), fetched from origin first so a fresh clone sees what
 * the Action recorded; `--local` reads only what this clone has.
 */
import path from "node:path";
import { readLedger, syncLedger } from "../git/refs/ledger.js";
import { createGitRunner } from "../git/runner.js";
import { formatLedgerReport, ledgerReport } from "../run/spend/ledger-report.js";
import { UsageError } from "../util/usage-error.js";
import { parse, wholeNumber } from "./args.js";
import type { Subcommand } from "./io.js";

const USAGE = "patchbay ledger [--days N] [--json] [--repo DIR] [--local]";

export const ledgerCommand: Subcommand = async (argv, io) => {
  const { values } = parse(
    argv,
    {
      days: { type: "string" },
      json: { type: "boolean" },
      repo: { type: "string" },
      local: { type: "boolean" },
    },
    USAGE,
    { positionals: false },
  );
  const days = wholeNumber(values.days, "--days", { min: 1, max: 90, fallback: 7, why: "the ledger keeps 90 days" });
  const runner = createGitRunner({ cwd: path.resolve(io.cwd, values.repo ?? "."), baseEnv: io.env });
  const inside = await runner.exec(["rev-parse", "--git-dir"], { allowAllExitCodes: true });
  if (inside.exitCode !== 0) throw new UsageError(`${runner.cwd} is not a git repository (use --repo DIR)`);
  const log = { info: () => {}, warning: (m: string) => io.stderr(`warning: ${m}\n`) };
  const hasOrigin = (await runner.exec(["remote", "get-url", "origin"], { allowAllExitCodes: true })).exitCode === 0;
  let read: { entries: Parameters<typeof ledgerReport>[0]; warning?: string };
  if (hasOrigin && !values.local) {
    try {
      read = await syncLedger(runner, {}, { log });
    } catch (error) {
      log.warning(`${error instanceof Error ? error.message : String(error)}; showing this clone's copy`);
      read = await readLedger(runner);
      if (read.warning) log.warning(read.warning);
    }
  } else {
    read = await readLedger(runner);
    if (read.warning) log.warning(read.warning);
  }
  const report = ledgerReport(read.entries, { days, now: new Date() });
  io.stdout(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatLedgerReport(report));
  return 0;
};
