/**
 * The search_files fallback outside git: walks the directory with the same
 * .gitignore rules as list_files and tests each line with a JS RegExp. Also
 * holds the formatter both paths share.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import picomatch from "picomatch";
import { IgnoreStack } from "./ignore-rules.js";
import { capLine, capText, looksBinary } from "./text.js";

export const MAX_MATCHES = 300;
const MAX_CHARS = 40_000;
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_FILES = 50_000;

export interface Hit {
  file: string;
  line: number;
  text: string;
  kind: "match" | "context" | "break";
}

export function formatHits(hits: Hit[], cut: boolean, regex: string): string {
  const matches = hits.filter((h) => h.kind === "match").length;
  if (matches === 0) return `No matches for ${JSON.stringify(regex)}.`;
  const out: string[] = [];
  let file: string | undefined;
  let shown = 0;
  let stopped = false;
  for (const h of hits) {
    if (h.kind === "match") {
      if (shown >= MAX_MATCHES) {
        stopped = true;
        break;
      }
      shown++;
    }
    if (h.file !== file) {
      if (file !== undefined) out.push("");
      out.push(h.file);
      file = h.file;
    }
    if (h.kind === "break") out.push("  --");
    else out.push(`  ${h.line}${h.kind === "match" ? ":" : "-"} ${capLine(h.text, 300)}`);
  }
  const files = new Set(hits.filter((h) => h.kind === "match").map((h) => h.file)).size;
  const summary =
    stopped || cut
      ? `[showing the first ${shown} matches; more exist. Narrow path, file_pattern or regex.]`
      : `[${matches} match${matches === 1 ? "" : "es"} in ${files} file${files === 1 ? "" : "s"}]`;
  return `${capText(out.join("\n"), MAX_CHARS, "Narrow path, file_pattern or regex.")}\n${summary}`;
}

export async function searchByWalking(
  workspace: string,
  abs: string,
  relDir: string,
  re: RegExp,
  filePattern: string | undefined,
  context: number,
): Promise<{ hits: Hit[]; cut: boolean }> {
  const matchName = filePattern
    ? picomatch(filePattern, { dot: true, basename: !filePattern.includes("/") })
    : () => true;
  const hits: Hit[] = [];
  let matches = 0;
  let files = 0;
  const queue: { abs: string; rel: string; rules: IgnoreStack }[] = [
    { abs, rel: relDir, rules: await IgnoreStack.forDir(workspace, relDir) },
  ];
  while (queue.length > 0) {
    const dir = queue.shift() as { abs: string; rel: string; rules: IgnoreStack };
    const entries = await readdir(dir.abs, { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      const rel = dir.rel === "." ? e.name : `${dir.rel}/${e.name}`;
      const full = path.join(dir.abs, e.name);
      if (e.isDirectory()) {
        if (!dir.rules.ignores(rel, true))
          queue.push({ abs: full, rel, rules: await dir.rules.descend(workspace, rel) });
        continue;
      }
      if (!e.isFile() || dir.rules.ignores(rel, false)) continue;
      const relToSearch = relDir === "." ? rel : rel.slice(relDir.length + 1);
      if (!matchName(relToSearch)) continue;
      if (++files > MAX_FILES) return { hits, cut: true };
      if ((await stat(full)).size > MAX_FILE_BYTES) continue;
      const buf = await readFile(full);
      if (looksBinary(buf.subarray(0, 8192))) continue;
      const lines = buf.toString("utf8").split("\n");
      let lastShown = -1;
      for (let i = 0; i < lines.length; i++) {
        if (!re.test(lines[i] as string)) continue;
        const from = Math.max(i - context, lastShown + 1);
        if (lastShown >= 0 && from > lastShown + 1 && context > 0)
          hits.push({ file: rel, line: 0, text: "", kind: "break" });
        for (let k = from; k <= Math.min(i + context, lines.length - 1); k++) {
          hits.push({
            file: rel,
            line: k + 1,
            text: (lines[k] as string).replace(/\r$/, ""),
            kind: k === i || re.test(lines[k] as string) ? "match" : "context",
          });
          lastShown = k;
        }
        i = Math.max(i, lastShown);
        if (++matches > MAX_MATCHES) return { hits, cut: true };
      }
    }
  }
  return { hits, cut: false };
}
