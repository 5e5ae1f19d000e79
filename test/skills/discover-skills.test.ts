/**
 * Agent Skills as a run finds them, on real folders: valid skills by name and
 * description, and every bad skill named with its file and line (bad
 * input: missing or malformed front matter, duplicate names, a body over the
 * limit, references outside the skill folder), plus a SKILL.md that links out
 * of the repository, which is never read.
 */
import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { renderSystemPrompt } from "../../src/agent/prompts/system-prompt.js";
import { formatProblem } from "../../src/config/errors.js";
import { discoverSkills } from "../../src/skills/discover-skills.js";
import { MAX_BODY_CHARS } from "../../src/skills/skill-file.js";
import { createLoadSkill } from "../../src/tools/load-skill.js";
import type { ToolContext } from "../../src/tools/types.js";
import { tempTree } from "../helpers/tmp.js";

const skill = (name: string, description: string, body = "Do the thing.\n", extra = "") =>
  `---\nname: ${name}\ndescription: ${description}\n${extra}---\n${body}`;

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function repo(files: Record<string, string>) {
  const tree = await tempTree(files);
  cleanup = tree.cleanup;
  return tree.dir;
}

const ctx = (workspace: string): ToolContext => ({
  workspace,
  signal: new AbortController().signal,
  env: {},
  log: () => {},
});

describe("discovering skills", () => {
  it("finds skills in the three roots, and the system prompt lists only their names and descriptions", async () => {
    const dir = await repo({
      ".github/skills/release-notes/SKILL.md": skill(
        "release-notes",
        "Write release notes from merged PRs. Use when asked for a changelog.",
        "SECRET-BODY-MARKER: step 1, read CHANGELOG.md\n",
      ),
      ".claude/skills/db-migration/SKILL.md": skill("db-migration", "Add a database migration."),
      ".agents/skills/pdf/SKILL.md": skill("pdf", "Handle PDF files.", "See [the guide](references/GUIDE.md).\n"),
      ".agents/skills/pdf/references/GUIDE.md": "# guide\n",
      ".agents/skills/pdf/scripts/extract.py": "print('x')\n",
    });
    const { skills, problems } = await discoverSkills(dir);
    expect(problems).toEqual([]);
    expect(skills.map((s) => [s.name, s.file])).toEqual([
      ["release-notes", ".github/skills/release-notes/SKILL.md"],
      ["db-migration", ".claude/skills/db-migration/SKILL.md"],
      ["pdf", ".agents/skills/pdf/SKILL.md"],
    ]);
    const prompt = renderSystemPrompt({ repository: "o/r", branch: "b", request: "x", skills, nonce: "n" });
    expect(prompt).toContain("- release-notes: Write release notes from merged PRs. Use when asked for a changelog.");
    expect(prompt).toContain("call load_skill");
    expect(prompt).not.toContain("SECRET-BODY-MARKER");
  });

  it("load_skill returns the body and the skill's own files, and names the skills for an unknown one", async () => {
    const dir = await repo({
      ".agents/skills/pdf/SKILL.md": skill("pdf", "Handle PDF files.", "Run scripts/extract.py on the file.\n"),
      ".agents/skills/pdf/references/GUIDE.md": "# guide\n",
      ".agents/skills/pdf/scripts/extract.py": "print('x')\n",
    });
    const { skills } = await discoverSkills(dir);
    const tool = createLoadSkill({ skills, root: dir });
    const parsed = tool.parse({ name: "pdf" });
    if (!parsed.ok) throw new Error(parsed.error);
    const result = await tool.execute(parsed.value, ctx(dir));
    expect(result.ok).toBe(true);
    expect(result.content).toContain("Run scripts/extract.py on the file.");
    expect(result.content).toContain("- .agents/skills/pdf/references/GUIDE.md");
    expect(result.content).toContain("- .agents/skills/pdf/scripts/extract.py");
    expect(tool.access(parsed.value)).toEqual({ kind: "read", paths: [".agents/skills/pdf/SKILL.md"] });
    const unknown = await tool.execute({ name: "docx" }, ctx(dir));
    expect(unknown.ok).toBe(false);
    expect(unknown.content).toBe('There is no skill named "docx". Skills: pdf.');
  });

  it("a root linked to another is the same skills, not duplicates", async () => {
    const dir = await repo({ ".github/skills/pdf/SKILL.md": skill("pdf", "Handle PDF files.") });
    await mkdir(path.join(dir, ".claude"));
    await symlink("../.github/skills", path.join(dir, ".claude/skills"));
    const { skills, problems } = await discoverSkills(dir);
    expect(problems).toEqual([]);
    expect(skills.map((s) => s.file)).toEqual([".github/skills/pdf/SKILL.md"]);
  });
});

