/**
 * The progress comment, as a pure function of the events so far (and the outcome
 * once there is one). Posting it is comments.ts's job; pacing is the reporter's.
 */

import path from "node:path";
import { costLabel, durationLabel, modelOf } from "../../agent/models/labels.js";
import type { ReportLinks } from "../../agent/reporter.js";
import { emptyUsage, type Outcome, type SessionEvent } from "../../agent/types.js";
import { addUsage, usageLabel } from "../../agent/usage.js";
import { describeInput } from "../../tools/describe-input.js";
import { PATCHBAY_MARKER } from "../marker.js";

export interface ProgressOptions {
  /** `https://github.com/o/r`: commit links are `${repoUrl}/commit/<sha>`. */
  repoUrl: string;
  /** Trigger phrase, for the "how to answer" lines. */
  phrase?: string;
  /** Shown in the hidden marker so a later run can find this run's comment. */
  runId?: string;
  links?: ReportLinks;
  /** Most recent calls listed; older ones are counted. */
  maxCalls?: number;
  /** The time of this rendering (ms): the footer's duration runs from the start event to it. */
  now?: number;
}

/** GitHub rejects comments over 65,536 characters. */
export const MAX_COMMENT_CHARS = 60_000;

type ToolEvent = Extract<SessionEvent, { type: "tool" }>;

interface CallLine {
  step: number;
  name: string;
  input: unknown;
  done?: ToolEvent;
}

function runMarker(runId?: string): string {
  return runId ? `${PATCHBAY_MARKER}\n<!-- patchbay-run: ${runId.replace(/-->/g, "")} -->` : PATCHBAY_MARKER;
}

export function renderProgress(
  events: readonly SessionEvent[],
  outcome: Outcome | undefined,
  opt: ProgressOptions,
): string {
  const phrase = opt.phrase ?? "@patchbay";
  const calls = collectCalls(events);
  const cost = lastCost(events, outcome);
  const out: string[] = [];

  out.push(outcome ? `### ${headline(outcome)}` : "### 🔄 Patchbay is working on this");
  out.push("");
  if (outcome) out.push(neutralize(outcome.message), "");

  if (outcome?.kind === "awaiting_approval" && outcome.pending) out.push(...renderPending(outcome, phrase), "");
  if (outcome?.kind === "needs_input" && outcome.result) {
    out.push("**Question:**", "", quote(outcome.result), "", `Answer with \`${phrase} <your answer>\`.`, "");
  }
  if (outcome && outcome.kind !== "needs_input" && outcome.result) {
    out.push("**Summary:**", "", quote(outcome.result), "");
  }

  const max = opt.maxCalls ?? 50;
  if (calls.length > 0) {
    const shown = calls.slice(-max);
    if (calls.length > shown.length) out.push(`_… ${calls.length - shown.length} earlier tool calls not shown_`);
    for (const c of shown) out.push(callLine(c, opt.repoUrl, outcome, opt.links?.renamed));
    out.push("");
  }

  // sandbox.mode off, no sandbox available, hosts the egress proxy refused: people must see these.
  const sandboxWarnings = events.flatMap((e) =>
    e.type === "log" && e.source === "sandbox" && e.level === "warning" ? [e.message] : [],
  );
  if (sandboxWarnings.length > 0) out.push(...sandboxWarnings.map((m) => `> ⚠️ ${neutralize(m)}`), "");
  // Each MCP sampling request a server made of the run's model (run/stages/sampling.ts), as the issue asks people to see them.
  const sampled = events.flatMap((e) => (e.type === "log" && e.source === "mcp-sampling" ? [e.message] : []));
  if (sampled.length > 0) out.push(...sampled.slice(-10).map((m) => `> 🤖 ${neutralize(m)}`), "");

  out.push(`<sub>${footer(events, outcome, calls, cost, opt.now)}</sub>`);

  if (opt.links?.details) out.push("", opt.links.details);
  const links = renderLinks(opt.links);
  if (links) out.push("", links);
  out.push("", runMarker(opt.runId));
  return fitComment(out.join("\n"));
}

/**
 * What the run did and cost, where people look: turns, calls, checkpoints,
 * tokens (in, from and to the cache, out), cost and how long it has taken.
 */
function footer(
  events: readonly SessionEvent[],
  outcome: Outcome | undefined,
  calls: readonly CallLine[],
  cost: number,
  now: number | undefined,
): string {
  const turns = outcome?.turns ?? events.filter((e) => e.type === "turn").length;
  const commits = outcome?.commits.length ?? calls.filter((c) => c.done?.checkpoint).length;
  // The session's figures once it has ended (as the job summary and the console give them); its turns' so far.
  const usage = outcome?.usage ?? events.reduce((u, e) => (e.type === "turn" ? addUsage(u, e.usage) : u), emptyUsage());
  const start = events.find((e) => e.type === "start");
  const began = start?.type === "start" ? Date.parse(start.time) : Number.NaN;
  const parts = [
    `${turns} turns`,
    `${calls.length} tool calls`,
    `${commits} checkpoints`,
    `${usageLabel(usage)} tokens`,
    costLabel(cost, modelOf(events), 2),
    ...(now !== undefined && Number.isFinite(began) ? [durationLabel(now - began)] : []),
  ];
  return parts.join(" · ");
}

