/**
 * The console reporter: the same session events the GitHub reporter turns into a
 * comment, written for a person at a terminal (or a CI log). One line per tool
 * call with its decision, duration and checkpoint; a heartbeat while a call runs
 * longer than a second; a summary table at the end. Colour only on a terminal.
 */

import { costLabel, durationLabel, modelLabel } from "../../agent/models/labels.js";
import type { Reporter, ReportLinks } from "../../agent/reporter.js";
import type { Outcome, SessionEvent } from "../../agent/types.js";
import { usageLabel } from "../../agent/usage.js";
import { describeInput } from "../../tools/describe-input.js";

export interface ConsoleReporterOptions {
  write: (text: string) => void;
  color: boolean;
  /** Heartbeat interval for long calls; the first one comes after `heartbeatMs` too. */
  heartbeatMs?: number;
  /** Sections of the log (the Actions log's `::group::`): one per model turn; the outcome stays outside. */
  group?: (title: string | undefined) => void;
}

/** What a dry or local run shows in place of the PR and the progress comment. */
export interface ConsolePreview {
  pullRequest?: { title: string; body: string };
  patch?: string;
}

const codes = { red: 31, green: 32, yellow: 33, blue: 34, gray: 90, bold: 1 } as const;

export class ConsoleReporter implements Reporter {
  private readonly heartbeatMs: number;
  private running: { step: number; name: string; started: number; timer: NodeJS.Timeout } | undefined;
  private readonly tools: Extract<SessionEvent, { type: "tool" }>[] = [];
  /** The model's id from the start event: a replay's cost is "n/a". */
  private model: string | undefined;
  /** When the session started (its start event), for the time row. */
  private began: number | undefined;
  /** Set before finish() by the orchestrator: what would have been posted. */
  preview: ConsolePreview = {};
  transcript?: string;

  constructor(private readonly options: ConsoleReporterOptions) {
    this.heartbeatMs = options.heartbeatMs ?? 1000;
  }

  private paint(color: keyof typeof codes, text: string): string {
    return this.options.color ? `\u001b[${codes[color]}m${text}\u001b[0m` : text;
  }

  private line(text: string): void {
    this.options.write(`${text}\n`);
  }

  onEvent(event: SessionEvent): void {
    switch (event.type) {
      case "start":
        this.model = event.model;
        this.began = Date.parse(event.time);
        this.options.group?.(`The agent: ${modelLabel(event.model)}`);
        this.line(this.paint("bold", `▶ ${modelLabel(event.model)} on ${event.workspace}`));
        break;
      case "turn":
        // The title is the turn alone: the model's words go through the redactor, on the line below.
        this.options.group?.(`Turn ${event.turn}`);
        if (event.text.trim()) this.line(this.paint("gray", `  ${oneLine(event.text, 160)}`));
        break;
      case "tool_start":
        this.stopHeartbeat();
        this.running = {
          step: event.step,
          name: event.name,
          started: Date.now(),
          timer: setInterval(() => this.heartbeat(), this.heartbeatMs),
        };
        this.running.timer.unref();
        break;
      case "progress":
        if (this.running && Date.now() - this.running.started >= this.heartbeatMs)
          this.line(this.paint("gray", `    … ${event.name}: ${oneLine(event.message, 120)}`));
        break;
      case "tool": {
        this.stopHeartbeat();
        this.tools.push(event);
        const mark =
          event.decision === "deny"
            ? this.paint("red", "✗ denied")
            : event.decision === "ask" && !event.ok
              ? this.paint("yellow", "⏸ asks")
              : event.ok
                ? this.paint("green", "✓")
                : this.paint("red", "✗");
        const checkpoint = event.checkpoint ? this.paint("blue", ` → ${event.checkpoint.slice(0, 7)}`) : "";
        this.line(
          `${String(event.step).padStart(3)} ${mark} ${event.name} ${this.paint("gray", describeInput(event.input))} ${this.paint("gray", `${event.duration_ms} ms`)}${checkpoint}`,
        );
        if (!event.ok) this.line(this.paint("gray", `      ${oneLine(event.output, 200)}`));
        else if (event.detail) this.line(this.paint("gray", `      ${oneLine(event.detail, 200)}`));
        for (const file of event.artifacts ?? []) this.line(this.paint("gray", `      saved ${file}`));
        break;
      }
      case "log":
        if (event.level !== "debug")
          this.line(
            this.paint(
              event.level === "error" ? "red" : event.level === "warning" ? "yellow" : "gray",
              `  [${event.source}] ${event.message}`,
            ),
          );
        break;
      case "context":
        this.line(this.paint("gray", `  (context: ${event.message})`));
        break;
      case "end":
        this.stopHeartbeat();
        break;
    }
  }

  private heartbeat(): void {
    if (!this.running) return;
    const seconds = Math.round((Date.now() - this.running.started) / 1000);
    this.line(this.paint("gray", `    … ${this.running.name} still running (${seconds}s)`));
  }

  private stopHeartbeat(): void {
    if (this.running) clearInterval(this.running.timer);
    this.running = undefined;
  }

  async finish(outcome: Outcome, links: ReportLinks): Promise<void> {
    this.stopHeartbeat();
    this.options.group?.(undefined);
    const color = outcome.kind === "completed" ? "green" : outcome.kind === "failed" ? "red" : "yellow";
    this.line("");
    this.line(this.paint(color, this.paint("bold", `■ ${outcome.kind}: ${outcome.message}`)));
    if (outcome.result) this.line(`  ${outcome.result}`);
    if (outcome.pending) {
      this.line(`  pending call: ${outcome.pending.name} ${describeInput(outcome.pending.input)}`);
      this.line(`  rule: ${outcome.pending.rule}`);
      if (outcome.pending.suggestion)
        this.line(`  to allow it next time, add:\n${indent(outcome.pending.suggestion, 4)}`);
    }
    const rows: [string, string][] = [
      ["turns", String(outcome.turns)],
      ["tool calls", String(this.tools.length)],
      ["checkpoints", String(outcome.commits.length)],
      ["tokens", usageLabel(outcome.usage)],
      ["cost", costLabel(outcome.costUsd, this.model)],
      ...(this.began !== undefined && Number.isFinite(this.began)
        ? [["time", durationLabel(Date.now() - this.began)] as [string, string]]
        : []),
    ];
    if (links.branch) rows.push(["branch", links.branch]);
    if (links.prUrl) rows.push(["pull request", links.prUrl]);
    if (links.runUrl) rows.push(["workflow run", links.runUrl]);
    if (links.patchUrl) rows.push(["patch", links.patchUrl]);
    if (this.transcript) rows.push(["transcript", this.transcript]);
    const width = Math.max(...rows.map(([k]) => k.length));
    for (const [k, v] of rows) this.line(`  ${k.padEnd(width)}  ${v}`);
    const { pullRequest, patch } = this.preview;
    if (pullRequest) {
      this.line("");
      // Without a URL the text is what a PR would say once the branch is pushed.
      this.line(this.paint("bold", `Pull request${links.prUrl ? "" : " (not opened)"}: ${pullRequest.title}`));
      this.line(indent(pullRequest.body, 2));
    }
    if (patch) {
      this.line("");
      this.line(this.paint("bold", "Patch (the branch lives in a fork; nothing was pushed):"));
      this.line(indent(patch, 2));
    }
  }
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function indent(text: string, n: number): string {
  const pad = " ".repeat(n);
  return text
    .split("\n")
    .map((l) => pad + l)
    .join("\n");
}