describe("bad skills are named by file and line", () => {
  it("missing front matter, malformed YAML, a missing description, a bad name and a name that is not the folder's", async () => {
    const dir = await repo({
      ".github/skills/plain/SKILL.md": "# Just markdown\n",
      ".github/skills/broken/SKILL.md": "---\nname: broken\ndescription: [unclosed\n---\nbody\n",
      ".github/skills/nodesc/SKILL.md": "---\nname: nodesc\n---\nbody\n",
      ".github/skills/Upper/SKILL.md": skill("Upper", "Capital letters."),
      ".github/skills/folder-a/SKILL.md": "---\ndescription: x\nname: other-name\n---\nbody\n",
      ".github/skills/open/SKILL.md": "---\nname: open\ndescription: never closed\n",
      ".github/skills/good/SKILL.md": skill("good", "Works."),
    });
    const { skills, problems } = await discoverSkills(dir);
    expect(skills.map((s) => s.name)).toEqual(["good"]);
    const shown = problems.map((p) => `${p.level} ${formatProblem(p)}`);
    expect(shown).toEqual([
      "error .github/skills/Upper/SKILL.md:2:1: name: name uses lowercase letters, digits and single hyphens, and does not start or end with a hyphen (e.g. pdf-processing)",
      expect.stringMatching(/^error \.github\/skills\/broken\/SKILL\.md:3:\d+: invalid YAML in the front matter/),
      'error .github/skills/folder-a/SKILL.md:3: name: name "other-name" must be the skill folder\'s name, "folder-a" (rename the folder or write name: folder-a)',
      "error .github/skills/nodesc/SKILL.md:2:1: description: is required (expected string)",
      "error .github/skills/open/SKILL.md:1: the front matter is not closed: no `---` line after the opening one",
      "error .github/skills/plain/SKILL.md:1: no front matter: SKILL.md starts with a YAML block between two `---` lines (begin the file with ---, the keys, then --- again)",
    ]);
  });

  it("a second skill with a taken name is left out, naming the first", async () => {
    const dir = await repo({
      ".github/skills/pdf/SKILL.md": skill("pdf", "First."),
      ".agents/skills/pdf/SKILL.md": skill("pdf", "Second."),
    });
    const { skills, problems } = await discoverSkills(dir);
    expect(skills.map((s) => [s.name, s.description])).toEqual([["pdf", "First."]]);
    expect(problems).toEqual([
      expect.objectContaining({
        level: "error",
        file: ".agents/skills/pdf/SKILL.md",
        message: 'a skill named "pdf" is already defined in .github/skills/pdf/SKILL.md; this one is left out',
      }),
    ]);
  });

  it("a body over the limit loads cut, saying where the rest is; references outside the folder are named with their line", async () => {
    const long = `${"x".repeat(MAX_BODY_CHARS + 500)}\n`;
    const dir = await repo({
      ".github/skills/big/SKILL.md": skill("big", "A long one.", long),
      ".github/skills/links/SKILL.md": skill(
        "links",
        "Points around.",
        "Read [ours](references/a.md).\nAnd [theirs](../../../CONTRIBUTING.md) and ![x](/etc/passwd) and [web](https://example.com).\n",
        "license: MIT\n",
      ),
    });
    const { skills, problems } = await discoverSkills(dir);
    expect(skills.map((s) => s.name)).toEqual(["big", "links"]);
    expect(problems.map((p) => `${p.level} ${p.file}:${p.line} ${p.message}`)).toEqual([
      `warning .github/skills/big/SKILL.md:5 the body is ${(MAX_BODY_CHARS + 501).toLocaleString("en-US")} characters; load_skill gives the model the first 20,000 and says where the rest is`,
      "warning .github/skills/links/SKILL.md:7 the reference \"../../../CONTRIBUTING.md\" leads outside the skill's folder; a skill's files are those under .github/skills/links/",
      "warning .github/skills/links/SKILL.md:7 the reference \"/etc/passwd\" leads outside the skill's folder; a skill's files are those under .github/skills/links/",
    ]);
    const big = skills[0];
    if (!big) throw new Error("no skill");
    const loaded = await createLoadSkill({ skills, root: dir }).execute({ name: "big" }, ctx(dir));
    expect(loaded.content).toContain(
      `[cut at 20,000 of ${(MAX_BODY_CHARS + 500).toLocaleString("en-US")} characters: read the rest of .github/skills/big/SKILL.md with read_file]`,
    );
    expect(loaded.content.length).toBeLessThan(MAX_BODY_CHARS + 1000);
  });

  it("keys outside the spec are warnings and the skill still loads; allowed-tools pre-approves nothing", async () => {
    const dir = await repo({
      ".github/skills/cc/SKILL.md": skill(
        "cc",
        "From Claude Code.",
        "body\n",
        "disable-model-invocation: true\nallowed-tools: Bash(rm:*)\n",
      ),
    });
    const { skills, problems } = await discoverSkills(dir);
    expect(skills.map((s) => s.name)).toEqual(["cc"]);
    expect(problems).toEqual([
      expect.objectContaining({
        level: "warning",
        line: 4,
        message: "`disable-model-invocation` is not an Agent Skills key; Patchbay ignores it",
      }),
    ]);
  });

  it("a SKILL.md linked out of the repository is refused, never read", async () => {
    const outside = await tempTree({ "secret.md": skill("leak", "LEAKED-OUTSIDE-TEXT") });
    const dir = await repo({});
    await mkdir(path.join(dir, ".github/skills/leak"), { recursive: true });
    await symlink(path.join(outside.dir, "secret.md"), path.join(dir, ".github/skills/leak/SKILL.md"));
    await mkdir(path.join(dir, ".github/skills/away"), { recursive: true });
    await writeFile(path.join(dir, ".github/skills/away/x"), "");
    try {
      const { skills, problems } = await discoverSkills(dir);
      expect(skills).toEqual([]);
      expect(problems).toHaveLength(1);
      expect(problems[0]?.message).toMatch(/^not read: Refused: .* points outside the workspace/);
      expect(JSON.stringify(problems)).not.toContain("LEAKED-OUTSIDE-TEXT");
    } finally {
      await outside.cleanup();
    }
  });
});
