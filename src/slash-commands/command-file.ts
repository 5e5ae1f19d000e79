/**
 * A repository command: `.github/patchbay/commands/<name>.md`, front matter and
 * a Markdown body that is the request the command makes.
 *
 *   ---
 *   description: Bump a dependency and run the tests     (required)
 *   arguments:                                            (optional)
 *     - { name: package, description: the npm package, required: true }
 *     - { name: version }
 *   mode: plan                                            (optional: a read-only run)
 *   tools: [read_file, replace_in_file, execute_command]  (optional: only these tools)
 *   approval:                                             (optional: narrows the config's rules)
 *     default: deny
 *     rules:
 *       - deny: execute_command
 *         commands: ["npm publish *"]
 *   ---
 *   Update {{package}} to {{version}} …                   ($ARGUMENTS: the arguments as written)
 *
 * A command may only narrow what the config allows: deny and ask rules, a
 * default no looser than the config's, a list of tools. An allow rule, a looser
 * default or `allowed-tools` (which pre-approves in other agents) would widen
 * it, and the file is refused, naming the line.
 */
import { z } from "zod";
import { ConfigError, type ConfigProblem } from "../config/errors.js";
import { splitFrontMatter } from "../config/front-matter.js";
import { locate } from "../config/locate.js";
import { type ApprovalRule, DECISIONS, ruleSchema } from "../config/schema.js";
import { issuesToProblems } from "../config/validate.js";

export const COMMANDS_DIR = ".github/patchbay/commands";
/** A command's name is its file's name: what `/name` can say (no colon: that is an MCP prompt). */
export const COMMAND_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

type Decision = (typeof DECISIONS)[number];
const STRICTNESS: Record<Decision, number> = { allow: 0, ask: 1, deny: 2 };

interface CommandArgument {
  name: string;
  description?: string;
  required: boolean;
}

export interface RepositoryCommand {
  name: string;
  file: string;
  description: string;
  arguments: CommandArgument[];
  mode?: "edit" | "plan";
  /** Only these tool globs may be called (the control tools always may). */
  tools?: string[];
  /** Deny and ask rules, and a default, that narrow the config's. */
  approval?: { default?: Decision; rules: ApprovalRule[] };
  body: string;
}

const argumentSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_-]*$/, "an argument's name is a word: letters, digits, _ and -"),
  description: z.string().optional(),
  required: z.boolean().default(false),
});

const commandSchema = z.strictObject({
  description: z
    .string({ error: (i) => (i.input === undefined ? "description is required" : "description must be text") })
    .trim()
    .min(1, "description must not be empty")
    .max(1024, "description is at most 1,024 characters"),
  arguments: z.array(argumentSchema).default([]),
  mode: z.enum(["edit", "plan"]).optional(),
  tools: z.array(z.string().min(1)).min(1).optional(),
  approval: z
    .strictObject({
      default: z.enum(DECISIONS).optional(),
      rules: z.array(ruleSchema).default([]),
    })
    .optional(),
  /** Other agents' key that pre-approves tools: read only to be refused by name. */
  "allowed-tools": z.unknown().optional(),
});

export type CommandCheck = { command?: RepositoryCommand; problems: ConfigProblem[] };

/**
 * Checks the command file `file` (named `name`) against the schema and against
 * the config's own default (`configDefault`): a command never widens the rules.
 */
export function checkCommandFile(input: {
  name: string;
  file: string;
  text: string;
  configDefault: Decision;
}): CommandCheck {
  const { file } = input;
  if (!COMMAND_NAME.test(input.name))
    return {
      problems: [
        {
          file,
          message: `"${input.name}" is not a command name: use letters, digits, _ . and - (the file is <name>.md)`,
        },
      ],
    };
  let parsed: ReturnType<typeof splitFrontMatter>;
  try {
    parsed = splitFrontMatter(file, input.text, "a command file");
  } catch (error) {
    if (error instanceof ConfigError) return { problems: error.problems };
    throw error;
  }
  const result = commandSchema.safeParse(parsed.data, { reportInput: true });
  if (!result.success) return { problems: issuesToProblems(result.error.issues, commandSchema, file, parsed.located) };
  const data = result.data;
  const at = (path: PropertyKey[]) => locate(parsed.located, path)?.line;
  const problems: ConfigProblem[] = [];
  const widen = "a command may only narrow the config's rules (deny or ask rules, a stricter default, `tools`)";
  if (data["allowed-tools"] !== undefined)
    problems.push({
      file,
      line: at(["allowed-tools"]),
      key: "allowed-tools",
      message: `allowed-tools would pre-approve tools, widening the rules; ${widen}`,
      hint: "write `tools: [...]` to limit the command to some tools",
    });
  data.approval?.rules.forEach((rule, i) => {
    if (rule.allow === undefined) return;
    problems.push({
      file,
      line: at(["approval", "rules", i]),
      key: `approval.rules.${i}`,
      message: `an allow rule would widen the config's rules; ${widen}`,
      hint: "move allow rules to .github/patchbay.yml, or use `tools:` to say which tools this command may call",
    });
  });
  const own = data.approval?.default;
  if (own && STRICTNESS[own] < STRICTNESS[input.configDefault])
    problems.push({
      file,
      line: at(["approval", "default"]),
      key: "approval.default",
      message: `default ${own} is looser than the config's approval.default (${input.configDefault}); ${widen}`,
    });
  const declared = new Set<string>();
  data.arguments.forEach((arg, i) => {
    if (declared.has(arg.name))
      problems.push({ file, line: at(["arguments", i]), message: `the argument "${arg.name}" is declared twice` });
    declared.add(arg.name);
  });
  for (const match of parsed.body.matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g)) {
    const name = match[1] as string;
    if (declared.has(name)) continue;
    problems.push({
      file,
      line: parsed.bodyLine + parsed.body.slice(0, match.index).split("\n").length - 1,
      message: `{{${name}}} is not a declared argument (declared: ${[...declared].join(", ") || "none"})`,
      hint: "declare it under arguments:, or write $ARGUMENTS for the arguments as written",
    });
  }
  if (parsed.body.trim() === "")
    problems.push({ file, line: parsed.bodyLine, message: "the body is empty: it is what the command asks the agent" });
  if (problems.length) return { problems };
  return {
    command: {
      name: input.name,
      file,
      description: data.description,
      arguments: data.arguments,
      mode: data.mode,
      tools: data.tools,
      approval: data.approval,
      body: parsed.body.trim(),
    },
    problems,
  };
}

/** `/bump <package> [version]`: how a command is written, for answers and listings. */
export function usageOf(command: Pick<RepositoryCommand, "name" | "arguments">): string {
  const args = command.arguments.map((a) => (a.required ? `<${a.name}>` : `[${a.name}]`));
  return [`/${command.name}`, ...args].join(" ");
}
