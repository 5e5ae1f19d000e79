/**
 * A run as an OpenTelemetry trace, built from the session's events: one
 * `invoke_agent patchbay` span for the run, a `chat <model>` span for each model
 * call (tokens in, out, read from and written to the cache, cost) and an
 * `execute_tool <tool>` span for each tool call (the approval decision and rule,
 * the checkpoint's sha). Exported over OTLP/HTTP with the official SDK, in the
 * background as the run goes (a batch processor); the events it reads are the
 * redacted ones every reporter gets, and every attribute passes the redactor once
 * more. Only this module imports the SDK, and only a run with a trace target
 * imports this module.
 *
 * The collector cannot slow or fail the run: exports are batched off the run's
 * path, a failed one is noted and dropped, and the last flush at the end waits
 * at most `flushMs` (default 2 s) — also the exporter's own request timeout, so
 * an endpoint that never answers holds no socket open past it.
 */
import { type Attributes, context, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { type ExportResult, ExportResultCode } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  type ReadableSpan,
  type SpanExporter,
} from "@opentelemetry/sdk-trace-base";
import type { EventSink, SessionEvent } from "../agent/types.js";
import { inputTotal } from "../agent/usage.js";
import { GEN_AI, PATCHBAY, providerName } from "./gen-ai.js";
import type { TraceTarget } from "./trace-target.js";

export interface RunTraceOptions {
  target: TraceTarget;
  /** Masks the run's secrets in every attribute value. */
  redact: (text: string) => string;
  /** On the run's span: repository, run id, event, … */
  attributes: Record<string, string | number | undefined>;
  serviceVersion: string;
  flushMs?: number;
}

export interface RunTrace {
  sink: EventSink;
  /** Ends the trace and sends what is left; resolves within flushMs. A string says why it did not all arrive. */
  finish(): Promise<string | undefined>;
}

/** The exporter, watched: the last failure is kept for the one warning at the end. */
class WatchedExporter implements SpanExporter {
  failure: string | undefined;
  constructor(private readonly inner: SpanExporter) {}
  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.inner.export(spans, (result) => {
      if (result.code !== ExportResultCode.SUCCESS) this.failure = result.error?.message || "the export failed";
      done(result);
    });
  }
  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }
  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}

export function startRunTrace(opts: RunTraceOptions): RunTrace {
  const flushMs = opts.flushMs ?? 2_000;
  const exporter = new WatchedExporter(
    new OTLPTraceExporter({ url: opts.target.url, headers: opts.target.headers, timeoutMillis: flushMs }),
  );
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": "patchbay", "service.version": opts.serviceVersion }),
    spanProcessors: [new BatchSpanProcessor(exporter, { exportTimeoutMillis: flushMs })],
  });
  const tracer = provider.getTracer("patchbay", opts.serviceVersion);
  const clean = (attributes: Record<string, string | number | undefined>): Attributes => {
    const out: Attributes = {};
    for (const [key, value] of Object.entries(attributes)) {
      if (value === undefined) continue;
      out[key] = typeof value === "string" ? opts.redact(value) : value;
    }
    return out;
  };
  const root: Span = tracer.startSpan("invoke_agent patchbay", {
    kind: SpanKind.INTERNAL,
    attributes: clean({ [GEN_AI.operation]: "invoke_agent", [GEN_AI.agentName]: "patchbay", ...opts.attributes }),
  });
  const parent = trace.setSpan(context.active(), root);
  let model = { provider: "", name: "" };
  let ended = false;

  const child = (name: string, durationMs: number, attributes: Record<string, string | number | undefined>) => {
    const end = Date.now();
    return tracer.startSpan(
      name,
      { kind: SpanKind.CLIENT, startTime: end - Math.max(0, durationMs), attributes: clean(attributes) },
      parent,
    );
  };

  const onEvent = (event: SessionEvent) => {
    if (ended) return;
    if (event.type === "start") {
      const at = event.model.indexOf("/");
      model = { provider: event.model.slice(0, at), name: event.model.slice(at + 1) };
      root.setAttributes(clean({ [GEN_AI.provider]: providerName(model.provider), [GEN_AI.requestModel]: model.name }));
    } else if (event.type === "turn") {
      const span = child(`chat ${model.name}`, event.duration_ms ?? 0, {
        [GEN_AI.operation]: "chat",
        [GEN_AI.provider]: providerName(model.provider),
        [GEN_AI.requestModel]: model.name,
        [GEN_AI.inputTokens]: inputTotal(event.usage),
        [GEN_AI.outputTokens]: event.usage.outputTokens,
        [GEN_AI.cacheReadTokens]: event.usage.cacheReadTokens,
        [GEN_AI.cacheWriteTokens]: event.usage.cacheWriteTokens,
        [PATCHBAY.costUsd]: event.cost_usd,
        [PATCHBAY.turn]: event.turn,
      });
      span.end();
    } else if (event.type === "tool") {
      const span = child(`execute_tool ${event.name}`, event.duration_ms, {
        [GEN_AI.operation]: "execute_tool",
        [GEN_AI.toolName]: event.name,
        [GEN_AI.toolType]: "function",
        [PATCHBAY.step]: event.step,
        [PATCHBAY.decision]: event.decision,
        [PATCHBAY.rule]: event.rule,
        [PATCHBAY.checkpoint]: event.checkpoint ?? undefined,
      });
      if (!event.ok)
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: event.decision === "allow" ? "the call failed" : `${event.decision}: ${opts.redact(event.rule)}`,
        });
      span.end();
    } else if (event.type === "end") {
      root.setAttributes(
        clean({
          [PATCHBAY.outcome]: event.outcome,
          [PATCHBAY.turns]: event.turns,
          [PATCHBAY.commits]: event.commits.length,
          [GEN_AI.inputTokens]: inputTotal(event.usage),
          [GEN_AI.outputTokens]: event.usage.outputTokens,
          [GEN_AI.cacheReadTokens]: event.usage.cacheReadTokens,
          [GEN_AI.cacheWriteTokens]: event.usage.cacheWriteTokens,
          [PATCHBAY.costUsd]: event.cost_usd,
        }),
      );
      if (event.outcome === "failed")
        root.setStatus({ code: SpanStatusCode.ERROR, message: opts.redact(event.message) });
    }
  };

  return {
    sink: onEvent,
    async finish() {
      if (!ended) root.end();
      ended = true;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((resolve) => {
        timer = setTimeout(() => resolve("late"), flushMs);
      });
      try {
        const flushed = await Promise.race([provider.forceFlush().then(() => "sent" as const), late]);
        // Whatever is still in flight is dropped with the provider; nothing waits for it.
        void provider.shutdown().catch(() => {});
        if (flushed === "late") return `the collector at ${opts.target.url} did not answer within ${flushMs / 1000} s`;
        return exporter.failure ? `${exporter.failure} (${opts.target.url})` : undefined;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
