/**
 * The approval decision (docs/decisions/0003-approval-is-a-pure-decision.md) as one pure function of the rules, the call
 * and a read-only view of the file system. A call is split into the things it
 * touches — each path, each command segment, or just the call — and every one
 * must be allowed. Per item the order is fixed whatever the rule order: a
 * matching deny wins, then ask, then allow; built-in allows come last, and an
 * item nothing matches falls to `approval.default`.
 */
import type { ApprovalRule } from "../config/schema.js";
import {
  CONTROL_TOOLS,
  CORE_WRITE_TOOLS,
  INSTALL_SETTINGS_WHY,
  installSettingsFile,
  PROTECTED_WHY,
  protectedArea,
  READ_ONLY_CORE_TOOLS,
} from "./builtins.js";
import { type FsView, resolvePath } from "./paths.js";
import type { CompiledRule, RuleSet } from "./rules.js";
import type { ShSyntaxApi } from "./shell/ast.js";
import { showHidden } from "./shell/characters.js";
import { analyzeCommand } from "./shell/segments.js";
import type { Hazard, Segment } from "./shell/types.js";
import { type NotAllowed, ruleYaml, suggestRule } from "./suggest.js";
import type { Decision, PolicyCall, PolicyVerdict } from "./types.js";
import { canonicalUrl } from "./urls.js";

export interface DecideContext {
  /** Absolute, symlink-free workspace root. */
  workspace: string;
  fs: FsView;
  /** The loaded shell parser; needed for calls that carry a command. */
  shell?: ShSyntaxApi;
}

type Item = NotAllowed;

interface ItemVerdict {
  item: Item;
  decision: Decision | "none" | "neutral";
  rule: string;
  reason?: string;
  /** The user deny rule, when one decided. */
  by?: CompiledRule;
}

export interface DetailedVerdict {
  verdict: PolicyVerdict;
  /** The rule that would allow the call next time; undefined when no rule can. */
  allowRule?: ApprovalRule;
}

function describe(item: Item): string {
  if (item.kind === "path") return `the path ${item.rel}`;
  if (item.kind === "call") return "the call";
  if (item.kind === "url") return `the URL ${item.url}`;
  const via = item.seg.via ? ` (inside ${item.seg.via})` : "";
  return `the command \`${showHidden(item.seg.text)}\`${via}`;
}

function fixed(decision: Decision, rule: string, reason: string, note?: string): DetailedVerdict {
  return {
    verdict: {
      decision,
      rule,
      reason,
      suggestion: decision !== "allow" ? `# no rule can allow this: ${note ?? reason}` : undefined,
    },
  };
}

function matches(rule: CompiledRule, item: Item, loose: boolean): boolean {
  switch (item.kind) {
    case "path":
      return rule.paths
        ? rule.paths.some((g) => (loose ? g.testNoCase(item.rel) : g.test(item.rel)))
        : !rule.commands && !rule.urls;
    case "segment":
      return rule.commands
        ? rule.commands.some((p) =>
            loose ? p.test(item.seg.text) || p.test(item.seg.raw) : p.test(p.asWritten ? item.seg.raw : item.seg.text),
          )
        : !rule.paths && !rule.urls;
    case "url":
      return rule.urls
        ? rule.urls.some((g) => (loose ? g.testNoCase(item.url) : g.test(item.url)))
        : !rule.paths && !rule.commands;
    case "call":
      return !rule.paths && !rule.commands && !rule.urls;
  }
}

/** The hazard this allow rule does not allow, or undefined when it allows the segment with all of them. */
function unallowedHazard(rule: CompiledRule, seg: Segment): Hazard | undefined {
  const pattern = rule.commands?.find((p) => p.asWritten && p.test(seg.raw));
  const named = rule.commands?.filter((p) => p.test(seg.text)) ?? [];
  return seg.hazards.find((h) => {
    if (h.kind === "substitution") return pattern?.allowsSubstitution !== true;
    if (h.kind === "option")
      return !(h.option && (rule.allowOptions.includes(h.option) || named.some((p) => p.names.has(h.option ?? ""))));
    return !(rule.allowRedirects || pattern?.allowsRedirects === true);
  });
}

/** An allow rule that allows this segment together with its redirects, substitutions and hazardous options. */
function allowsWithHazards(rule: CompiledRule, seg: Segment): boolean {
  const item: Item = { kind: "segment", seg };
  return matches(rule, item, false) && unallowedHazard(rule, seg) === undefined;
}

