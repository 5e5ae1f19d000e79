/**
 * Every reporter hears how the run ended; one that fails to post is a warning,
 * never a reason the others are not told. Its own module: the admit stage (a
 * task stopped by its spend limit) and the conclusion both end runs with it.
 */
import type { Reporter } from "../../agent/reporter.js";
import type { Outcome } from "../../agent/types.js";
import type { GitLog } from "../../git/runner.js";
import type { RunResult } from "../result.js";

export async function finishAll(
  reporters: Reporter[],
  outcome: Outcome,
  links: RunResult["links"],
  log: GitLog,
): Promise<void> {
  for (const reporter of reporters) {
    try {
      await reporter.finish(outcome, links);
    } catch (error) {
      log.warning(`could not post the final report: ${(error as Error).message}`);
    }
  }
}
