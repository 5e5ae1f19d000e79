/**
 * The repository's Agent Skills: every `<root>/<name>/SKILL.md` under the roots
 * agents agree on (Copilot's `.github/skills`, Claude Code's `.claude/skills`,
 * the cross-agent `.agents/skills`), checked against the specification.
 *
 * Read through src/beneath: a skill folder in the work tree is the agent's to
 * change, so a SKILL.md an earlier run left as a link to /proc/self/environ is
 * refused, not followed. A folder linked from one root to another
 * (`.claude/skills` → `.github/skills`, a common set-up) is one skill, found once.
 */
import path from "node:path";
import { openFound, WalkError, within } from "../beneath/files.js";
import { entriesOf, inFolder } from "../beneath/folders.js";
import { thousands } from "../util/thousands.js";
import { checkSkillFile, type Skill, type SkillProblem } from "./skill-file.js";

export const SKILL_ROOTS = [".github/skills", ".claude/skills", ".agents/skills"] as const;

/** Largest SKILL.md read at all. */
const MAX_FILE_BYTES = 256 * 1024;
/** Most skills listed in the system prompt. */
const MAX_SKILLS = 100;

export interface DiscoveredSkills {
  /** Valid skills, in root order then name order; the first of two with one name wins. */
  skills: Skill[];
  /** Errors (that skill is left out) and warnings (it loads), each with its file and line. */
  problems: SkillProblem[];
}

export async function discoverSkills(root: string): Promise<DiscoveredSkills> {
  const skills: Skill[] = [];
  const problems: SkillProblem[] = [];
  const seenFiles = new Set<string>();
  const byName = new Map<string, Skill>();
  for (const skillsRoot of SKILL_ROOTS) {
    for (const folder of await folderNames(root, skillsRoot)) {
      const input = `${skillsRoot}/${folder}/SKILL.md`;
      const read = await readSkillFile(root, input);
      if (read.kind === "none") continue;
      if (read.kind === "problem") {
        problems.push(read.problem);
        continue;
      }
      if (seenFiles.has(read.rel)) continue; // the same folder, reached through a link
      seenFiles.add(read.rel);
      const checked = checkSkillFile({
        file: read.rel,
        dir: path.posix.dirname(read.rel),
        folderName: folder,
        text: read.text,
      });
      problems.push(...checked.problems);
      const skill = checked.skill;
      if (!skill) continue;
      const first = byName.get(skill.name);
      if (first) {
        problems.push({
          file: read.rel,
          line: 2,
          key: "name",
          level: "error",
          message: `a skill named "${skill.name}" is already defined in ${first.file}; this one is left out`,
          hint: "give one of them another name (and folder)",
        });
        continue;
      }
      if (skills.length >= MAX_SKILLS) {
        problems.push({
          file: read.rel,
          level: "warning",
          message: `left out: only the first ${MAX_SKILLS} skills are offered to the model`,
        });
        continue;
      }
      byName.set(skill.name, skill);
      skills.push(skill);
    }
  }
  return { skills, problems };
}

/** The folders (or links to folders) directly under a skills root; none when it is missing. */
async function folderNames(root: string, skillsRoot: string): Promise<string[]> {
  try {
    return await inFolder(root, skillsRoot, async (dir) =>
      (await entriesOf(dir))
        .filter((e) => e.isDirectory() || e.isSymbolicLink())
        .map((e) => e.name)
        .sort(),
    );
  } catch (error) {
    if (error instanceof WalkError) return [];
    throw error;
  }
}

type SkillRead =
  | { kind: "none" }
  | { kind: "problem"; problem: SkillProblem }
  | { kind: "file"; rel: string; text: string };

async function readSkillFile(root: string, input: string): Promise<SkillRead> {
  try {
    return await within(root, input, { followLast: true }, async (found): Promise<SkillRead> => {
      if (!found.stat) return { kind: "none" };
      const { handle, stat } = await openFound(found, input);
      try {
        if (stat.size > MAX_FILE_BYTES)
          return problem(
            found.rel,
            `SKILL.md is ${thousands(stat.size)} bytes, over the ${MAX_FILE_BYTES / 1024} KiB Patchbay reads; the skill is left out`,
          );
        return { kind: "file", rel: found.rel, text: (await handle.readFile()).toString("utf8") };
      } finally {
        await handle.close();
      }
    });
  } catch (error) {
    if (error instanceof WalkError) return problem(input, `not read: ${error.message}`);
    throw error;
  }
}

function problem(file: string, message: string): SkillRead {
  return { kind: "problem", problem: { file, level: "error", message } };
}
