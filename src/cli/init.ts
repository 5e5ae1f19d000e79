/**
 * `patchbay init [--repo DIR] [--review] [--force]`: writes a workflow and a
 * starter config for this repository, then says what is left to do by hand.
 * Existing files are never overwritten without --force, and nothing is written
 * unless every file can be. `--review` writes the code review workflow instead,
 * and a config with automatic reviews on — or, when there is a config already,
 * keeps it and says how to turn them on.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { UsageError } from "../util/usage-error.js";
import { parse } from "./args.js";
import { detectRepo } from "./init/detect.js";
import { REVIEW_WORKFLOW_PATH, reviewConfigText, reviewWorkflowText } from "./init/review-template.js";
import { CONFIG_PATH, configText, nextSteps, WORKFLOW_PATH, workflowText } from "./init/templates.js";
import { twoJobWorkflowText } from "./init/two-job-template.js";
import type { Subcommand } from "./io.js";

const USAGE = `patchbay init [--repo DIR] [--review | --two-job] [--force]

Writes ${WORKFLOW_PATH} and ${CONFIG_PATH} for the repository (default: the current directory).
  --review  write ${REVIEW_WORKFLOW_PATH} (automatic code reviews of pull requests) instead,
            and ${CONFIG_PATH} with code_review.auto on unless there is one already
  --two-job write ${WORKFLOW_PATH} in two jobs: the agent job with a read-only token writes an outbox,
            the publish job checks it and writes (no model key there) — see the README's two-job section
  --force   replace those files when they exist`;

export const initCommand: Subcommand = async (argv, io) => {
  const { values } = parse(
    argv,
    {
      repo: { type: "string" },
      force: { type: "boolean" },
      review: { type: "boolean" },
      "two-job": { type: "boolean" },
    },
    USAGE,
    { positionals: false },
  );
  const repo = path.resolve(io.cwd, values.repo ?? ".");
  if (!existsSync(repo)) throw new UsageError(`${repo} does not exist: pass --repo with your repository's folder.`);
  const profile = detectRepo(repo);
  const configExists = existsSync(path.join(repo, CONFIG_PATH));
  const review = values.review === true;
  const twoJob = values["two-job"] === true;
  if (review && twoJob) throw new UsageError("--review and --two-job write different workflows: pick one", 2);
  // A review keeps an existing config: it is the repository's rules, and only one key is missing.
  const keepConfig = review && configExists && !values.force;
  const files = [
    review
      ? { relative: REVIEW_WORKFLOW_PATH, text: reviewWorkflowText() }
      : { relative: WORKFLOW_PATH, text: twoJob ? twoJobWorkflowText() : workflowText() },
    ...(keepConfig
      ? []
      : [
          { relative: CONFIG_PATH, text: review ? `${configText(profile)}${reviewConfigText()}` : configText(profile) },
        ]),
  ];
  const existing = files.filter((file) => existsSync(path.join(repo, file.relative))).map((file) => file.relative);
  if (existing.length > 0 && !values.force) {
    throw new UsageError(
      `${existing.join(" and ")} already exist${existing.length === 1 ? "s" : ""}; nothing was written. ` +
        `Run \`patchbay init${review ? " --review" : twoJob ? " --two-job" : ""} --force\` to replace them, or edit them by hand.`,
    );
  }
  for (const file of files) {
    const target = path.join(repo, file.relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
  if (!profile.testCommand && !keepConfig) {
    io.stderr("patchbay init: no test command found; the starter config has a commented place for yours.\n");
  }
  io.stdout(nextSteps(files.map((file) => file.relative)));
  if (review) io.stdout(reviewSteps(repo, keepConfig));
  return 0;
};

/** What a review set-up still needs: automatic reviews on in a kept config, the comment workflow for `@patchbay review`. */
function reviewSteps(repo: string, keptConfig: boolean): string {
  const out: string[] = [];
  if (keptConfig && !autoReviewsOn(path.join(repo, CONFIG_PATH)))
    out.push(
      `  ${CONFIG_PATH} was kept as it is: add this to it to review pull requests automatically:\n\n${indent(reviewConfigText())}`,
    );
  if (!existsSync(path.join(repo, WORKFLOW_PATH)))
    out.push(`  "@patchbay review [focus]" comments are run by the comment workflow: \`patchbay init\` writes it.`);
  out.push("  Try a review locally first:  patchbay review --base main");
  return `\nCode review:\n${out.join("\n")}\n`;
}

function autoReviewsOn(file: string): boolean {
  try {
    const config: unknown = parseYaml(readFileSync(file, "utf8"));
    if (typeof config !== "object" || config === null || !("code_review" in config)) return false;
    const section: unknown = config.code_review;
    return typeof section === "object" && section !== null && "auto" in section && section.auto === true;
  } catch {
    // A config that does not parse is `patchbay config check`'s to explain; the step is shown.
    return false;
  }
}

function indent(text: string): string {
  return text
    .trimEnd()
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");
}
