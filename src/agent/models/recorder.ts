/**
 * `--record FILE`: wraps a real model and writes what it answered as a cassette,
 * so a real run can be replayed offline (docs/decisions/0007-stable-transcript-and-cassette.md).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Redactor } from "../../secrets/redactor.js";
import type { Model } from "../types.js";
import { type Cassette, type CassetteTurn, serializeCassette } from "./cassette.js";

export interface Recorder {
  model: Model;
  /** Writes the cassette so far (YAML, or JSON for a .json name). Call it in `finally`: a failed run is worth keeping too. */
  save(file: string): Promise<void>;
}

/** `redactor` masks secret values in what is written (a model may echo a secret a tool printed). */
export function createRecorder(inner: Model, redactor?: Redactor): Recorder {
  const turns: CassetteTurn[] = [];
  const model: Model = {
    id: inner.id,
    contextWindow: inner.contextWindow,
    costUsd: inner.costUsd ? (u) => inner.costUsd?.(u) ?? 0 : undefined,
    async generate(request) {
      const response = await inner.generate(request);
      turns.push({
        text: response.text || undefined,
        // Invalid JSON arrives as the raw string, which replay parses (and fails on) the same way.
        tool_calls: response.toolCalls.map((c) => ({ name: c.name, input: c.input })),
        usage: {
          input_tokens: response.usage.inputTokens,
          output_tokens: response.usage.outputTokens,
          cache_read_tokens: response.usage.cacheReadTokens,
          cache_write_tokens: response.usage.cacheWriteTokens,
        },
      });
      return response;
    },
  };
  return {
    model,
    async save(file) {
      const raw: Cassette = { model: inner.id, turns };
      const cassette = redactor ? redactor.redactValue(raw) : raw;
      await mkdir(path.dirname(path.resolve(file)), { recursive: true });
      await writeFile(file, serializeCassette(cassette, file));
    },
  };
}
