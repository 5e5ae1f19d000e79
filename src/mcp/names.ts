/**
 * Model-facing names for MCP tools (docs/decisions/0004-tool-names-and-failures-as-results.md): `mcp__<server>__<tool>`,
 * restricted to [A-Za-z0-9_-] and 64 characters, which every model provider
 * accepts. Pure, so the mapping is table-tested and identical on every run:
 * the same servers and tools always get the same names, whatever order they
 * connected in.
 */
import { createHash } from "node:crypto";

export const MAX_TOOL_NAME = 64;
const PREFIX = "mcp__";

export interface ToolRef {
  server: string;
  tool: string;
}

export interface MappedTool extends ToolRef {
  /** Model-facing name, unique within one mapping. */
  name: string;
}

/** Replaces every character outside [A-Za-z0-9_-] with `_`. */
export function sanitize(part: string): string {
  return part.replace(/[^A-Za-z0-9_-]/g, "_");
}

/** Six hex characters of a hash of the real identity: short, stable, and different for different tools. */
function shortHash(ref: ToolRef, salt = 0): string {
  return createHash("sha256").update(`${ref.server}\u0000${ref.tool}\u0000${salt}`).digest("hex").slice(0, 6);
}

function withSuffix(base: string, suffix: string): string {
  return `${base.slice(0, MAX_TOOL_NAME - suffix.length - 1)}_${suffix}`;
}

/** The name a tool gets when nothing collides with it. */
export function baseName(ref: ToolRef): string {
  const full = `${PREFIX}${sanitize(ref.server)}__${sanitize(ref.tool)}`;
  return full.length <= MAX_TOOL_NAME ? full : withSuffix(full, shortHash(ref));
}

/**
 * Names for a set of tools. Collisions (after sanitizing or cutting) are
 * resolved deterministically: refs are ordered by (server, tool); the first
 * keeps the plain name and later ones get a hash suffix of their real identity.
 */
export function mapToolNames(refs: ToolRef[]): MappedTool[] {
  const ordered = [...refs].sort((a, b) => compare(a.server, b.server) || compare(a.tool, b.tool));
  const taken = new Set<string>();
  const out: MappedTool[] = [];
  for (const ref of ordered) {
    let name = baseName(ref);
    for (let salt = 0; taken.has(name); salt++) name = withSuffix(baseName(ref), shortHash(ref, salt));
    taken.add(name);
    out.push({ ...ref, name });
  }
  return out;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Lookup from model-facing name back to the real server and tool. */
export class ToolNameMap {
  private readonly byName = new Map<string, ToolRef>();
  private readonly byRef = new Map<string, string>();

  constructor(refs: ToolRef[]) {
    for (const mapped of mapToolNames(refs)) {
      this.byName.set(mapped.name, { server: mapped.server, tool: mapped.tool });
      this.byRef.set(`${mapped.server}\u0000${mapped.tool}`, mapped.name);
    }
  }

  resolve(name: string): ToolRef | undefined {
    return this.byName.get(name);
  }

  nameOf(server: string, tool: string): string | undefined {
    return this.byRef.get(`${server}\u0000${tool}`);
  }
}

/**
 * The configured server a model-facing name (`mcp__<server>__<tool>`) belongs to:
 * the one whose sanitized name the prefix spells, the longest should one prefix another.
 */
export function serverOfToolName(name: string, servers: readonly string[]): string | undefined {
  return servers
    .filter((server) => name.startsWith(`mcp__${sanitize(server)}__`))
    .sort((a, b) => sanitize(b).length - sanitize(a).length)[0];
}
