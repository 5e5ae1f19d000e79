import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createReadFile, MAX_LINES } from "../../src/tools/read-file.js";
import { createReplaceInFile } from "../../src/tools/replace-in-file.js";
import { createWriteToFile } from "../../src/tools/write-to-file.js";
import { makeCtx, makeWorkspace, type Workspace } from "./helpers.js";

let ws: Workspace;
beforeEach(async () => {
  ws = await makeWorkspace();
});
afterEach(async () => {
  await ws.cleanup();
});

const read = (input: Record<string, unknown>) => {
  const tool = createReadFile();
  const parsed = tool.parse(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return tool.execute(parsed.value, makeCtx(ws.dir));
};

describe("read_file", () => {
  it("shows a small file whole, with line numbers", async () => {
    await writeFile(path.join(ws.dir, "a.txt"), "one\ntwo\nthree\n");
    const result = await read({ path: "a.txt" });
    expect(result).toMatchObject({ ok: true, content: "1 | one\n2 | two\n3 | three", writtenPaths: [] });
  });

  it("reads a range, CRLF and no final newline included", async () => {
    await writeFile(path.join(ws.dir, "a.txt"), "l1\r\nl2\r\nl3\r\nl4");
    const result = await read({ path: "a.txt", start_line: "2", end_line: 4 });
    expect(result.content).toBe("[showing lines 2-4 of 4]\n2 | l2\n3 | l3\n4 | l4");
  });

  it("caps a huge file and says how to read on", async () => {
    const lines = Array.from({ length: 9000 }, (_, i) => `line ${i + 1}`);
    await writeFile(path.join(ws.dir, "big.txt"), `${lines.join("\n")}\n`);
    const first = await read({ path: "big.txt" });
    expect(first.content.split("\n")[0]).toBe(
      `[showing lines 1-${MAX_LINES} of 9000; call again with start_line=${MAX_LINES + 1}]`,
    );
    expect(first.content.split("\n")).toHaveLength(MAX_LINES + 1);
    const wide = await read({ path: "big.txt", start_line: 10, end_line: 5000 });
    expect(wide.content.split("\n")[0]).toBe(
      `[showing lines 10-${MAX_LINES + 9} of 9000 (line cap); call again with start_line=${MAX_LINES + 10}]`,
    );
    const later = await read({ path: "big.txt", start_line: 8999 });
    expect(later.content).toBe("[showing lines 8999-9000 of 9000]\n8999 | line 8999\n9000 | line 9000");
  });

  it("caps by size when lines are long, and cuts single huge lines", async () => {
    const long = "x".repeat(5000);
    await writeFile(path.join(ws.dir, "wide.txt"), Array.from({ length: 100 }, () => long).join("\n"));
    const result = await read({ path: "wide.txt" });
    expect(result.content).toMatch(/^\[showing lines 1-19 of 100 \(size cap\); call again with start_line=20\]/);
    expect(result.content).toContain(`1 | ${"x".repeat(2000)} [… 3000 more bytes on this line]`);
    expect(result.content.length).toBeLessThan(50_000);
  });

  it("reads lines that span read chunks, and a huge single line", async () => {
    const lines = Array.from({ length: 8 }, (_, i) => `${i}`.repeat(300_000));
    await writeFile(path.join(ws.dir, "chunky.txt"), `${lines.join("\n")}\nlast`);
    const result = await read({ path: "chunky.txt", start_line: 4, end_line: 5 });
    expect(result.content).toBe(
      `[showing lines 4-5 of 9; call again with start_line=6]\n4 | ${"3".repeat(2000)} [… 298000 more bytes on this line]\n5 | ${"4".repeat(2000)} [… 298000 more bytes on this line]`,
    );
    expect((await read({ path: "chunky.txt", start_line: 9 })).content).toBe("[showing lines 9-9 of 9]\n9 | last");
  });

  it("describes a binary file instead of dumping it", async () => {
    const png = Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(2000, 0)]);
    await writeFile(path.join(ws.dir, "img.png"), png);
    const result = await read({ path: "img.png" });
    expect(result).toMatchObject({
      ok: true,
      content: "img.png is a binary file (2,008 bytes, PNG image); its content is not shown.",
    });
  });

  it.each([
    [{ path: "missing.txt" }, /No such file: missing.txt. Use list_files/],
    [{ path: "." }, /is a directory. Use list_files/],
    [{ path: "a.txt", start_line: 50 }, /has 1 lines; start_line=50 is past the end/],
    [{ path: "a.txt", start_line: 5, end_line: 2 }, /end_line \(2\) is before start_line \(5\)/],
  ])("explains %j", async (input, message) => {
    await writeFile(path.join(ws.dir, "a.txt"), "x\n");
    const result = await read(input);
    expect(result.ok).toBe(false);
    expect(result.content).toMatch(message);
  });

  it("rejects bad arguments with what was expected", () => {
    const parsed = createReadFile().parse({ path: 3, start_line: 0 });
    expect(parsed).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^Invalid arguments for read_file: path: expected string, received number; start_line: .*>=1.*Expected \{ path: string, start_line\?: integer, end_line\?: integer \}\.$/,
      ),
    });
  });
});

