/**
 * `patchbay config check [--config FILE] [--repo DIR] [--json]`: loads the
 * configuration exactly as a run would and prints it resolved — merged servers,
 * defaults filled in, secrets masked — or every problem with file and line.
 */

import path from "node:path";
import { stringify } from "yaml";
import { formatProblem } from "../config/errors.js";
import { loadConfig } from "../config/load.js";
import { maskedConfig } from "../config/mask.js";
import { lintRules } from "../policy/lint.js";
import { allCommands } from "../run/stages/repository-command.js";
import { discoverSkills } from "../skills/discover-skills.js";
import { UsageError } from "../util/usage-error.js";
import { parse } from "./args.js";
import type { Subcommand } from "./io.js";
import { printSkillProblems } from "./skills.js";

const USAGE = "patchbay config check [--config FILE] [--repo DIR] [--json]";

export const configCommand: Subcommand = async (argv, io) => {
  const { values, positionals } = parse(
    argv,
    { config: { type: "string" }, repo: { type: "string" }, json: { type: "boolean" } },
    USAGE,
  );
  if (positionals[0] !== "check" || positionals.length > 1) throw new UsageError(`usage: ${USAGE}`, 2);
  const repo = path.resolve(io.cwd, values.repo ?? ".");
  const loaded = await loadConfig({ repo, configPath: values.config, env: io.env });
  const warnings = [...loaded.warnings, ...lintRules(loaded.config)];
  const shown = maskedConfig(loaded.config, loaded.redactor);
  // What the config points at is checked too: the repository's skills and its commands.
  const skills = await discoverSkills(repo);
  const commands = await allCommands({ repo, env: io.env }, loaded.config.approval?.default ?? "ask");
  const failed = skills.problems.some((p) => p.level === "error") || commands.problems.length > 0;
  if (values.json) {
    io.stdout(
      `${JSON.stringify(
        {
          files: loaded.files,
          config: shown,
          servers: loaded.serverSources,
          warnings,
          skills: skills.skills.map((s) => ({ name: s.name, file: s.file })),
          commands: commands.commands.map((c) => ({ name: c.name, file: c.file })),
          problems: [...skills.problems, ...commands.problems.map((p) => ({ ...p, level: "error" }))],
        },
        null,
        2,
      )}\n`,
    );
    return failed ? 1 : 0;
  }
  io.stdout(`# read: ${loaded.files.length ? loaded.files.join(", ") : "no config files (defaults)"}\n`);
  for (const [name, file] of Object.entries(loaded.serverSources)) io.stdout(`# server ${name}: from ${file}\n`);
  for (const skill of skills.skills) io.stdout(`# skill ${skill.name}: ${skill.file}\n`);
  for (const command of commands.commands) io.stdout(`# command /${command.name}: ${command.file}\n`);
  for (const warning of warnings) io.stdout(`# warning: ${warning}\n`);
  io.stdout(stringify(shown, { lineWidth: 0 }));
  printSkillProblems(skills.problems, io);
  for (const problem of commands.problems)
    io.stderr(`error: ${formatProblem(problem)} — this command cannot be used until it is fixed\n`);
  return failed ? 1 : 0;
};
