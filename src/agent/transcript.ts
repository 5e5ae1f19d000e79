/**
 * The transcript (docs/decisions/0007-stable-transcript-and-cassette.md): one JSON line per SessionEvent, redacted, appended
 * as events happen so a crash keeps everything up to it.
 */
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Redactor } from "../secrets/redactor.js";
import type { EventSink, SessionEvent } from "./types.js";

/**
 * A sink writing `file` as JSON Lines. Writes are synchronous on purpose: events
 * are small, order matters, and a process that dies must not lose buffered lines.
 * The file is truncated when the writer is created.
 */
export function createTranscriptWriter(file: string, redactor: Redactor): EventSink {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, "");
  return (event: SessionEvent) => {
    appendFileSync(file, `${JSON.stringify(redactor.redactValue(event))}\n`);
  };
}

/** Several sinks as one (transcript + console + reporter), called in order. */
export function fanOut(...sinks: EventSink[]): EventSink {
  return (event) => {
    for (const sink of sinks) sink(event);
  };
}
