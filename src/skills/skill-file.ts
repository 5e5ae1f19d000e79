/**
 * One SKILL.md checked against the Agent Skills specification (agentskills.io,
 * and its reference validator skills-ref): `name` (1–64 lowercase letters,
 * digits and single hyphens, the folder's own name) and `description` (1–1,024
 * characters) are required; `license`, `compatibility` (≤ 500 characters),
 * `metadata` (strings to strings) and `allowed-tools` are optional. Each problem
 * names the file and line. Keys other agents add (Claude Code's, say) are
 * warnings, not errors: the skill still loads.
 *
 * `allowed-tools` is read and ignored: a skill never pre-approves a call,
 * Patchbay's approval rules decide each one.
 */
import path from "node:path";
import { z } from "zod";
import { ConfigError, type ConfigProblem } from "../config/errors.js";
import { splitFrontMatter } from "../config/front-matter.js";
import { locate } from "../config/locate.js";
import { issuesToProblems } from "../config/validate.js";
import { thousands } from "../util/thousands.js";

/** What load_skill returns of a body at most; the rest stays readable with read_file. */
export const MAX_BODY_CHARS = 20_000;

export interface Skill {
  name: string;
  description: string;
  /** Repository-relative path of the skill's folder (symlinks inside the repository resolved). */
  dir: string;
  /** Repository-relative path of its SKILL.md. */
  file: string;
  body: string;
  /** The file's line number of the body's first line. */
  bodyLine: number;
  compatibility?: string;
}

export interface SkillProblem extends ConfigProblem {
  /** error: the skill is left out of runs; warning: it loads, with this said. */
  level: "error" | "warning";
}

const NAME = /^[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u;
const KNOWN_KEYS = ["name", "description", "license", "compatibility", "metadata", "allowed-tools"];

const frontMatterSchema = z.object({
  name: z
    .string({ error: (i) => (i.input === undefined ? "name is required" : "name must be text") })
    .transform((n) => n.trim().normalize("NFKC"))
    .pipe(
      z
        .string()
        .min(1, "name must not be empty")
        .max(64, "name is at most 64 characters")
        .regex(
          NAME,
          "name uses lowercase letters, digits and single hyphens, and does not start or end with a hyphen (e.g. pdf-processing)",
        ),
    ),
  description: z
    .string({ error: (i) => (i.input === undefined ? "description is required" : "description must be text") })
    .trim()
    .min(1, "description must not be empty")
    .max(1024, "description is at most 1,024 characters"),
  license: z.string({ error: "license must be text" }).optional(),
  compatibility: z
    .string({ error: "compatibility must be text" })
    .min(1, "compatibility must not be empty")
    .max(500, "compatibility is at most 500 characters")
    .optional(),
  metadata: z.record(z.string(), z.string(), { error: "metadata maps names to text values" }).optional(),
  "allowed-tools": z
    .union([z.string(), z.array(z.string())], { error: "allowed-tools is a space-separated string or a list" })
    .optional(),
});

export type SkillCheck = { skill?: Skill; problems: SkillProblem[] };

/**
 * Checks the SKILL.md at `file` (repository-relative), found in the folder `folderName`
 * under a skills root; `dir` is where that folder really is.
 */
export function checkSkillFile(input: { file: string; dir: string; folderName: string; text: string }): SkillCheck {
  const { file } = input;
  let parsed: ReturnType<typeof splitFrontMatter>;
  try {
    parsed = splitFrontMatter(file, input.text, "SKILL.md");
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { problems: error.problems.map((p) => ({ ...p, level: "error" })) };
  }
  const problems: SkillProblem[] = [];
  for (const key of Object.keys(parsed.data).filter((k) => !KNOWN_KEYS.includes(k))) {
    const at = locate(parsed.located, [], key);
    problems.push({
      file,
      line: at?.line,
      key,
      level: "warning",
      message: `\`${key}\` is not an Agent Skills key; Patchbay ignores it`,
      hint: `the spec's keys are ${KNOWN_KEYS.join(", ")}`,
    });
  }
  const result = frontMatterSchema.safeParse(parsed.data);
  if (!result.success) {
    const found = issuesToProblems(result.error.issues, frontMatterSchema, file, parsed.located);
    return { problems: [...found.map((p) => ({ ...p, level: "error" as const })), ...problems] };
  }
  const meta = result.data;
  if (meta.name !== input.folderName.normalize("NFKC")) {
    const at = locate(parsed.located, ["name"]);
    return {
      problems: [
        {
          file,
          line: at?.line,
          key: "name",
          level: "error",
          message: `name "${meta.name}" must be the skill folder's name, "${input.folderName}"`,
          hint: `rename the folder or write name: ${input.folderName}`,
        },
        ...problems,
      ],
    };
  }
  if (parsed.body.length > MAX_BODY_CHARS)
    problems.push({
      file,
      line: parsed.bodyLine,
      level: "warning",
      message: `the body is ${thousands(parsed.body.length)} characters; load_skill gives the model the first ${thousands(MAX_BODY_CHARS)} and says where the rest is`,
      hint: "move detail into references/ files the skill points to",
    });
  problems.push(...referencesOutside(file, input.dir, parsed.body, parsed.bodyLine));
  return {
    skill: {
      name: meta.name,
      description: meta.description,
      dir: input.dir,
      file,
      body: parsed.body,
      bodyLine: parsed.bodyLine,
      compatibility: meta.compatibility || undefined,
    },
    problems,
  };
}

/** Markdown link and image targets, and reference definitions (`[id]: target`). */
const LINK = /!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s{0,3}\[[^\]\n]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;

/**
 * Files a skill points to are its own: relative paths under its folder. A link
 * that leads out of the folder (`../../x`, `/etc/x`) is named, with its line.
 */
function referencesOutside(file: string, dir: string, body: string, bodyLine: number): SkillProblem[] {
  const problems: SkillProblem[] = [];
  for (const match of body.matchAll(LINK)) {
    const target = (match[1] ?? match[2] ?? "").split(/[?#]/)[0] ?? "";
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // a URL or mailto:, not a file
    const resolved = path.posix.normalize(path.posix.join(dir, decodeSafely(target)));
    const inside = !target.startsWith("/") && (resolved === dir || resolved.startsWith(`${dir}/`));
    if (inside) continue;
    const line = bodyLine + body.slice(0, match.index).split("\n").length - 1;
    problems.push({
      file,
      line,
      level: "warning",
      message: `the reference "${target}" leads outside the skill's folder; a skill's files are those under ${dir}/`,
      hint: "copy what it needs into the skill's references/ folder",
    });
  }
  return problems;
}

function decodeSafely(target: string): string {
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}
