/**
 * search_files without git grep in a sandbox: walks the directory through
 * src/beneath (each folder opened without following links, each file read
 * through its folder's descriptor) with the same .gitignore rules as
 * list_files, and tests each line with a JS RegExp. Also holds the formatter
 * both paths share.
 */
import picomatch from "picomatch";
import { entriesOf, inFolder, readChild } from "../beneath/folders.js";
import { WalkError } from "../beneath/walk.js";
import { IgnoreStack } from "./ignore-rules.js";
import { capLine, capText, looksBinary } from "./text.js";

const MAX_MATCHES = 300;
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
  const queue: { rel: string; rules: IgnoreStack }[] = [
    { rel: relDir, rules: await IgnoreStack.forDir(workspace, relDir) },
  ];
  while (queue.length > 0) {
    const folder = queue.shift() as { rel: string; rules: IgnoreStack };
    // Each folder is walked again from the root: one that became a link since it was listed is not entered.
    const cut = await inFolder(workspace, folder.rel, async (dir) => {
      const entries = (await entriesOf(dir)).sort((a, b) => a.name.localeCompare(b.name));
      for (const e of entries) {
        const rel = folder.rel === "." ? e.name : `${folder.rel}/${e.name}`;
        if (e.isDirectory()) {
          if (!folder.rules.ignores(rel, true)) queue.push({ rel, rules: await folder.rules.descend(workspace, rel) });
          continue;
        }
        if (!e.isFile() || folder.rules.ignores(rel, false)) continue;
        const relToSearch = relDir === "." ? rel : rel.slice(relDir.length + 1);
        if (!matchName(relToSearch)) continue;
        if (++files > MAX_FILES) return true;
        const read = await readChild(dir, e.name, MAX_FILE_BYTES);
        if (!("data" in read) || looksBinary(read.data.subarray(0, 8192))) continue;
        matches = collect(read.data.toString("utf8").split("\n"), rel, re, context, hits, matches);
        if (matches > MAX_MATCHES) return true;
      }
      return false;
    }).catch((e: unknown) => {
      // A folder that changed under the walk is skipped, not the whole search.
      if (folder.rel !== relDir && e instanceof WalkError) return false;
      throw e;
    });
    if (cut) return { hits, cut: true };
  }
  return { hits, cut: false };
}

/** Adds the matches (and their context lines) of one file; returns the running match count. */
function collect(lines: string[], rel: string, re: RegExp, context: number, hits: Hit[], matches: number): number {
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
    if (++matches > MAX_MATCHES) return matches;
  }
  return matches;
}
