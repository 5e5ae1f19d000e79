/**
 * The `replay` provider: each generate call consumes the next cassette turn,
 * whatever it was sent (docs/decisions/0007-stable-transcript-and-cassette.md). Deterministic, no network: the model tests and
 * the CLI's offline runs use it.
 */
import { CassetteError, ContextLengthError, ModelError } from "../errors.js";
import type { Model, ModelRequest, ModelResponse, Usage } from "../types.js";
import { type Cassette, loadCassette } from "./cassette.js";

export interface ReplayOptions {
  /** Name used in ids and messages, usually the file path. */
  file: string;
  contextWindow?: number;
  costUsd?: (usage: Usage) => number;
}

/** A replay model over a cassette already in memory (tests build them inline). */
export function createReplayModel(cassette: Cassette, opts: ReplayOptions): Model & { turnsPlayed(): number } {
  let next = 0;
  return {
    id: `replay/${opts.file}`,
    contextWindow: opts.contextWindow ?? 1_000_000,
    costUsd: opts.costUsd,
    turnsPlayed: () => next,
    async generate(request: ModelRequest): Promise<ModelResponse> {
      if (request.signal.aborted) throw request.signal.reason;
      const index = next;
      const turn = cassette.turns[index];
      if (!turn) {
        throw new CassetteError(
          `cassette ${opts.file} has ${cassette.turns.length} turns; the run asked for turn ${index + 1}. Record a longer cassette or end it with attempt_completion.`,
          opts.file,
          index,
        );
      }
      next++;
      if (turn.error === "context_length")
        throw new ContextLengthError(`replay: turn ${index + 1} is scripted as a context-length error`, "replay", 400);
      if (turn.error === "http_500")
        throw new ModelError(`replay API returned HTTP 500: turn ${index + 1} is scripted to fail`, "replay", 500);
      if (turn.error === "malformed")
        throw new ModelError(
          `replay: turn ${index + 1} is scripted as a malformed response`,
          "replay",
          undefined,
          "malformed",
        );
      const toolCalls = turn.tool_calls.map((call, i) => {
        const id = call.id ?? `call_${index + 1}_${i + 1}`;
        // A string input stands for raw arguments text: parse it as a provider would.
        if (typeof call.input !== "string") return { id, name: call.name, input: call.input };
        try {
          return { id, name: call.name, input: JSON.parse(call.input) as unknown };
        } catch (error) {
          return {
            id,
            name: call.name,
            input: call.input,
            parseError: `the arguments are not valid JSON (${String(error).slice(0, 120)})`,
          };
        }
      });
      const u = turn.usage;
      return {
        text: turn.text ?? "",
        toolCalls,
        usage: {
          inputTokens: u?.input_tokens ?? 0,
          outputTokens: u?.output_tokens ?? 0,
          cacheReadTokens: u?.cache_read_tokens ?? 0,
          cacheWriteTokens: u?.cache_write_tokens ?? 0,
        },
        finishReason: toolCalls.length ? "tool-calls" : "stop",
      };
    },
  };
}

/** A replay model reading its cassette from a file (YAML, or JSON when the name ends in .json). */
export function createReplayModelFromFile(file: string, opts: Omit<ReplayOptions, "file"> = {}): Model {
  return createReplayModel(loadCassette(file), { ...opts, file });
}
