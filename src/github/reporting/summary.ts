/**
 * The job summary (docs/decisions/0006-the-action-surface.md): tool calls as a table, tokens, cost, timing and
 * a Mermaid timeline. `renderJobSummary` is pure; `SummaryRecorder` is a
 * Reporter that timestamps events as they arrive so the timeline has real times.
 * Writing to GITHUB_STEP_SUMMARY is the action's job.
 */

import path from "node:path";
import { costLabel, modelOf } from "../../agent/models/labels.js";
import type { Reporter, ReportLinks } from "../../agent/reporter.js";
import type { Outcome, SessionEvent } from "../../agent/types.js";
import { cacheShare, inputTotal } from "../../agent/usage.js";
import type { Redactor } from "../../secrets/redactor.js";
import { describeInput } from "../../tools/describe-input.js";

export interface TimedEvent {
  /** Milliseconds since the epoch when the event was seen. */
  at: number;
  event: SessionEvent;
}

export interface SummaryOptions {
  /** `https://github.com/o/r`, for checkpoint links. */
  repoUrl?: string;
  links?: ReportLinks;
  /** Rows listed in the table; the rest are counted. */
  maxRows?: number;
  /** The summary is public: tool inputs and messages are redacted before they are written. */
  redactor?: Redactor;
}

type ToolEvent = Extract<SessionEvent, { type: "tool" }>;

/** The artifact the recommended workflow uploads the `artifacts` output as (examples/workflows). */
const ARTIFACT_NAME = "patchbay-artifacts";

export function renderJobSummary(events: readonly TimedEvent[], outcome: Outcome, opt: SummaryOptions = {}): string {
  const tools = events.flatMap((t) => (t.event.type === "tool" ? [{ at: t.at, e: t.event }] : []));
  const first = events[0]?.at;
  const last = events.at(-1)?.at;
  const out = [`## Patchbay: ${outcome.kind.replace(/_/g, " ")}`, "", cell(outcome.message), ""];

  const u = outcome.usage;
  out.push(
    "| turns | tool calls | checkpoints | input tokens | from cache | written to cache | output tokens | cost | time |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    `| ${outcome.turns} | ${tools.length} | ${outcome.commits.length} | ${inputTotal(u)} | ${u.cacheReadTokens} (${Math.round(cacheShare(u) * 100)} %) | ${u.cacheWriteTokens} | ${u.outputTokens} | ${costLabel(outcome.costUsd, modelOf(events.map((t) => t.event)))} | ${first !== undefined && last !== undefined ? seconds(last - first) : "—"} |`,
    "",
  );

  const links = opt.links;
  const linkParts = [
    links?.prUrl && `[pull request](${links.prUrl})`,
    links?.branch && `branch \`${links.branch}\``,
    links?.runUrl && `[workflow run](${links.runUrl})`,
  ].filter(Boolean);
  if (linkParts.length > 0) out.push(linkParts.join(" · "), "");

  if (tools.length > 0)
    out.push(
      "### Tool calls",
      "",
      ...toolTable(
        tools.map((t) => t.e),
        opt,
      ),
      "",
    );
  const shots = tools.flatMap((t) => (t.e.artifacts ?? []).map((file) => ({ step: t.e.step, file })));
  if (shots.length > 0) {
    const where = links?.runUrl
      ? `the run's artifacts ([${ARTIFACT_NAME}](${links.runUrl}#artifacts))`
      : `the run's artifacts (${ARTIFACT_NAME})`;
    out.push(
      "### Screenshots",
      "",
      `Saved in ${where}:`,
      "",
      ...shots.map((s) => `- step ${s.step}: \`${cell(path.basename(s.file))}\``),
      "",
    );
  }
  const sandbox = events.flatMap((t) => (t.event.type === "log" && t.event.source === "sandbox" ? [t.event] : []));
  if (sandbox.length > 0)
    out.push("### Sandbox", "", ...sandbox.map((e) => `- ${e.level === "warning" ? "⚠️ " : ""}${cell(e.message)}`), "");
  if (first !== undefined) out.push("### Timeline", "", ...timeline(events, first), "");
  const markdown = out.join("\n");
  return opt.redactor ? opt.redactor.redact(markdown) : markdown;
}

function toolTable(tools: ToolEvent[], opt: SummaryOptions): string[] {
  const max = opt.maxRows ?? 200;
  const rows = ["| step | tool | input | decision | ok | checkpoint | duration |", "|---:|---|---|---|:-:|---|---:|"];
  for (const e of tools.slice(0, max)) {
    // A checkpoint replayed onto someone else's push is shown by its id on the pushed branch.
    const checkpoint = e.checkpoint ? (opt.links?.renamed?.[e.checkpoint] ?? e.checkpoint) : null;
    const sha = checkpoint
      ? opt.repoUrl
        ? `[\`${checkpoint.slice(0, 7)}\`](${opt.repoUrl}/commit/${checkpoint})`
        : `\`${checkpoint.slice(0, 7)}\``
      : "";
    rows.push(
      `| ${e.step} | \`${cell(e.name)}\` | ${cell(describeInput(e.input, 60))} | ${e.decision} | ${e.ok ? "✅" : "❌"} | ${sha} | ${seconds(e.duration_ms)} |`,
    );
  }
  if (tools.length > max) rows.push(`| | … ${tools.length - max} more calls | | | | | |`);
  return rows;
}

/**
 * A Mermaid gantt chart: each model turn spans from the end of the previous
 * step to its own event; each tool call spans its measured duration.
 */
function timeline(events: readonly TimedEvent[], start: number): string[] {
  const lines = ["```mermaid", "gantt", "  dateFormat x", "  axisFormat %M:%S", "  section Turns"];
  const tools: string[] = ["  section Tool calls"];
  let cursor = 0;
  let n = 0;
  for (const { at, event } of events) {
    const t = Math.max(0, at - start);
    if (event.type === "turn") {
      lines.push(`  Turn ${event.turn} : t${n++}, ${cursor}, ${Math.max(t, cursor + 1)}`);
      cursor = t;
    } else if (event.type === "tool") {
      const from = Math.max(cursor, t - event.duration_ms);
      const tag = event.ok ? "done" : "crit";
      tools.push(`  ${mermaidText(event.name)} (${event.step}) : ${tag}, s${n++}, ${from}, ${Math.max(t, from + 1)}`);
      cursor = t;
    }
  }
  if (n > 400) return ["(timeline left out: more than 400 steps)"];
  return [...lines, ...(tools.length > 1 ? tools : []), "```"];
}

function mermaidText(text: string): string {
  return text.replace(/[:;#\n]/g, " ").slice(0, 60);
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Records events with their arrival time; `render` gives the summary once the run is over. */
export class SummaryRecorder implements Reporter {
  readonly events: TimedEvent[] = [];
  private outcome: Outcome | undefined;
  private links: ReportLinks = {};

  constructor(private readonly now: () => number = Date.now) {}

  onEvent(event: SessionEvent): void {
    this.events.push({ at: this.now(), event });
  }

  async finish(outcome: Outcome, links: ReportLinks): Promise<void> {
    this.outcome = outcome;
    this.links = links;
  }

  /** The markdown, or undefined before `finish`. */
  render(opt: Omit<SummaryOptions, "links"> = {}): string | undefined {
    return this.outcome ? renderJobSummary(this.events, this.outcome, { ...opt, links: this.links }) : undefined;
  }
}
