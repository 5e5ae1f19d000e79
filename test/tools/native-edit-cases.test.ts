/**
 * Each native format's table of cases (test/tools/cases: transcribed from its
 * reference's tests, plus the bad inputs every edit tool must survive), run call by call
 * against the tool `tools.edit` selects. The same tables run end to end
 * through `patchbay run` in test/cli/native-edit-run.test.ts.
 */
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EditFormat } from "../../src/tools/edit-format.js";
import { createCoreTools, getTool } from "../../src/tools/registry.js";
import type { ToolResult } from "../../src/tools/types.js";
import { FORMATS } from "./cases/formats.js";
import { caseDir, expected, snapshot, writeFiles } from "./cases/types.js";
import { makeCtx, makeWorkspace, type Workspace } from "./helpers.js";

let ws: Workspace;
beforeEach(async () => {
  ws = await makeWorkspace();
});
afterEach(async () => {
  await ws.cleanup();
});

describe.each(FORMATS)("tools.edit: $edit — its reference's cases", (format) => {
  it.each(format.cases.map((c, i) => ({ ...c, i })))("$name ($from)", async (c) => {
    const dir = caseDir(c.i);
    await writeFiles(path.join(ws.dir, dir), c.files ?? {});
    const tool = getTool(createCoreTools(format.edit as EditFormat), format.tool);
    const parsed = tool.parse(format.relocate(c.input, dir));
    const result: ToolResult = parsed.ok
      ? await tool.execute(parsed.value, makeCtx(ws.dir))
      : { ok: false, content: parsed.error };
    expect({ ok: result.ok, content: result.content }).toMatchObject({ ok: c.ok });
    for (const pattern of c.says ?? []) expect(result.content).toMatch(pattern);
    expect(await snapshot(path.join(ws.dir, dir))).toEqual(expected(c.after ?? c.files ?? {}));
    if (!c.ok) expect(result.writtenPaths ?? []).toEqual([]);
  });
});
