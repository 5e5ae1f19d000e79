/**
 * search_files: regex search with line numbers and optional context. In a git
 * work tree it runs `git grep` (tracked and untracked files, .gitignore
 * honored, binary files skipped), stopping git once enough has been read; the
 * JS fallback in ./search-walk.ts covers directories outside git.
 */
import { stat } from "node:fs/promises";
import { z } from "zod";
import { hostGit } from "../util/host-git.js";
import { defineTool, failure, looseInt } from "./define.js";
import { inGitWorkTree } from "./git.js";
import { resolveInWorkspace } from "./paths.js";
import { formatHits, type Hit, MAX_MATCHES, searchByWalking } from "./search-walk.js";

/** Bytes of git grep output read before git is stopped: plenty for MAX_MATCHES lines. */
const MAX_GREP_BYTES = 2 * 1024 * 1024;

const schema = z.object({
  path: z.string().optional().describe("Directory, default repo root"),
  regex: z.string().min(1).describe("PCRE/JS syntax"),
  file_pattern: z.string().optional().describe("Glob, e.g. *.ts"),
  context_lines: looseInt().min(0).max(10).optional(),
});

function pathspec(relDir: string, pattern: string | undefined): string {
  if (!pattern) return relDir === "." ? "." : relDir;
  const prefix = relDir === "." ? "" : `${relDir}/`;
  return pattern.includes("/") ? `:(glob)${prefix}${pattern}` : `:(glob)${prefix}**/${pattern}`;
}

/** Parses `git grep -n --heading --break` output into hits. */
function parseGrep(text: string): Hit[] {
  const hits: Hit[] = [];
  let file: string | undefined;
  for (const line of text.split("\n")) {
    if (line === "") {
      file = undefined;
      continue;
    }
    if (file === undefined) {
      file = line;
      continue;
    }
    if (line === "--") {
      hits.push({ file, line: 0, text: "", kind: "break" });
      continue;
    }
    const m = /^(\d+)([:=-])(.*)$/.exec(line);
    if (m) hits.push({ file, line: Number(m[1]), text: m[3] as string, kind: m[2] === ":" ? "match" : "context" });
  }
  return hits;
}

async function gitGrep(
  cwd: string,
  args: string[],
  env: Record<string, string>,
  signal: AbortSignal,
): Promise<{ exitCode: number | null; out: string; err: string; cut: boolean }> {
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal.addEventListener("abort", onAbort, { once: true });
  let out = "";
  let cut = false;
  try {
    const result = await hostGit(cwd, args, {
      cwd,
      env,
      signal: stop.signal,
      timeoutMs: 120_000,
      maxOutputBytes: 64 * 1024,
      onOutput(chunk, stream) {
        if (stream !== "stdout" || cut) return;
        out += chunk;
        if (out.length > MAX_GREP_BYTES) {
          cut = true;
          out = out.slice(0, out.lastIndexOf("\n") + 1);
          stop.abort();
        }
      },
    });
    return { exitCode: result.exitCode, out, err: result.stderr, cut };
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}

export function createSearchFiles() {
  return defineTool({
    name: "search_files",
    description: "Regex search across files (honors .gitignore); shows matching lines with line numbers.",
    schema,
    access: (input) => ({ kind: "read", paths: [input.path || "."] }),
    async execute(input, ctx) {
      const resolved = await resolveInWorkspace(ctx.workspace, input.path || ".");
      if (!resolved.ok) return failure(resolved.error);
      if (!resolved.exists) return failure(`No such directory: ${input.path}.`);
      if (!(await stat(resolved.abs)).isDirectory())
        return failure(`${resolved.rel} is a file; search_files takes a directory (use file_pattern to pick files).`);
      const context = input.context_lines ?? 0;

      if (!(await inGitWorkTree(ctx.workspace, ctx.workspace, ctx.env, ctx.signal))) {
        let re: RegExp;
        try {
          // PCRE's leading (?i) is common in model output; JS spells it as a flag.
          const caseless = input.regex.startsWith("(?i)");
          re = new RegExp(caseless ? input.regex.slice(4) : input.regex, caseless ? "i" : "");
        } catch (e) {
          return failure(
            `Invalid regex ${JSON.stringify(input.regex)}: ${e instanceof Error ? e.message : String(e)}. Escape special characters such as ( [ { . * + ? with a backslash.`,
          );
        }
        const found = await searchByWalking(ctx.workspace, resolved.abs, resolved.rel, re, input.file_pattern, context);
        return { ok: true, content: formatHits(found.hits, found.cut, input.regex), writtenPaths: [] };
      }

      const base = [
        "-c",
        "core.quotePath=false",
        "grep",
        "-n",
        "-I",
        "--no-color",
        "--heading",
        "--break",
        "--untracked",
      ];
      if (context > 0) base.push(`-C${context}`);
      const spec = pathspec(resolved.rel, input.file_pattern);
      let run = await gitGrep(ctx.workspace, [...base, "-P", "-e", input.regex, "--", spec], ctx.env, ctx.signal);
      if (run.exitCode === 128 && /USE_LIBPCRE|cannot use Perl-compatible/i.test(run.err)) {
        // git built without PCRE: extended regexes are the closest dialect.
        run = await gitGrep(ctx.workspace, [...base, "-E", "-e", input.regex, "--", spec], ctx.env, ctx.signal);
      }
      if (ctx.signal.aborted) return failure("Cancelled: the search was stopped.");
      if (run.exitCode === 128 || (run.exitCode !== 0 && run.exitCode !== 1 && !run.cut)) {
        const why = run.err.replace(/^fatal: /m, "").trim();
        if (/^command line, |regex|regular expression|parenthes|quantifier|character class/im.test(why))
          return failure(
            `Invalid regex ${JSON.stringify(input.regex)}: ${why}. Escape special characters such as ( [ { . * + ? with a backslash.`,
          );
        return failure(`search_files failed: ${why || `git grep exited with ${run.exitCode}`}`);
      }
      const hits = parseGrep(run.out);
      return { ok: true, content: formatHits(hits, run.cut, input.regex), writtenPaths: [] };
    },
  });
}

export { MAX_MATCHES };
