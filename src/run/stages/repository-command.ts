/**
 * `@patchbay /name args` (and `patchbay run --command name args`): a request
 * that names one of the repository's commands runs what that command asks,
 * under its narrower rules and, with `mode: plan`, as a plan. Read from the
 * revision the config comes from (the base branch on pull-request events).
 * An unknown command, a broken command file or arguments the command does not
 * take end the run before anything is touched, with an answer that says what to
 * write. `/server:prompt` (a colon) is an MCP server's prompt: not handled here.
 */
import { type ConfigProblem, formatProblem } from "../../config/errors.js";
import type { Config } from "../../config/schema.js";
import type { ConfigSource } from "../../config/source.js";
import { COMMANDS_DIR, checkCommandFile, type RepositoryCommand, usageOf } from "../../slash-commands/command-file.js";
import { listCommandNames, readCommandText } from "../../slash-commands/command-source.js";
import { bindArguments, CommandArgumentError, renderCommand } from "../../slash-commands/invoke.js";
import { parseSlash } from "../../slash-commands/slash.js";

export type CommandResolution =
  | { kind: "none" }
  | { kind: "command"; command: RepositoryCommand; request: string }
  | { kind: "refused"; message: string };

export async function resolveRepositoryCommand(
  request: string,
  config: Config,
  source: ConfigSource,
): Promise<CommandResolution> {
  const slash = parseSlash(request);
  if (slash?.kind !== "command") return { kind: "none" };
  const configDefault = config.approval?.default ?? "ask";
  const text = await readCommandText(source, slash.name);
  if (text === undefined) return { kind: "refused", message: await unknownCommand(slash.name, source, configDefault) };
  const file = `${COMMANDS_DIR}/${slash.name}.md`;
  const checked = checkCommandFile({ name: slash.name, file, text, configDefault });
  if (!checked.command) return { kind: "refused", message: brokenFile(slash.name, checked.problems) };
  try {
    const values = bindArguments(checked.command, slash.args);
    const rendered = renderCommand(checked.command, slash.args, values);
    return {
      kind: "command",
      command: checked.command,
      request: slash.more ? `${rendered}\n\nThe requester added:\n${slash.more}` : rendered,
    };
  } catch (error) {
    if (error instanceof CommandArgumentError) return { kind: "refused", message: error.message };
    throw error;
  }
}

/** Every command of the repository, checked: what `patchbay config check` and the unknown-command answer show. */
export async function allCommands(
  source: ConfigSource,
  configDefault: "allow" | "ask" | "deny",
): Promise<{ commands: RepositoryCommand[]; problems: ConfigProblem[] }> {
  const commands: RepositoryCommand[] = [];
  const problems: ConfigProblem[] = [];
  for (const name of await listCommandNames(source)) {
    const file = `${COMMANDS_DIR}/${name}.md`;
    const text = await readCommandText(source, name);
    if (text === undefined) continue;
    const checked = checkCommandFile({ name, file, text, configDefault });
    if (checked.command) commands.push(checked.command);
    problems.push(...checked.problems);
  }
  return { commands, problems };
}

async function unknownCommand(name: string, source: ConfigSource, configDefault: "allow" | "ask" | "deny") {
  const { commands } = await allCommands(source, configDefault);
  if (commands.length === 0)
    return `There is no command \`/${name}\`: this repository defines none (a command is a file ${COMMANDS_DIR}/<name>.md).`;
  const list = commands.map((c) => `- \`${usageOf(c)}\` — ${c.description}`).join("\n");
  return `There is no command \`/${name}\`. The commands of this repository:\n\n${list}`;
}

function brokenFile(name: string, problems: ConfigProblem[]): string {
  return `The command \`/${name}\` cannot be used until its file is fixed:\n\n${problems.map((p) => `- ${formatProblem(p)}`).join("\n")}`;
}
