/**
 * `patchbay init [--repo DIR] [--force]`: writes a workflow and a starter config
 * for this repository, then says what is left to do by hand. Existing files are
 * never overwritten without --force, and nothing is written unless both can be.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { UsageError } from "../util/usage-error.js";
import { parse } from "./args.js";
import { detectRepo } from "./init/detect.js";
import { CONFIG_PATH, configText, nextSteps, WORKFLOW_PATH, workflowText } from "./init/templates.js";
import type { Subcommand } from "./io.js";

const USAGE = `patchbay init [--repo DIR] [--force]

Writes ${WORKFLOW_PATH} and ${CONFIG_PATH} for the repository (default: the current directory).
  --force   replace those files when they exist`;

export const initCommand: Subcommand = async (argv, io) => {
  const { values } = parse(argv, { repo: { type: "string" }, force: { type: "boolean" } }, USAGE, {
    positionals: false,
  });
  const repo = path.resolve(io.cwd, values.repo ?? ".");
  if (!existsSync(repo)) throw new UsageError(`${repo} does not exist: pass --repo with your repository's folder.`);
  const profile = detectRepo(repo);
  const files = [
    { relative: WORKFLOW_PATH, text: workflowText() },
    { relative: CONFIG_PATH, text: configText(profile) },
  ];
  const existing = files.filter((file) => existsSync(path.join(repo, file.relative))).map((file) => file.relative);
  if (existing.length > 0 && !values.force) {
    throw new UsageError(
      `${existing.join(" and ")} already exist${existing.length === 1 ? "s" : ""}; nothing was written. ` +
        "Run `patchbay init --force` to replace them, or edit them by hand.",
    );
  }
  for (const file of files) {
    const target = path.join(repo, file.relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
  if (!profile.testCommand) {
    io.stderr("patchbay init: no test command found; the starter config has a commented place for yours.\n");
  }
  io.stdout(nextSteps(files.map((file) => file.relative)));
  return 0;
};
