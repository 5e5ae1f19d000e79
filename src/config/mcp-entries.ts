/**
 * Server entries, one at a time. `.mcp.json` is shared with other clients
 * (Claude Code, Cline, Cursor): a key Patchbay does not know is a warning naming
 * it (with the nearest known key), and an entry that is wrong leaves out that
 * server only, with a warning saying where — the other servers still start.
 * `patchbay.yml` stays strict (a typo there is an error), but the other
 * clients' keys it accepts are warned about the same way.
 */

import { isRecord } from "../util/is-record.js";
import type { ConfigProblem } from "./errors.js";
import { formatProblem } from "./errors.js";
import { type Located, locate } from "./locate.js";
import { FOREIGN_NOTES, type McpServerConfig, mcpServerSchema } from "./mcp-server-schema.js";
import { nearest } from "./suggest.js";
import { issuesToProblems, knownKeys } from "./validate.js";

export interface EntryWarning {
  file: string;
  line?: number;
  column?: number;
  message: string;
}

export function formatWarning(w: EntryWarning): string {
  const where = w.line ? `${w.file}:${w.line}${w.column ? `:${w.column}` : ""}` : w.file;
  return `${where}: ${w.message}`;
}

/** Warnings for the foreign keys an entry uses that Patchbay does not act on. */
export function foreignKeyWarnings(
  raw: unknown,
  at: readonly string[],
  file: string,
  located: Located | undefined,
): EntryWarning[] {
  if (!isRecord(raw)) return [];
  const out: EntryWarning[] = [];
  const note = (key: string, path: readonly string[], leaf: string) => {
    const text = FOREIGN_NOTES[key];
    if (!text) return;
    const pos = located && locate(located, path, leaf);
    out.push({ file, line: pos?.line, column: pos?.column, message: `${[...at, key].join(".")} ${text}` });
  };
  for (const key of Object.keys(raw)) note(key, at, key);
  if (isRecord(raw.oauth)) for (const key of Object.keys(raw.oauth)) note(`oauth.${key}`, [...at, "oauth"], key);
  return out;
}

/**
 * `.mcp.json`'s servers, each parsed on its own: unknown keys dropped with a
 * warning, a broken entry left out with a warning, the rest kept.
 */
export function lenientServers(
  entries: Record<string, unknown>,
  file: string,
  located: Located,
): { servers: Record<string, McpServerConfig>; warnings: EntryWarning[] } {
  const servers: Record<string, McpServerConfig> = {};
  const warnings: EntryWarning[] = [];
  const known = knownKeys(mcpServerSchema, []);
  for (const [name, raw] of Object.entries(entries)) {
    const at = ["mcpServers", name];
    if (!/^[A-Za-z0-9_.-]+$/.test(name)) {
      const pos = locate(located, ["mcpServers"], name);
      warnings.push({
        ...pos,
        file,
        message: `server "${name}" is not started: server names use letters, digits, _ . -`,
      });
      continue;
    }
    const entry = isRecord(raw) ? { ...raw } : raw;
    if (isRecord(entry)) {
      for (const key of Object.keys(entry)) {
        if (known.includes(key)) continue;
        delete entry[key];
        const pos = locate(located, at, key);
        const guess = nearest(key, known);
        warnings.push({
          file,
          line: pos?.line,
          column: pos?.column,
          message: `${[...at, key].join(".")}: unknown key \`${key}\`, ignored${guess ? ` (did you mean \`${guess}\`?)` : ""}`,
        });
      }
    }
    warnings.push(...foreignKeyWarnings(entry, at, file, located));
    const parsed = mcpServerSchema.safeParse(entry, { reportInput: true });
    if (parsed.success) {
      servers[name] = parsed.data;
      continue;
    }
    const problems = issuesToProblems(parsed.error.issues, mcpServerSchema, file, located, at);
    warnings.push(...problems.map((p) => notStarted(name, p)));
  }
  return { servers, warnings };
}

function notStarted(name: string, p: ConfigProblem): EntryWarning {
  const text = formatProblem({ ...p, file: "", line: undefined, column: undefined }).replace(/^: ?/, "");
  return {
    file: p.file,
    line: p.line,
    column: p.column,
    message: `${text} — server "${name}" is not started; the other servers are`,
  };
}
