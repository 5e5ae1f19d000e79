export const id = 1898;
export const ids = [1898];
export const modules = {

/***/ 61898:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startRunTrace: () => (/* binding */ startRunTrace)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/build/src/index.js
var src = __webpack_require__(63914);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/build/src/index.js
var build_src = __webpack_require__(24637);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/exporter-trace-otlp-http/build/src/index.js
var exporter_trace_otlp_http_build_src = __webpack_require__(86004);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/resources/build/src/index.js
var resources_build_src = __webpack_require__(75647);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-trace-base/build/src/index-shim.js
var index_shim = __webpack_require__(19644);
// EXTERNAL MODULE: ./src/agent/usage.ts
var usage = __webpack_require__(92486);
;// CONCATENATED MODULE: ./src/telemetry/gen-ai.ts
/**
 * The OpenTelemetry GenAI semantic conventions' names this trace uses
 * (semantic-conventions 1.37+, "incubating"). The OpenTelemetry project asks
 * users of incubating attributes to copy them rather than import the package's
 * incubating entry point, which carries thousands of unrelated names; these are
 * copied, spelled as the convention spells them.
 */
const GEN_AI = {
    operation: "gen_ai.operation.name",
    provider: "gen_ai.provider.name",
    requestModel: "gen_ai.request.model",
    agentName: "gen_ai.agent.name",
    conversationId: "gen_ai.conversation.id",
    inputTokens: "gen_ai.usage.input_tokens",
    outputTokens: "gen_ai.usage.output_tokens",
    cacheReadTokens: "gen_ai.usage.cache_read.input_tokens",
    cacheWriteTokens: "gen_ai.usage.cache_creation.input_tokens",
    toolName: "gen_ai.tool.name",
    toolType: "gen_ai.tool.type",
};
/** What Patchbay adds where the convention has no name: cost, the approval decision, the checkpoint. */
const PATCHBAY = {
    costUsd: "patchbay.cost_usd",
    turn: "patchbay.turn",
    step: "patchbay.step",
    decision: "patchbay.decision",
    rule: "patchbay.rule",
    checkpoint: "patchbay.checkpoint.sha",
    outcome: "patchbay.outcome",
    turns: "patchbay.turns",
    commits: "patchbay.commits",
    repository: "patchbay.repository",
    runId: "patchbay.run_id",
    event: "patchbay.event",
};
/** The convention's well-known provider names for Patchbay's providers. */
function providerName(provider) {
    if (provider === "google")
        return "gcp.gemini";
    if (provider === "bedrock")
        return "aws.bedrock";
    return provider;
}

;// CONCATENATED MODULE: ./src/telemetry/run-trace.ts
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







/** The exporter, watched: the last failure is kept for the one warning at the end. */
class WatchedExporter {
    inner;
    failure;
    constructor(inner) {
        this.inner = inner;
    }
    export(spans, done) {
        this.inner.export(spans, (result) => {
            if (result.code !== build_src.ExportResultCode.SUCCESS)
                this.failure = result.error?.message || "the export failed";
            done(result);
        });
    }
    shutdown() {
        return this.inner.shutdown();
    }
    forceFlush() {
        return this.inner.forceFlush?.() ?? Promise.resolve();
    }
}
function startRunTrace(opts) {
    const flushMs = opts.flushMs ?? 2_000;
    const exporter = new WatchedExporter(new exporter_trace_otlp_http_build_src/* OTLPTraceExporter */.Q({ url: opts.target.url, headers: opts.target.headers, timeoutMillis: flushMs }));
    const provider = new index_shim/* BasicTracerProvider */.l({
        resource: (0,resources_build_src.resourceFromAttributes)({ "service.name": "patchbay", "service.version": opts.serviceVersion }),
        spanProcessors: [new index_shim/* BatchSpanProcessor */.J(exporter, { exportTimeoutMillis: flushMs })],
    });
    const tracer = provider.getTracer("patchbay", opts.serviceVersion);
    const clean = (attributes) => {
        const out = {};
        for (const [key, value] of Object.entries(attributes)) {
            if (value === undefined)
                continue;
            out[key] = typeof value === "string" ? opts.redact(value) : value;
        }
        return out;
    };
    const root = tracer.startSpan("invoke_agent patchbay", {
        kind: src.SpanKind.INTERNAL,
        attributes: clean({ [GEN_AI.operation]: "invoke_agent", [GEN_AI.agentName]: "patchbay", ...opts.attributes }),
    });
    const parent = src.trace.setSpan(src.context.active(), root);
    let model = { provider: "", name: "" };
    let ended = false;
    const child = (name, durationMs, attributes) => {
        const end = Date.now();
        return tracer.startSpan(name, { kind: src.SpanKind.CLIENT, startTime: end - Math.max(0, durationMs), attributes: clean(attributes) }, parent);
    };
    const onEvent = (event) => {
        if (ended)
            return;
        if (event.type === "start") {
            const at = event.model.indexOf("/");
            model = { provider: event.model.slice(0, at), name: event.model.slice(at + 1) };
            root.setAttributes(clean({ [GEN_AI.provider]: providerName(model.provider), [GEN_AI.requestModel]: model.name }));
        }
        else if (event.type === "turn") {
            const span = child(`chat ${model.name}`, event.duration_ms ?? 0, {
                [GEN_AI.operation]: "chat",
                [GEN_AI.provider]: providerName(model.provider),
                [GEN_AI.requestModel]: model.name,
                [GEN_AI.inputTokens]: (0,usage/* inputTotal */.ri)(event.usage),
                [GEN_AI.outputTokens]: event.usage.outputTokens,
                [GEN_AI.cacheReadTokens]: event.usage.cacheReadTokens,
                [GEN_AI.cacheWriteTokens]: event.usage.cacheWriteTokens,
                [PATCHBAY.costUsd]: event.cost_usd,
                [PATCHBAY.turn]: event.turn,
            });
            span.end();
        }
        else if (event.type === "tool") {
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
                    code: src.SpanStatusCode.ERROR,
                    message: event.decision === "allow" ? "the call failed" : `${event.decision}: ${opts.redact(event.rule)}`,
                });
            span.end();
        }
        else if (event.type === "end") {
            root.setAttributes(clean({
                [PATCHBAY.outcome]: event.outcome,
                [PATCHBAY.turns]: event.turns,
                [PATCHBAY.commits]: event.commits.length,
                [GEN_AI.inputTokens]: (0,usage/* inputTotal */.ri)(event.usage),
                [GEN_AI.outputTokens]: event.usage.outputTokens,
                [GEN_AI.cacheReadTokens]: event.usage.cacheReadTokens,
                [GEN_AI.cacheWriteTokens]: event.usage.cacheWriteTokens,
                [PATCHBAY.costUsd]: event.cost_usd,
            }));
            if (event.outcome === "failed")
                root.setStatus({ code: src.SpanStatusCode.ERROR, message: opts.redact(event.message) });
        }
    };
    return {
        sink: onEvent,
        async finish() {
            if (!ended)
                root.end();
            ended = true;
            let timer;
            const late = new Promise((resolve) => {
                timer = setTimeout(() => resolve("late"), flushMs);
            });
            try {
                const flushed = await Promise.race([provider.forceFlush().then(() => "sent"), late]);
                // Whatever is still in flight is dropped with the provider; nothing waits for it.
                void provider.shutdown().catch(() => { });
                if (flushed === "late")
                    return `the collector at ${opts.target.url} did not answer within ${flushMs / 1000} s`;
                return exporter.failure ? `${exporter.failure} (${opts.target.url})` : undefined;
            }
            catch (error) {
                return error instanceof Error ? error.message : String(error);
            }
            finally {
                clearTimeout(timer);
            }
        },
    };
}


/***/ })

};
