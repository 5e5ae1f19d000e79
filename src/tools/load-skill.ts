/**
 * load_skill: an Agent Skill's instructions, on demand. The system prompt lists
 * only each skill's name and description; the model loads a skill when its task
 * matches, and gets the SKILL.md body and the list of the skill's own files,
 * which it reads with read_file (paths under the skill's folder) and whose
 * scripts it runs with execute_command — both judged by the approval rules like
 * any other call. Loading a skill reads nothing else and runs nothing.
 */
import { z } from "zod";
import { MAX_BODY_CHARS, type Skill } from "../skills/skill-file.js";
import { listSkillFiles } from "../skills/skill-files.js";
import { thousands } from "../util/thousands.js";
import { defineTool, failure } from "./define.js";

export interface LoadSkillOptions {
  skills: readonly Skill[];
  /** Where the skills were read from: the work tree, or a fork's base revision copied aside. */
  root: string;
}

const schema = z.object({ name: z.string().min(1).describe("The skill's name, as listed under Skills") });

export function createLoadSkill(options: LoadSkillOptions) {
  const byName = new Map(options.skills.map((s) => [s.name, s]));
  return defineTool({
    name: "load_skill",
    description:
      "Load one of the repository's skills (listed under Skills in the system prompt): its instructions, and the files it comes with.",
    schema,
    access: (input) => ({ kind: "read", paths: [byName.get(input.name)?.file ?? `${input.name}/SKILL.md`] }),
    async execute(input) {
      const skill = byName.get(input.name);
      if (!skill)
        return failure(`There is no skill named "${input.name}". Skills: ${[...byName.keys()].join(", ") || "none"}.`);
      const { files, more } = await listSkillFiles(options.root, skill.dir);
      const body = skill.body.trim();
      const cut = body.length > MAX_BODY_CHARS;
      const lines = [
        `Skill "${skill.name}" (${skill.file})`,
        "",
        cut ? body.slice(0, MAX_BODY_CHARS) : body,
        ...(cut
          ? [
              "",
              `[cut at ${thousands(MAX_BODY_CHARS)} of ${thousands(body.length)} characters: read the rest of ${skill.file} with read_file]`,
            ]
          : []),
        "",
        `Paths in this skill are relative to ${skill.dir}/.`,
        files.length
          ? `Its files (read them with read_file; run its scripts with execute_command, under the repository's rules):\n${files.map((f) => `- ${f}`).join("\n")}${more ? "\n- … more, see list_files" : ""}`
          : "It has no other files.",
      ];
      return { ok: true, content: lines.join("\n"), writtenPaths: [], summary: skill.name };
    },
  });
}
