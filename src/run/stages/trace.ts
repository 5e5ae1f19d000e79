/**
 * The run's trace, when it has somewhere to go (telemetry/trace-target.ts):
 * the OTLP headers' values join the redactor (they are credentials), the SDK is
 * imported only now, and the trace's end says, as a warning, when the collector
 * did not take it — the run's own outcome never depends on it.
 */
import type { EventSink } from "../../agent/types.js";
import { traceTarget } from "../../telemetry/trace-target.js";
import type { RunSettings } from "../contract.js";
import type { Admitted } from "./admit.js";

/** What the trace reads of an admitted run: where it goes (config, env) and what names the run. */
export type TraceInput = Pick<Admitted, "config" | "trigger" | "redactor" | "log"> & {
  settings: Pick<RunSettings, "env" | "runId">;
};

export interface RunTrace {
  sink: EventSink;
  finish(): Promise<void>;
}

/** Patchbay's version, as the trace's service.version. */
const VERSION = "0.1.0";

export async function startTrace(run: TraceInput): Promise<RunTrace | undefined> {
  const { config, settings, trigger, redactor, log } = run;
  const target = traceTarget(config.telemetry, settings.env);
  if (!target) return undefined;
  for (const value of Object.values(target.headers)) redactor.add(value);
  if (target.badHeaders.length)
    log.warning(`telemetry: OTLP header(s) ${target.badHeaders.join(", ")} are not key=value; left out`);
  const { startRunTrace } = await import("../../telemetry/run-trace.js");
  const trace = startRunTrace({
    target,
    redact: (text) => redactor.redact(text),
    serviceVersion: VERSION,
    attributes: {
      "patchbay.repository": trigger.repository.fullName,
      "patchbay.run_id": settings.runId,
      "patchbay.event": trigger.eventName,
      "gen_ai.conversation.id": settings.runId,
      "patchbay.number": trigger.source.number,
    },
  });
  log.debug(`telemetry: sending this run's trace to ${redactor.redact(target.url)}`);
  return {
    sink: trace.sink,
    async finish() {
      const missed = await trace.finish();
      if (missed)
        log.warning(
          `telemetry: the run's trace was not all delivered: ${redactor.redact(missed)} (the run itself is not affected)`,
        );
    },
  };
}
