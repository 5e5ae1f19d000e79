/**
 * `patchbay config check [--config FILE] [--repo DIR] [--json]`: loads the
 * configuration exactly as a run would and prints it resolved — merged servers,
 * defaults filled in, secrets masked — or every problem with file and line.
 */

import path from "node:path";
import { stringify } from "yaml";
import { loadConfig } from "../config/load.js";
import { maskedConfig } from "../config/mask.js";
import { lintRules } from "../policy/lint.js";
import { UsageError } from "../util/usage-error.js";
import { parse } from "./args.js";
import type { Subcommand } from "./io.js";

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
  if (values.json) {
    io.stdout(
      `${JSON.stringify({ files: loaded.files, config: shown, servers: loaded.serverSources, warnings }, null, 2)}\n`,
    );
    return 0;
  }
  io.stdout(`# read: ${loaded.files.length ? loaded.files.join(", ") : "no config files (defaults)"}\n`);
  for (const [name, file] of Object.entries(loaded.serverSources)) io.stdout(`# server ${name}: from ${file}\n`);
  for (const warning of warnings) io.stdout(`# warning: ${warning}\n`);
  io.stdout(stringify(shown, { lineWidth: 0 }));
  return 0;
};