function headline(o: Outcome): string {
  switch (o.kind) {
    case "completed":
      return "✅ Patchbay finished";
    case "no_changes":
      return "✅ Patchbay finished — no changes were needed";
    case "needs_input":
      return "❓ Patchbay needs your input";
    case "awaiting_approval":
      return "⏸ Patchbay is waiting for approval";
    case "budget_exceeded":
      return `⚠️ Patchbay stopped: ${o.limit ?? "a limit"} reached`;
    case "stuck":
      return "⚠️ Patchbay stopped: stuck after failed calls in a row";
    case "cancelled":
      return "⏹ Patchbay was cancelled";
    case "skipped":
      return "⏭ Patchbay skipped this request";
    case "failed":
      return "❌ Patchbay failed";
    case "invalid_output":
      return "❌ Patchbay's result did not match the output schema";
  }
}

function collectCalls(events: readonly SessionEvent[]): CallLine[] {
  const byStep = new Map<number, CallLine>();
  for (const e of events) {
    if (e.type === "tool_start") byStep.set(e.step, { step: e.step, name: e.name, input: e.input });
    if (e.type === "tool") byStep.set(e.step, { step: e.step, name: e.name, input: e.input, done: e });
  }
  return [...byStep.values()].sort((a, b) => a.step - b.step);
}

function lastCost(events: readonly SessionEvent[], outcome?: Outcome): number {
  if (outcome) return outcome.costUsd;
  let cost = 0;
  for (const e of events) if (e.type === "turn") cost = e.total_cost_usd;
  return cost;
}

function callLine(c: CallLine, repoUrl: string, outcome?: Outcome, renamed?: Record<string, string>): string {
  const what = `\`${c.name}\` ${code(describeInput(c.input))}`;
  if (!c.done) {
    const stoppedHere = outcome?.kind === "awaiting_approval" && outcome.pending?.name === c.name;
    return `- ${stoppedHere ? "⏸" : outcome ? "⏹" : "⏳"} ${what}`;
  }
  const d = c.done;
  // A pending call that a person then refused (`@patchbay deny`) is done, not paused.
  const refused = d.decision === "ask" && !d.ok && d.rule.endsWith("(denied)");
  const icon = d.decision === "ask" && !d.ok && !refused ? "⏸" : d.ok ? "✅" : "❌";
  const denied =
    d.decision === "deny" ? ` — denied by ${code(d.rule)}` : refused ? " — denied when asked for approval" : "";
  // A checkpoint replayed onto someone else's push is shown by its id on the pushed branch.
  const sha = d.checkpoint ? (renamed?.[d.checkpoint] ?? d.checkpoint) : null;
  const commit = sha ? ` — [\`${sha.slice(0, 7)}\`](${repoUrl}/commit/${sha})` : "";
  // A fetched URL and its size, a browser step; a screenshot is named (the job summary links the artifacts).
  const detail = d.detail ? ` — ${code(d.detail.slice(0, 160))}` : "";
  const shots = d.artifacts?.length ? ` — 📷 ${d.artifacts.map((a) => code(path.basename(a))).join(", ")}` : "";
  return `- ${icon} ${what}${denied}${detail}${shots}${commit}`;
}

function renderPending(o: Outcome, phrase: string): string[] {
  const p = o.pending;
  if (!p) return [];
  const out = [
    `**Pending call:** \`${p.name}\` ${code(describeInput(p.input, 200))}`,
    `**Asked by:** ${code(p.rule)}${p.reason ? ` — ${neutralize(p.reason)}` : ""}`,
    "",
    `To run it, comment \`${phrase} approve\`. To refuse, comment \`${phrase} deny <why>\`; the reason is passed to the agent.`,
  ];
  if (p.suggestion) {
    out.push(
      "",
      "To allow calls like this from now on, add this rule to `.github/patchbay.yml`:",
      "",
      fence(p.suggestion, "yaml"),
    );
  }
  return out;
}

function renderLinks(links?: ReportLinks): string {
  if (!links) return "";
  const parts: string[] = [];
  if (links.prUrl) parts.push(`[Pull request](${links.prUrl})`);
  if (links.branch)
    parts.push(links.branchUrl ? `branch [\`${links.branch}\`](${links.branchUrl})` : `branch \`${links.branch}\``);
  if (links.patchUrl) parts.push(`[Patch](${links.patchUrl})`);
  if (links.runUrl) parts.push(`[Workflow run](${links.runUrl})`);
  return parts.join(" · ");
}

/** An inline code span that its content cannot break out of. */
export function code(text: string): string {
  const runs = text.match(/`+/g) ?? [];
  const ticks = "`".repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

function fence(text: string, lang = ""): string {
  const runs = text.match(/`{3,}/g) ?? [];
  const ticks = "`".repeat(Math.max(2, ...runs.map((r) => r.length)) + 1);
  return `${ticks}${lang}\n${text}\n${ticks}`;
}

/** Model-written text: no @mentions that ping people, no hidden markers that hide the rest. */
export function neutralize(text: string): string {
  return text.replace(/<!--/g, "&lt;!--").replace(/(^|[^\w`])@(?=[A-Za-z0-9])/g, "$1@\u200B");
}

function quote(text: string): string {
  return neutralize(text)
    .split("\n")
    .map((l) => `> ${l}`)
    .join("\n");
}

function fitComment(body: string): string {
  if (body.length <= MAX_COMMENT_CHARS) return body;
  const marker = body.slice(body.lastIndexOf(PATCHBAY_MARKER));
  return `${body.slice(0, MAX_COMMENT_CHARS - marker.length - 60)}\n\n_… cut to fit GitHub's comment limit_\n\n${marker}`;
}
