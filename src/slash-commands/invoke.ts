/**
 * A command as invoked: its arguments bound (positional words in declared
 * order, or `name=value`), then its body filled in — `{{name}}` with each
 * argument, `$ARGUMENTS` with the arguments as written. An argument it does not
 * declare, a word too many or a required argument missing is an error that
 * shows how the command is written; nothing is guessed.
 */
import { type RepositoryCommand, usageOf } from "./command-file.js";
import { tokenizeArguments } from "./slash.js";

export class CommandArgumentError extends Error {
  override name = "CommandArgumentError";
}

export function bindArguments(command: RepositoryCommand, args: string): Record<string, string> {
  const usage = `\`${usageOf(command)}\``;
  const names = command.arguments.map((a) => a.name);
  const values: Record<string, string> = {};
  const positional = [...names];
  for (const token of tokenizeArguments(args)) {
    if (token.name !== undefined) {
      if (!names.includes(token.name))
        throw new CommandArgumentError(
          `/${command.name}: unknown argument \`${token.name}\` (it takes ${names.length ? names.map((n) => `\`${n}\``).join(", ") : "no arguments"}); write ${usage}`,
        );
      values[token.name] = token.value;
      positional.splice(positional.indexOf(token.name), 1);
      continue;
    }
    const next = positional.shift();
    if (next === undefined)
      throw new CommandArgumentError(
        `/${command.name}: unexpected argument \`${token.value}\` (it takes ${names.length ? `${names.length}: ${names.map((n) => `\`${n}\``).join(", ")}` : "none"}); write ${usage}`,
      );
    values[next] = token.value;
  }
  const missing = command.arguments.filter((a) => a.required && values[a.name] === undefined);
  if (missing.length)
    throw new CommandArgumentError(
      `/${command.name} needs ${missing.map((a) => `\`${a.name}\``).join(" and ")}; write ${usage}`,
    );
  return values;
}

/** The command's request: its body with the arguments in place. */
export function renderCommand(command: RepositoryCommand, args: string, values: Record<string, string>): string {
  return command.body
    .replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g, (_m, name: string) => values[name] ?? "")
    .replace(/\$ARGUMENTS\b/g, args);
}