describe("write_to_file", () => {
  it("creates directories and reports the path it wrote", async () => {
    const result = await createWriteToFile().execute({ path: "deep/er/new.ts", content: "x\ny\n" }, makeCtx(ws.dir));
    expect(result).toMatchObject({
      ok: true,
      content: "Created deep/er/new.ts (2 lines).",
      writtenPaths: ["deep/er/new.ts"],
    });
    expect(await readFile(path.join(ws.dir, "deep/er/new.ts"), "utf8")).toBe("x\ny\n");
  });

  it("overwrites, and refuses a directory", async () => {
    await writeFile(path.join(ws.dir, "f.txt"), "old");
    const tool = createWriteToFile();
    expect((await tool.execute({ path: "./f.txt", content: "new" }, makeCtx(ws.dir))).content).toBe(
      "Overwrote f.txt (1 lines).",
    );
    const dir = await tool.execute({ path: ".", content: "x" }, makeCtx(ws.dir));
    expect(dir).toMatchObject({ ok: false, writtenPaths: [] });
  });
});

describe("replace_in_file", () => {
  const edit = (tool: ReturnType<typeof createReplaceInFile>, p: string, diff: string) =>
    tool.execute({ path: p, diff }, makeCtx(ws.dir));

  it("applies blocks and reports the written path", async () => {
    await writeFile(path.join(ws.dir, "m.ts"), "export const a = 1;\r\nexport const b = 2;\r\n");
    const result = await edit(
      createReplaceInFile(),
      "m.ts",
      "------- SEARCH\nexport const b = 2;\n=======\nexport const b = 3;\n+++++++ REPLACE",
    );
    expect(result).toMatchObject({ ok: true, writtenPaths: ["m.ts"], summary: "m.ts (1 block)" });
    expect(await readFile(path.join(ws.dir, "m.ts"), "utf8")).toBe("export const a = 1;\r\nexport const b = 3;\r\n");
  });

  it("creates a new file from an empty SEARCH", async () => {
    const result = await edit(createReplaceInFile(), "new/n.ts", "------- SEARCH\n=======\nhello\n+++++++ REPLACE");
    expect(result).toMatchObject({ ok: true, writtenPaths: ["new/n.ts"] });
    expect(await readFile(path.join(ws.dir, "new/n.ts"), "utf8")).toBe("hello\n");
  });

  it("writes nothing when a block fails, and suggests write_to_file after three failures", async () => {
    const file = path.join(ws.dir, "m.ts");
    await writeFile(file, "a\nb\n");
    const before = (await stat(file)).mtimeMs;
    const tool = createReplaceInFile();
    const bad = "------- SEARCH\na\n=======\nA\n+++++++ REPLACE\n------- SEARCH\nzzz\n=======\nZ\n+++++++ REPLACE";
    const first = await edit(tool, "m.ts", bad);
    expect(first).toMatchObject({ ok: false, writtenPaths: [] });
    expect(first.content).toMatch(/^Nothing was written to m.ts/);
    expect(first.content).not.toMatch(/write_to_file/);
    await edit(tool, "m.ts", bad);
    const third = await edit(tool, "m.ts", bad);
    expect(third.content).toMatch(/failed 3 times on m.ts in this session.*write_to_file/);
    expect(await readFile(file, "utf8")).toBe("a\nb\n");
    expect((await stat(file)).mtimeMs).toBe(before);
    // A fresh instance (a new session) starts counting again.
    expect((await edit(createReplaceInFile(), "m.ts", bad)).content).not.toMatch(/write_to_file/);
  });

  it("refuses to edit a binary file", async () => {
    await writeFile(path.join(ws.dir, "b.bin"), Buffer.from([1, 0, 2, 0]));
    const result = await edit(createReplaceInFile(), "b.bin", "------- SEARCH\nx\n=======\ny\n+++++++ REPLACE");
    expect(result).toMatchObject({
      ok: false,
      content: "b.bin is a binary file; replace_in_file edits text files. Nothing was changed.",
    });
  });

  it("refuses a file that is not valid UTF-8 instead of writing replacement characters back", async () => {
    const bytes = Buffer.from("one\ntwo\nthree, café\n", "latin1");
    await writeFile(path.join(ws.dir, "l.txt"), bytes);
    const result = await edit(createReplaceInFile(), "l.txt", "------- SEARCH\none\n=======\n1\n+++++++ REPLACE");
    expect(result.ok).toBe(false);
    expect(result.content).toMatch(
      /^l\.txt is not valid UTF-8 \(byte 0xE9 on line 3\); replace_in_file edits UTF-8 text only/,
    );
    expect(await readFile(path.join(ws.dir, "l.txt"))).toEqual(bytes);
  });

  it("reports no change without writing", async () => {
    await writeFile(path.join(ws.dir, "m.ts"), "a\n");
    const result = await edit(createReplaceInFile(), "m.ts", "------- SEARCH\na\n=======\na\n+++++++ REPLACE");
    expect(result).toMatchObject({ ok: true, writtenPaths: [] });
  });
});
