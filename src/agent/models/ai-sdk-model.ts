/**
 * A Model backed by an AI SDK provider. One `generateText` call per turn with tools
 * that have no `execute`, so the SDK returns the tool calls and our loop runs them
 * under the policy. The SDK's own retries are off (maxRetries: 0); ours honour
 * retry-after and give one clean ModelError.
 */
import {
  generateText,
  InvalidToolInputError,
  type JSONSchema7,
  jsonSchema,
  type LanguageModel,
  type LanguageModelUsage,
  NoSuchToolError,
  type ProviderMetadata,
  type ToolSet,
  tool,
} from "ai";
import type { JsonSchema } from "../../tools/types.js";
import type { Model, ModelRequest, ModelResponse, ModelToolCall, Usage } from "../types.js";
import { cachedSystem, promptCacheKey, withCacheBreakpoints } from "./prompt-cache.js";
import { type RetryOptions, withRetry } from "./retry.js";

export interface AiSdkModelOptions {
  provider: string;
  name: string;
  /** The provider's model, or a loader: provider packages are imported only when their model is first used. */
  model: LanguageModel | (() => Promise<LanguageModel>);
  contextWindow: number;
  maxOutputTokens?: number;
  costUsd: (usage: Usage) => number;
  /** Anthropic prompt caching: cache breakpoints on the system prompt and the conversation (prompt-cache.ts). */
  promptCache?: boolean;
  retry?: Omit<RetryOptions, "provider" | "signal">;
  /**
   * Provider-defined tools (e.g. Anthropic's text editor) that stand in for the
   * tool of the same name: the provider sends its own definition, the call still
   * comes back to our loop (no execute), so policy and checkpoints apply as usual.
   */
  providerTools?: Record<string, `${string}.${string}`>;
}

export function createAiSdkModel(opts: AiSdkModelOptions): Model {
  let loaded: Promise<LanguageModel> | undefined;
  const languageModel = () => {
    const { model } = opts;
    loaded ??= typeof model === "function" ? model() : Promise.resolve(model);
    return loaded;
  };
  return {
    id: `${opts.provider}/${opts.name}`,
    contextWindow: opts.contextWindow,
    costUsd: opts.costUsd,
    async generate(request: ModelRequest): Promise<ModelResponse> {
      const cache = opts.promptCache === true;
      const system = cache ? cachedSystem(request.system) : request.system;
      const messages = cache ? withCacheBreakpoints(request.messages) : request.messages;
      const tools = toToolSet(request.tools, opts.providerTools ?? {});
      const model = await languageModel();
      const result = await withRetry(
        () =>
          generateText({
            model,
            system,
            messages,
            tools,
            maxRetries: 0,
            abortSignal: request.signal,
            providerOptions:
              opts.provider === "openai" ? { openai: { promptCacheKey: promptCacheKey(request.system) } } : undefined,
            maxOutputTokens: opts.maxOutputTokens || undefined,
          }),
        { ...opts.retry, provider: opts.provider, signal: request.signal },
      );
      return {
        text: result.text,
        toolCalls: result.toolCalls.map(
          (call): ModelToolCall => ({
            id: call.toolCallId,
            name: call.toolName,
            input: call.input,
            parseError:
              call.invalid && InvalidToolInputError.isInstance(call.error) && !NoSuchToolError.isInstance(call.error)
                ? `the arguments are not valid JSON (${call.error.message.slice(0, 200)})`
                : undefined,
          }),
        ),
        usage: toUsage(result.usage, result.providerMetadata),
        finishReason: result.finishReason,
      };
    },
  };
}

function toToolSet(specs: ModelRequest["tools"], native: Record<string, `${string}.${string}`>): ToolSet {
  const set: ToolSet = {};
  for (const spec of specs) {
    const id = native[spec.name];
    if (id) {
      // The provider sends its own definition for this id (e.g. Anthropic's text_editor_20250728).
      set[spec.name] = { type: "provider", id, args: {}, inputSchema: jsonSchema(asJsonSchema7(spec.inputSchema)) };
      continue;
    }
    set[spec.name] = tool({ description: spec.description, inputSchema: jsonSchema(asJsonSchema7(spec.inputSchema)) });
  }
  return set;
}

/** Tool schemas are objects by the Tool contract; JSONSchema7 is the SDK's name for the same thing. */
function asJsonSchema7(schema: JsonSchema): JSONSchema7 {
  return isJsonSchema7(schema) ? schema : { type: "object" };
}

function isJsonSchema7(schema: JsonSchema): schema is JSONSchema7 & JsonSchema {
  return typeof schema === "object" && schema !== null && !Array.isArray(schema);
}

/**
 * Our Usage splits input into uncached / cache read / cache write so that each is
 * priced once; the SDK's inputTokens is the total of the three. Anthropic's cache
 * writes also arrive in providerMetadata, used when the usage fields lack them.
 */
export function toUsage(u: LanguageModelUsage, metadata?: ProviderMetadata): Usage {
  const cacheRead = u.inputTokenDetails?.cacheReadTokens ?? u.cachedInputTokens ?? 0;
  const fromMetadata = metadata?.["anthropic"]?.["cacheCreationInputTokens"];
  const cacheWrite = u.inputTokenDetails?.cacheWriteTokens ?? (typeof fromMetadata === "number" ? fromMetadata : 0);
  const uncached = u.inputTokenDetails?.noCacheTokens ?? Math.max(0, (u.inputTokens ?? 0) - cacheRead - cacheWrite);
  return {
    inputTokens: uncached,
    outputTokens: u.outputTokens ?? 0,
    cacheReadTokens: cacheRead,
    cacheWriteTokens: cacheWrite,
  };
}
