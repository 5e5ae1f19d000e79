/**
 * `patchbay review [--base REF]`: the code review a pull request would get, for
 * the checked-out branch, on this machine and without GitHub: the branch's
 * changes since it left REF (default: the repository's default branch, and
 * uncommitted changes to tracked files) are reviewed read-only, and the findings
 * are printed — where each would go on the diff, or why it could not — or, with
 * --json, printed as the action's `review_json`.
 */
import type { ReviewJson } from "../code-review/review-json.js";
import { failed, type RunSettings } from "../run/contract.js";
import { runPipeline } from "../run/pipeline.js";
import { UsageError } from "../util/usage-error.js";
import { parse } from "./args.js";
import type { Subcommand } from "./io.js";
import { LOCAL_RUN_OPTIONS, localRunSettings } from "./local-run.js";

const USAGE = `patchbay review [--base REF] [options]

Reviews the checked-out branch as a pull request into REF would be reviewed, and prints the findings.
Nothing is written: no commit, no push, no GitHub request.
  --base REF            what the branch is compared with (default: the repository's default branch)
  --focus TEXT          what the review should look at most
  --json                print the findings as JSON (the action's review_json); the run's log goes to stderr
  --repo DIR            the repository (default: the current directory)
  --model SPEC          provider/name (anthropic/claude-sonnet-4-5) or replay:CASSETTE
  --config FILE         the config file (default: .github/patchbay.yml)
  --transcript FILE     write the run's JSON Lines transcript
  --record FILE         record the model's turns into a replay cassette
  --max-turns N         model turns before the review stops (overrides limits.max_turns)
  --max-cost-usd N      estimated spend before the review stops (overrides limits.max_cost_usd)`;

export const reviewCommand: Subcommand = async (argv, io) => {
  const { values } = parse(
    argv,
    {
      base: { type: "string" },
      focus: { type: "string" },
      json: { type: "boolean" },
      ...LOCAL_RUN_OPTIONS,
    },
    USAGE,
    { positionals: false },
  );
  if (values.base !== undefined && !values.base.trim()) throw new UsageError("--base needs a branch or commit", 2);
  const runId = `local-${Date.now()}`;
  const write = values.json ? io.stderr : io.stdout;
  const settings: RunSettings = {
    ...localRunSettings(values, io, runId),
    codeReview: {
      base: values.base || undefined,
      focus: values.focus || undefined,
    },
    // A local review writes nothing anywhere: no push, and no token, so no GitHub request at all.
    delivery: { kind: "dry-run", readsOrigin: false },
    underAct: false,
  };
  const result = await runPipeline(settings, {
    write,
    color: !values.json && io.isTTY && !io.env.NO_COLOR,
    prompt: io.prompt,
  });
  const json = result.codeReview?.json;
  if (values.json) io.stdout(`${JSON.stringify(json ?? null, null, 2)}\n`);
  else if (json) io.stdout(renderFindingsText(json));
  return failed(result) ? 1 : 0;
};

const indent = (text: string, pad: string) =>
  text
    .split("\n")
    .map((l) => `${pad}${l}`)
    .join("\n");

/** The findings for a terminal: where each goes, its severity, its words, its suggestion. */
export function renderFindingsText(json: ReviewJson): string {
  if (json.findings.length === 0) return "\nNo findings.\n";
  const out = [
    "",
    `Findings (${json.findings.length}), ${json.event === "REQUEST_CHANGES" ? "changes requested" : "comments"}:`,
  ];
  for (const f of json.findings) {
    const range = f.start_line !== null ? `${f.start_line}-${f.line}` : `${f.line}`;
    const side = f.side === "LEFT" ? " (removed lines)" : "";
    out.push("", `${f.path}:${range}${side}  [${f.severity}]${f.placement === "summary" ? "  (not on the diff)" : ""}`);
    out.push(indent(f.body, "  "));
    if (f.reason) out.push(`  why not inline: ${f.reason}`);
    if (f.suggestion !== null) out.push("  suggestion:", indent(f.suggestion, "    "));
  }
  const d = json.dropped;
  if (d.below_min_severity || d.duplicates || d.over_limit)
    out.push(
      "",
      `dropped: ${d.below_min_severity} below code_review.min_severity, ${d.duplicates} duplicates, ${d.over_limit} over the limit`,
    );
  return `${out.join("\n")}\n`;
}
