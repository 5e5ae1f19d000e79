/**
 * A table of edit cases per native format, transcribed from each format's
 * reference (Codex's apply-patch, Anthropic's text editor, gemini-cli's
 * replace) plus the bad inputs the issue lists. Each case lives in its own
 * folder of one workspace, so a whole table can run in one `patchbay run`
 * (test/cli/native-edit-run.test.ts) as well as tool by tool
 * (test/tools/native-edit-cases.test.ts).
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export type Files = Record<string, string | Buffer>;

export interface EditCase {
  /** Where it comes from: the reference file and test or scenario name, or "edge"/"bad input" and why. */
  from: string;
  name: string;
  /** The case folder's files before the call. */
  files?: Files;
  /** The tool's input; paths in it are relative to the case folder. */
  input: Record<string, unknown>;
  ok: boolean;
  /** The folder after the call; absent means unchanged. */
  after?: Files;
  /** Each must match the result the model reads. */
  says?: RegExp[];
  /** Where Patchbay deliberately differs from the reference: what the reference does, and why. */
  differs?: string;
}

export interface Format {
  /** The tools.edit value. */
  edit: string;
  tool: string;
  cases: EditCase[];
  /** The input with its paths moved into `dir`. */
  relocate(input: Record<string, unknown>, dir: string): Record<string, unknown>;
}

export const caseDir = (i: number) => `c${String(i + 1).padStart(2, "0")}`;

export async function writeFiles(root: string, files: Files): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
}

/** Every file under `dir` (relative, sorted), with its bytes; directories that are empty show as "name/". */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (abs: string, rel: string): Promise<void> => {
    const entries = await readdir(abs, { withFileTypes: true }).catch(() => []);
    if (entries.length === 0 && rel !== "") out[`${rel}/`] = "";
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const name = rel === "" ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) await walk(path.join(abs, e.name), name);
      else out[name] = (await readFile(path.join(abs, e.name))).toString("latin1");
    }
  };
  await walk(dir, "");
  return out;
}

/** The snapshot a Files map stands for (bytes as latin1, to compare non-UTF-8 content exactly). */
export function expected(files: Files): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, content] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b)))
    out[name] = (typeof content === "string" ? Buffer.from(content, "utf8") : content).toString("latin1");
  return out;
}

/** apply_patch: the file headers' paths moved into `dir` (padding kept). */
export function relocatePatch(patch: string, dir: string): string {
  return patch
    .split("\n")
    .map((line) =>
      line.replace(/^(\s*\*\*\* (?:Add File|Delete File|Update File|Move to): )([^\r]*)(\r?)$/, `$1${dir}/$2$3`),
    )
    .join("\n");
}
