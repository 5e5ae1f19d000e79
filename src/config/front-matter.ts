/**
 * Markdown files that start with YAML front matter — an Agent Skill's SKILL.md,
 * a repository command — split into their front matter (parsed, still able to
 * point at lines) and their body. The YAML is parsed with the file's own line
 * numbers (the opening `---` line stands in as a blank line), so every problem
 * found in it names the line of the file a person opens.
 *
 * gray-matter and front-matter (the usual libraries) parse with js-yaml and
 * give back plain objects: no positions to report a bad key's line with, and a
 * second YAML parser next to the `yaml` the config already uses.
 */
import { ConfigError } from "./errors.js";
import { type Located, parseLocated } from "./locate.js";

export interface FrontMatter {
  /** The front matter as data (a mapping). */
  data: Record<string, unknown>;
  /** The parsed document, for locate(): its lines are the file's lines. */
  located: Located;
  /** What follows the closing `---`. */
  body: string;
  /** The file's line number of the body's first line. */
  bodyLine: number;
}

const FENCE = /^---[ \t]*$/;
const CLOSE = /^(---|\.\.\.)[ \t]*$/;

/** Throws ConfigError (file and line) when there is no front matter, it is not closed, or it is not a YAML mapping. */
export function splitFrontMatter(file: string, text: string, what: string): FrontMatter {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? ""))
    throw new ConfigError([
      {
        file,
        line: 1,
        message: `no front matter: ${what} starts with a YAML block between two \`---\` lines`,
        hint: "begin the file with ---, the keys, then --- again",
      },
    ]);
  const end = lines.findIndex((line, i) => i > 0 && CLOSE.test(line));
  if (end === -1)
    throw new ConfigError([
      { file, line: 1, message: "the front matter is not closed: no `---` line after the opening one" },
    ]);
  // The opening fence becomes an empty line, so the document's line numbers are the file's.
  const located = parseLocated(["", ...lines.slice(1, end)].join("\n"));
  const [error] = located.doc.errors;
  if (error) {
    const { line, col } = located.lineCounter.linePos(error.pos[0]);
    throw new ConfigError([
      { file, line, column: col, message: `invalid YAML in the front matter: ${error.message.split("\n")[0]}` },
    ]);
  }
  const data: unknown = located.doc.toJS() ?? {};
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new ConfigError([{ file, line: 2, message: "the front matter must be a mapping of keys (name: value)" }]);
  return {
    data: { ...data },
    located,
    body: lines.slice(end + 1).join("\n"),
    bodyLine: end + 2,
  };
}
