/**
 * Warnings about approval rules that cannot do what their author meant, for
 * `patchbay config check`: rules another rule always overrides, tool globs that
 * name no tool, `paths`/`commands` on tools that have none, and invalid globs
 * (which createPolicy also refuses, as errors).
 */
import picomatch from "picomatch";
import type { ApprovalRule, Config } from "../config/schema.js";
import { sanitize } from "../mcp/names.js";
import { CORE_TOOLS, WEB_TOOLS } from "./builtins.js";
import { configRules, ruleProblems } from "./rules.js";

export interface LintOptions {
  /** Model-facing names of the MCP tools the servers actually offer, when known (`mcp list`). */
  mcpTools?: string[];
}

interface Entry {
  where: string;
  rule: ApprovalRule;
  effect: "allow" | "ask" | "deny";
  tools: string[];
}

const PATH_TOOLS = new Set([
  "read_file",
  "write_to_file",
  "replace_in_file",
  "apply_patch",
  "str_replace_based_edit_tool",
  "replace",
  "list_files",
  "search_files",
  "list_code_definition_names",
]);

function entryOf(rule: ApprovalRule, where: string): Entry {
  const effect = rule.deny !== undefined ? "deny" : rule.ask !== undefined ? "ask" : "allow";
  const pattern = rule[effect] ?? [];
  return { where, rule, effect, tools: typeof pattern === "string" ? [pattern] : pattern };
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j] ?? 0;
      row[j] = Math.min(cur + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length] ?? 0;
}

function knownTool(glob: string, servers: string[], mcpTools: string[] | undefined): boolean {
  const match = picomatch(glob, { dot: true });
  if ([...CORE_TOOLS].some((t) => match(t))) return true;
  if (mcpTools) return mcpTools.some((t) => match(t));
  // Without the servers' tool lists: the glob must fit mcp__<a configured server>__<something>.
  const m = glob.match(/^mcp__(.+?)__(.+)$/);
  if (m) return servers.some((s) => picomatch(m[1] ?? "", { dot: true })(s));
  return servers.some((s) => match(`mcp__${s}__x`) && /\*/.test(glob));
}

function unknownToolWarning(e: Entry, glob: string, servers: string[]): string {
  const near = [...CORE_TOOLS].map((t) => [t, distance(glob, t)] as const).sort((x, y) => x[1] - y[1])[0];
  const hint = near && near[1] <= 3 ? ` — did you mean "${near[0]}"?` : "";
  const mcp = servers.length ? `servers: ${servers.join(", ")}` : "no MCP servers are configured";
  return `${e.where}: "${glob}" matches no known tool${hint} (core tools are ${[...CORE_TOOLS].join(", ")}; MCP tools are mcp__<server>__<tool>, ${mcp})`;
}

function sameSet(a: string[] | undefined, b: string[] | undefined): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** The tools two rules both name, as far as globs tell: one equals or covers the other. */
function overlap(a: Entry, b: Entry): string | undefined {
  for (const x of a.tools)
    for (const y of b.tools) {
      if (x === y || picomatch(y, { dot: true })(x)) return x;
      if (picomatch(x, { dot: true })(y)) return y;
    }
  return undefined;
}

function scope(rule: ApprovalRule): string {
  if (rule.paths) return `paths ${rule.paths.join(", ")}`;
  if (rule.commands) return `commands ${rule.commands.join(", ")}`;
  if (rule.urls) return `urls ${rule.urls.join(", ")}`;
  return "every call";
}

function contradiction(allow: Entry, other: Entry): string | undefined {
  const tool = overlap(allow, other);
  if (!tool) return undefined;
  const covers =
    (!other.rule.paths && !other.rule.commands && !other.rule.urls) ||
    (sameSet(allow.rule.paths, other.rule.paths) &&
      sameSet(allow.rule.commands, other.rule.commands) &&
      sameSet(allow.rule.urls, other.rule.urls));
  if (!covers) return undefined;
  if (other.rule.annotations && !allow.rule.annotations) return undefined; // the other only covers read-only tools
  return `${allow.where} allows and ${other.where} ${other.effect === "deny" ? "denies" : "asks for"} ${tool} for ${scope(allow.rule)}: ${other.effect} always wins, so ${allow.where} has no effect there`;
}

export function lintRules(config: Config, opts: LintOptions = {}): string[] {
  const warnings: string[] = [];
  const entries = configRules(config).map(({ rule, where }) => entryOf(rule, where));
  const servers = Object.entries(config.mcp_servers)
    .filter(([, s]) => !s.disabled)
    .map(([name]) => sanitize(name));

  for (const e of entries) {
    const problems = ruleProblems(e.rule, e.where);
    warnings.push(...problems);
    if (problems.length) continue;
    for (const glob of e.tools)
      if (!knownTool(glob, servers, opts.mcpTools)) warnings.push(unknownToolWarning(e, glob, servers));
    if (e.rule.paths && e.rule.commands)
      warnings.push(
        `${e.where}: has both paths and commands; paths apply to file tools and commands to execute_command, so split it in two`,
      );
    if (e.rule.paths && e.tools.every((t) => t === "execute_command"))
      warnings.push(`${e.where}: execute_command has no paths, so \`paths\` never matches; use \`commands\``);
    if (e.rule.commands && e.tools.every((t) => PATH_TOOLS.has(t)))
      warnings.push(`${e.where}: ${e.tools.join(", ")} runs no command, so \`commands\` never matches; use \`paths\``);
    if (e.rule.urls && e.tools.every((t) => CORE_TOOLS.has(t) && !WEB_TOOLS.has(t)))
      warnings.push(
        `${e.where}: ${e.tools.join(", ")} reads no URL, so \`urls\` never matches (urls are for web_fetch and browser_action)`,
      );
    if (e.rule.urls && (e.rule.paths || e.rule.commands))
      warnings.push(
        `${e.where}: has urls together with paths or commands; a call is matched by one kind, so split the rule`,
      );
    if (e.rule.allow_redirects && e.effect !== "allow")
      warnings.push(`${e.where}: allow_redirects only means something on an allow rule`);
    if (e.rule.allow_options && e.effect !== "allow")
      warnings.push(`${e.where}: allow_options only means something on an allow rule`);
  }
  for (const a of entries.filter((e) => e.effect === "allow"))
    for (const o of entries.filter((e) => e.effect !== "allow")) {
      const w = contradiction(a, o);
      if (w) warnings.push(w);
    }
  return warnings;
}
