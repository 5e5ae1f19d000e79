/**
 * Approval rules compiled once from the config: `approval.rules` in order, and
 * each MCP server's Cline-style `autoApprove` list as allow rules. Every rule
 * keeps a label a user can find in the file, such as
 * `approval.rules[3] (deny write_to_file paths: .github/workflows/**)`.
 */
import picomatch from "picomatch";
import { globProblem } from "../config/glob.js";
import type { ApprovalRule, Config } from "../config/schema.js";
import { baseName } from "../mcp/names.js";
import { type CommandPattern, compileCommandPattern } from "./command-glob.js";
import { PolicyConfigError } from "./errors.js";
import type { Decision } from "./types.js";
import { compileUrlGlob, type UrlGlob, urlGlobProblem } from "./urls.js";

interface PathGlob {
  source: string;
  /** Case-sensitive match, for allow rules. */
  test(rel: string): boolean;
  /** Case-insensitive match, for deny/ask rules and protected paths (`.GIT/config` is `.git/config` on macOS). */
  testNoCase(rel: string): boolean;
  /** The literal directory or file the glob starts with ("" for `**` and the like). */
  base: string;
}

export interface CompiledRule {
  /** "approval.rules[3]" */
  where: string;
  /** where + a short form of the rule, for verdicts and messages. */
  label: string;
  effect: Decision;
  tools: string[];
  matchTool(name: string): boolean;
  paths?: PathGlob[];
  commands?: CommandPattern[];
  urls?: UrlGlob[];
  readOnly: boolean;
  allowRedirects: boolean;
  /** Hazardous options (shell/options.ts) this rule lets its commands use. */
  allowOptions: string[];
  reason?: string;
}

export interface RuleSet {
  rules: CompiledRule[];
  /** What an unmatched call gets. */
  fallback: Decision;
  /** False when the config has no `approval` section: the built-in defaults apply. */
  configured: boolean;
  /** Workspace-relative paths of Patchbay's own config files, protected from writes. */
  configFiles: string[];
}

function toolsOf(rule: ApprovalRule): { effect: Decision; tools: string[] } {
  const effect: Decision = rule.deny !== undefined ? "deny" : rule.ask !== undefined ? "ask" : "allow";
  const pattern = rule[effect] ?? [];
  return { effect, tools: typeof pattern === "string" ? [pattern] : pattern };
}

function normalizeGlob(glob: string): string {
  return glob.replace(/^(\.\/)+/, "");
}

/** Problems that make a rule unusable: invalid or never-matching globs. Empty when it is fine. */
export function ruleProblems(rule: ApprovalRule, where: string): string[] {
  const problems: string[] = [];
  for (const tool of toolsOf(rule).tools) {
    const bad = globProblem(tool);
    if (bad) problems.push(`${where}: the tool glob "${tool}" is invalid: ${bad}`);
    else if (!/^[A-Za-z0-9_\-*?[\]{},!|()+@.]+$/.test(tool))
      problems.push(
        `${where}: the tool glob "${tool}" has characters no tool name uses (tool names are letters, digits, _ and -)`,
      );
  }
  for (const glob of rule.paths ?? []) {
    const bad = globProblem(glob);
    if (bad)
      problems.push(
        `${where}: the path glob "${glob}" is invalid: ${bad} (escape a bracket that is part of a file name with a backslash)`,
      );
    else if (glob.startsWith("/"))
      problems.push(
        `${where}: the path glob "${glob}" is absolute; paths are relative to the repository root (write "${glob.replace(/^\/+/, "")}")`,
      );
    else if (normalizeGlob(glob).split("/").includes(".."))
      problems.push(
        `${where}: the path glob "${glob}" contains "..", which never matches: paths outside the workspace are always denied`,
      );
    else {
      try {
        picomatch.makeRe(normalizeGlob(glob), { dot: true });
      } catch (e) {
        problems.push(`${where}: the path glob "${glob}" is invalid (${e instanceof Error ? e.message : String(e)})`);
      }
    }
  }
  for (const command of rule.commands ?? []) {
    if (!command.trim()) problems.push(`${where}: an empty command pattern matches nothing`);
  }
  for (const url of rule.urls ?? []) {
    const bad = globProblem(url) ?? urlGlobProblem(url);
    if (bad) problems.push(`${where}: the URL glob ${bad.startsWith('"') ? bad : `"${url}" is invalid: ${bad}`}`);
  }
  return problems;
}

function compilePathGlob(source: string): PathGlob {
  const glob = normalizeGlob(source);
  const exact = picomatch(glob, { dot: true });
  const loose = picomatch(glob, { dot: true, nocase: true });
  return { source, test: (rel) => exact(rel), testNoCase: (rel) => loose(rel), base: picomatch.scan(glob).base };
}

function summary(effect: Decision, rule: ApprovalRule, tools: string[]): string {
  const parts = [`${effect} ${tools.length === 1 ? tools[0] : `[${tools.join(", ")}]`}`];
  if (rule.paths) parts.push(`paths: ${rule.paths.join(", ")}`);
  if (rule.commands) parts.push(`commands: ${rule.commands.join(", ")}`);
  if (rule.urls) parts.push(`urls: ${rule.urls.join(", ")}`);
  if (rule.annotations) parts.push(`annotations: ${rule.annotations}`);
  if (rule.allow_redirects) parts.push("allow_redirects");
  if (rule.allow_options) parts.push(`allow_options: ${rule.allow_options.join(", ")}`);
  const text = parts.join(" ");
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

export function compileRule(rule: ApprovalRule, where: string): CompiledRule {
  const { effect, tools } = toolsOf(rule);
  const matchers = tools.map((t) => picomatch(t, { dot: true }));
  return {
    where,
    label: `${where} (${summary(effect, rule, tools)})`,
    effect,
    tools,
    matchTool: (name) => matchers.some((m) => m(name)),
    paths: rule.paths ? rule.paths.map(compilePathGlob) : undefined,
    commands: rule.commands ? rule.commands.map(compileCommandPattern) : undefined,
    urls: rule.urls ? rule.urls.map(compileUrlGlob) : undefined,
    readOnly: rule.annotations === "read_only",
    allowRedirects: rule.allow_redirects === true,
    allowOptions: rule.allow_options ?? [],
    reason: rule.reason || undefined,
  };
}

/** The `approval.rules` list and `autoApprove` entries with their positions. */
export function configRules(config: Config): { rule: ApprovalRule; where: string }[] {
  const out = (config.approval?.rules ?? []).map((rule, i) => ({ rule, where: `approval.rules[${i}]` }));
  for (const [server, entry] of Object.entries(config.mcp_servers)) {
    if (entry.disabled) continue;
    entry.autoApprove.forEach((tool, i) => {
      out.push({ rule: { allow: baseName({ server, tool }) }, where: `mcp_servers.${server}.autoApprove[${i}]` });
    });
  }
  return out;
}

/** Compiles the config's rules; throws PolicyConfigError naming every unusable rule. */
export function compileRules(config: Config, configFiles: string[]): RuleSet {
  const entries = configRules(config);
  const problems = entries.flatMap((e) => ruleProblems(e.rule, e.where));
  if (problems.length) throw new PolicyConfigError(problems);
  return {
    rules: entries.map((e) => compileRule(e.rule, e.where)),
    fallback: config.approval?.default ?? "ask",
    configured: config.approval !== undefined,
    configFiles,
  };
}
