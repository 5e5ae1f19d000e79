/**
 * `patchbay skills [--repo DIR] [--json]`: the repository's Agent Skills as a
 * run finds them — name, file and description of each one offered to the model,
 * then every problem with its file and line (errors leave a skill out of runs,
 * warnings do not). Exit 1 when a skill has an error.
 */
import path from "node:path";
import { formatProblem } from "../config/errors.js";
import { discoverSkills, SKILL_ROOTS } from "../skills/discover-skills.js";
import type { SkillProblem } from "../skills/skill-file.js";
import { parse } from "./args.js";
import type { CliIO, Subcommand } from "./io.js";

const USAGE = "patchbay skills [--repo DIR] [--json]";

export const skillsCommand: Subcommand = async (argv, io) => {
  const { values } = parse(argv, { repo: { type: "string" }, json: { type: "boolean" } }, USAGE, {
    positionals: false,
  });
  const repo = path.resolve(io.cwd, values.repo ?? ".");
  const { skills, problems } = await discoverSkills(repo);
  const errors = problems.filter((p) => p.level === "error").length;
  if (values.json) {
    const list = skills.map(({ name, description, file, compatibility }) => ({
      name,
      description,
      file,
      compatibility,
    }));
    io.stdout(`${JSON.stringify({ skills: list, problems }, null, 2)}\n`);
    return errors ? 1 : 0;
  }
  if (skills.length === 0)
    io.stdout(`no skills (a skill is a folder with a SKILL.md under ${SKILL_ROOTS.join(", ")})\n`);
  for (const skill of skills)
    io.stdout(`${skill.name}  ${skill.file}\n    ${skill.description.replace(/\s+/g, " ")}\n`);
  printSkillProblems(problems, io);
  return errors ? 1 : 0;
};

/** `error: file:line: message (hint)` — errors leave the skill out of runs. */
export function printSkillProblems(problems: readonly SkillProblem[], io: Pick<CliIO, "stderr">): void {
  for (const problem of problems)
    io.stderr(
      `${problem.level}: ${formatProblem(problem)}${problem.level === "error" ? " — this skill is left out of runs" : ""}\n`,
    );
}
