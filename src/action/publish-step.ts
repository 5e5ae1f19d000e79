/**
 * The action's publish stage (`stage: publish`; docs/decisions/0023-two-job-runs.md): the outbox checked and
 * written, the job summary with every refusal and threat finding, outputs for a
 * later step, and a failed step when anything was refused (nothing was written then).
 */
import { appendFile } from "node:fs/promises";
import type { GitHubClient } from "../github/octokit.js";
import { describeRefusals } from "../publish/report.js";
import { runPublishStage } from "../publish/stage.js";
import type { RunSettings } from "../run/contract.js";
import * as core from "./runner-commands.js";

export async function runPublishStep(
  settings: RunSettings,
  outbox: string,
  deps: {
    octokit: GitHubClient | undefined;
    env: Record<string, string | undefined>;
    write: (text: string) => void;
    redact: (text: string) => string;
  },
): Promise<void> {
  const result = await runPublishStage(settings, outbox, {
    octokit: deps.octokit,
    write: deps.write,
  });
  if (deps.env.GITHUB_STEP_SUMMARY) await appendFile(deps.env.GITHUB_STEP_SUMMARY, result.summary);
  // The agent stage's outcome, as its outbox says, and where the work went.
  core.setOutput("outcome", result.ok ? (result.outbox?.outcome.kind ?? "skipped") : "refused");
  core.setOutput("branch", result.branch ?? "");
  core.setOutput("pr_url", result.prUrl ?? "");
  core.setOutput("refusals", deps.redact(JSON.stringify(result.refusals)));
  core.setOutput("summary", result.summary);
  for (const t of result.threats)
    core.warning(deps.redact(`${t.check}: ${t.message}`), {
      title: "Patchbay publish",
      file: t.path,
      startLine: t.line,
    });
  if (!result.ok)
    core.setFailed(
      deps.redact(
        `Patchbay publish refused the outbox; nothing was pushed or posted:\n${describeRefusals(result.refusals)}`,
      ),
    );
}