function hazardRule(segment: Segment, applicable: CompiledRule[]): { rule: string; reason: string } {
  const seg = { ...segment, text: showHidden(segment.text), raw: showHidden(segment.raw) };
  // Name the allow rule whose glob matches, so the fix is one key on a rule the user can find.
  const near = applicable.find((r) => r.effect === "allow" && matches(r, { kind: "segment", seg: segment }, false));
  const h = (near && unallowedHazard(near, segment)) ?? seg.hazards[0];
  if (h?.kind === "option") {
    const by = near ? `${near.where} allows \`${seg.text}\` but does not name ${h.option}` : "no rule names it";
    return {
      rule: "built-in: hazardous option",
      reason: `\`${seg.text}\` uses ${h.option}${h.text === h.option ? "" : ` (${h.text})`}, which ${h.why}; ${by} — allow it with allow_options: [${JSON.stringify(h.option)}] on an allow rule, or a command pattern written with it`,
    };
  }
  if (h?.kind === "substitution") {
    const what = /^[<>]\(/.test(h.text) ? "process" : "command";
    return {
      rule: "built-in: substitution",
      reason: `\`${seg.text}\` uses ${what} substitution ${h.text}, which needs an allow rule with a command pattern written with it (e.g. "${seg.raw}")`,
    };
  }
  const what =
    h?.kind === "heredoc" ? `a here-document (${h.text.split(" ")[0]})` : `a redirect to a file (${h?.text})`;
  return {
    rule: `built-in: ${h?.kind ?? "redirect"}`,
    reason: `\`${seg.text}\` uses ${what}, which needs an allow rule with allow_redirects: true or a command pattern written with it`,
  };
}

function judgeItem(rules: RuleSet, applicable: CompiledRule[], call: PolicyCall, item: Item): ItemVerdict {
  const deny = applicable.find((r) => r.effect === "deny" && matches(r, item, true));
  if (deny) return { item, decision: "deny", rule: deny.label, by: deny, reason: deny.reason || undefined };
  if (item.kind === "segment" && item.seg.hazards.length) {
    const ok = applicable.find((r) => r.effect === "allow" && allowsWithHazards(r, item.seg));
    if (!ok) return { item, decision: "deny", ...hazardRule(item.seg, applicable) };
  }
  const ask = applicable.find((r) => r.effect === "ask" && matches(r, item, true));
  if (ask) return { item, decision: "ask", rule: ask.label, reason: ask.reason || undefined };
  const allow = applicable.find(
    (r) =>
      r.effect === "allow" &&
      (item.kind === "segment" && item.seg.hazards.length ? allowsWithHazards(r, item.seg) : matches(r, item, false)),
  );
  if (allow) return { item, decision: "allow", rule: allow.label };
  if (item.kind === "segment" && item.seg.wrapper) return { item, decision: "neutral", rule: "" };
  // The text editor's `view` is a read like read_file's, whichever tool carries it.
  if (READ_ONLY_CORE_TOOLS.has(call.tool) || (call.access.kind === "read" && CORE_WRITE_TOOLS.has(call.tool)))
    return { item, decision: "allow", rule: "built-in: read-only tool inside the workspace" };
  if (!rules.configured && CORE_WRITE_TOOLS.has(call.tool))
    return { item, decision: "allow", rule: "built-in: file writes inside the workspace (no approval section)" };
  return { item, decision: "none", rule: "" };
}

/** True when a user allow rule for this tool names the protected path itself, not a catch-all glob. */
function explicitlyAllowed(applicable: CompiledRule[], rel: string, area: string, configFiles: string[]): boolean {
  return applicable.some(
    (r) =>
      r.effect === "allow" &&
      r.paths?.some((g) => g.test(rel) && g.base !== "" && protectedArea(g.base, configFiles) === area),
  );
}

/** True when a user allow rule names this very file (a glob with the file in its static part), not a catch-all. */
function namesFile(applicable: CompiledRule[], rel: string): boolean {
  return applicable.some((r) => r.effect === "allow" && r.paths?.some((g) => g.test(rel) && g.base === rel));
}

function collectItems(call: PolicyCall, ctx: DecideContext): Item[] | DetailedVerdict {
  const items: Item[] = [];
  for (const input of call.access.paths ?? []) {
    const resolved = resolvePath(ctx.fs, ctx.workspace, input);
    if (!resolved.ok) return fixed("deny", "built-in: outside the workspace", resolved.reason);
    items.push({ kind: "path", rel: resolved.rel });
  }
  for (const input of call.access.urls ?? []) {
    const url = canonicalUrl(input);
    if (!url.ok) return fixed("deny", "built-in: unusable URL", url.reason);
    items.push({ kind: "url", url: url.url });
  }
  const command = call.access.command;
  if (command !== undefined) {
    if (!ctx.shell)
      return fixed(
        "deny",
        "built-in: no shell parser",
        "the shell parser was not loaded, so the command cannot be judged",
      );
    const analysis = analyzeCommand(ctx.shell, command);
    if (!analysis.ok)
      return fixed(
        "deny",
        analysis.character ? "built-in: hidden character" : "built-in: unparseable command",
        analysis.error,
      );
    for (const seg of analysis.segments) {
      if (seg.refusal) return fixed("deny", "built-in: command cannot be judged", `\`${seg.text}\`: ${seg.refusal}`);
      for (const target of seg.targets) {
        if (target === "")
          return fixed(
            "deny",
            "built-in: redirect target unknown",
            `\`${seg.raw}\` redirects to a file whose name is only known at run time`,
          );
        const resolved = resolvePath(ctx.fs, ctx.workspace, target);
        if (!resolved.ok) return fixed("deny", "built-in: outside the workspace", `\`${seg.raw}\`: ${resolved.reason}`);
      }
      items.push({ kind: "segment", seg });
    }
  }
  return items.length ? items : [{ kind: "call" }];
}

export function decideDetailed(rules: RuleSet, call: PolicyCall, ctx: DecideContext): DetailedVerdict {
  if (CONTROL_TOOLS.has(call.tool))
    return fixed(
      "allow",
      "built-in: control tool",
      `${call.tool} ends the turn or asks the user; it is always allowed`,
    );
  const collected = collectItems(call, ctx);
  if (!Array.isArray(collected)) return collected;
  const detailed = judgeItems(rules, call, collected);
  const paths = collected.flatMap((item) => (item.kind === "path" ? [item.rel] : []));
  return paths.length ? { ...detailed, verdict: { ...detailed.verdict, paths } } : detailed;
}

function judgeItems(rules: RuleSet, call: PolicyCall, items: Item[]): DetailedVerdict {
  const applicable = rules.rules.filter(
    (r) => r.matchTool(call.tool) && (!r.readOnly || call.annotations?.readOnlyHint === true),
  );

  for (const item of items) {
    if (item.kind !== "path") continue;
    const area = protectedArea(item.rel, rules.configFiles);
    // Reads are fine except inside .git, whose config may hold the checkout's credentials.
    if (!area || (call.access.kind === "read" && area !== ".git")) continue;
    if (explicitlyAllowed(applicable, item.rel, area, rules.configFiles)) continue;
    if (applicable.some((r) => r.effect === "deny" && matches(r, item, true))) break; // a user deny decides below, with its own label
    const allowRule = suggestRule(call.tool, [item]);
    const verb = call.access.kind === "read" ? "read" : "changed";
    return {
      verdict: {
        decision: "deny",
        rule: "built-in: protected path",
        reason: `${item.rel} is ${PROTECTED_WHY[area] ?? "Patchbay's own configuration"}; it is ${verb} only when an allow rule names it`,
        suggestion: ruleYaml(allowRule),
      },
      allowRule,
    };
  }

  const verdicts = items.map((item) => judgeItem(rules, applicable, call, item));
  // Install settings are asked for unless an allow rule names the file itself (a user deny still wins below).
  if (call.access.kind !== "read")
    for (const v of verdicts) {
      if (v.item.kind !== "path" || v.decision === "deny" || v.decision === "ask") continue;
      const file = installSettingsFile(v.item.rel);
      if (!file || namesFile(applicable, v.item.rel)) continue;
      v.decision = "ask";
      v.rule = "built-in: install settings";
      v.reason = `${v.item.rel} is an install settings file (${file}): ${INSTALL_SETTINGS_WHY}; an allow rule that names it lets it through without asking`;
    }
  const unallowed = verdicts.filter((v) => v.decision !== "allow" && v.decision !== "neutral").map((v) => v.item);
  const allowRule = suggestRule(call.tool, unallowed);
  const suggestion = (by?: CompiledRule) =>
    (by ? `# ${by.where} denies this and a deny always wins: remove or narrow it first\n` : "") + ruleYaml(allowRule);

  const denied = verdicts.find((v) => v.decision === "deny");
  if (denied) {
    const reason = denied.by
      ? `${describe(denied.item)} is denied by ${denied.rule}${denied.reason ? `: ${denied.reason}` : ""}`
      : (denied.reason ?? `${describe(denied.item)} is denied`);
    return { verdict: { decision: "deny", rule: denied.rule, reason, suggestion: suggestion(denied.by) }, allowRule };
  }
  const asked = verdicts.find((v) => v.decision === "ask");
  if (asked) {
    const reason = `${describe(asked.item)} needs approval (${asked.rule})${asked.reason ? `: ${asked.reason}` : ""}`;
    return { verdict: { decision: "ask", rule: asked.rule, reason, suggestion: suggestion() }, allowRule };
  }
  const unmatched = verdicts.find((v) => v.decision === "none");
  if (unmatched) {
    const decision = rules.configured ? rules.fallback : "ask";
    const rule = rules.configured ? "approval.default" : "built-in: default (no approval section)";
    const reason = `no rule allows ${describe(unmatched.item)} for ${call.tool}, so it gets the default: ${decision}`;
    return {
      verdict: { decision, rule, reason, suggestion: decision !== "allow" ? suggestion() : undefined },
      allowRule: decision !== "allow" ? allowRule : undefined,
    };
  }
  const labels = [...new Set(verdicts.filter((v) => v.decision === "allow").map((v) => v.rule))];
  return {
    verdict: {
      decision: "allow",
      rule: labels.join(" + ") || "built-in",
      reason: `allowed by ${labels.join(" and ")}`,
    },
  };
}

/** The verdict for one call: pure, and the same whatever order the rules are in. */
export function decide(rules: RuleSet, call: PolicyCall, ctx: DecideContext): PolicyVerdict {
  return decideDetailed(rules, call, ctx).verdict;
}
