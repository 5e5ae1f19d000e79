/**
 * Each native format's table of reference cases (test/tools/cases) end to end:
 * one `patchbay run` per format from the built bundle (bin/patchbay.js → dist),
 * with a replay cassette that makes one call per case, each in its own folder,
 * under a least-privilege config (approval.default: deny, only the format's
 * edit tool allowed, on the case folders). Then every folder is compared with
 * what the case expects, and every call's transcript entry with its result
 * and checkpoint. Needs `npm run build` first.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type TestRepo, testRepo } from "../helpers/repo.js";
import { FORMATS } from "../tools/cases/formats.js";
import { caseDir, expected, snapshot, writeFiles } from "../tools/cases/types.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BIN = path.join(ROOT, "bin/patchbay.js");
const toolEvent = z.looseObject({
  type: z.literal("tool"),
  name: z.string(),
  ok: z.boolean(),
  output: z.string(),
  checkpoint: z.string().nullable(),
});

let repo: TestRepo;

describe.each(FORMATS)("patchbay run, tools.edit: $edit, every case of its table", (format) => {
  it("applies or refuses each call as its reference case says, one checkpoint per change", async () => {
    if (!existsSync(path.join(ROOT, "dist/index.js")))
      throw new Error("dist/index.js is missing: run `npm run build`.");
    const config = `tools:\n  edit: ${format.edit}\nlimits:\n  max_turns: 1000\n  max_tool_errors: 1000\napproval:\n  default: deny\n  rules:\n    - allow: ${format.tool}\n      paths: ["c*/**"]\n`;
    repo = await testRepo({ ".github/patchbay.yml": config });
    for (const [i, c] of format.cases.entries()) await writeFiles(path.join(repo.work, caseDir(i)), c.files ?? {});
    repo.git("add", "-A");
    repo.git("commit", "-q", "-m", "cases");
    const cassette = path.join(repo.root, "cases.json");
    const turns = format.cases.map((c, i) => ({
      tool_calls: [{ name: format.tool, input: format.relocate(c.input, caseDir(i)) }],
    }));
    turns.push({ tool_calls: [{ name: "attempt_completion", input: { result: "done" } }] } as never);
    await writeFile(cassette, JSON.stringify({ turns }));
    const transcript = path.join(repo.root, "t.jsonl");
    const run = spawnSync(
      process.execPath,
      [
        BIN,
        "run",
        "--prompt",
        "Run the cases",
        "--repo",
        repo.work,
        "--dry-run",
        "--model",
        `replay:${cassette}`,
        "--transcript",
        transcript,
      ],
      {
        cwd: repo.root,
        encoding: "utf8",
        env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR },
      },
    );
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("■ completed");
    const events = (await readFile(transcript, "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string; name?: string; edit_format?: string });
    expect(events[0]).toMatchObject({ type: "start", edit_format: format.edit });
    const calls = events.filter((e) => e.type === "tool" && e.name === format.tool).map((e) => toolEvent.parse(e));
    expect(calls).toHaveLength(format.cases.length);
    for (const [i, c] of format.cases.entries()) {
      const call = calls[i] as z.infer<typeof toolEvent>;
      const where = `${caseDir(i)} ${c.name} (${c.from})`;
      expect(call.ok, where).toBe(c.ok);
      for (const pattern of c.says ?? []) expect(call.output, where).toMatch(pattern);
      const after = expected(c.after ?? c.files ?? {});
      expect(await snapshot(path.join(repo.work, caseDir(i))), where).toEqual(after);
      const changed = JSON.stringify(after) !== JSON.stringify(expected(c.files ?? {}));
      expect(call.checkpoint !== null, where).toBe(changed);
    }
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});
