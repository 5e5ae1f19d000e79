/**
 * The model factory: a model spec (model-spec.ts) → a Model. Keys come from the
 * environment only; a missing key is an error naming the variable to set.
 */
import path from "node:path";
import type { LanguageModel } from "ai";
import type { ModelConfig } from "../../config/schema.js";
import type { Model } from "../types.js";
import { createAiSdkModel } from "./ai-sdk-model.js";
import { DEFAULT_IDLE_SECONDS, idleFetch } from "./idle-fetch.js";
import { type ModelSpec, providerAuth } from "./model-spec.js";
import { contextWindowFor, pricing } from "./prices.js";
import { createReplayModelFromFile } from "./replay.js";
import type { RetryOptions } from "./retry.js";

export interface CreateModelOptions {
  /** Replaces the HTTP client (tests; proxies). */
  fetch?: typeof fetch;
  /** Told about things a user should know but that do not stop the run (unknown price). */
  warn?: (message: string) => void;
  /** Where a relative replay path is resolved; default process.cwd() of the caller. */
  cwd?: string;
  retry?: Omit<RetryOptions, "provider" | "signal">;
  /** Seconds the API may send nothing before a call is given up and tried again (idle-fetch.ts); default 180. */
  idleTimeoutSeconds?: number;
}

export function createModel(
  spec: ModelSpec,
  env: Record<string, string | undefined>,
  opts: CreateModelOptions = {},
): Model {
  const warn = opts.warn ?? (() => {});
  const costUsd = pricing(spec, warn);
  if (spec.provider === "replay") {
    const file = path.resolve(opts.cwd ?? ".", spec.name);
    return createReplayModelFromFile(file, {
      contextWindow: spec.context_window || undefined,
      costUsd,
    });
  }
  // Keys and settings are checked now; each provider's package is imported only
  // when its model makes its first request (start-up pays for one provider, not five).
  const auth = providerAuth(spec, env);
  const idleMs = (opts.idleTimeoutSeconds ?? DEFAULT_IDLE_SECONDS) * 1000;
  const common = {
    // globalThis.fetch looked up at each call, as the providers do (a test's interceptor may come later).
    fetch: idleFetch(opts.fetch ?? ((input, init) => globalThis.fetch(input, init)), spec.provider, idleMs),
    baseURL: spec.base_url || undefined,
    ...auth,
  };
  const model = (): Promise<LanguageModel> => {
    switch (spec.provider) {
      case "anthropic":
        return import("@ai-sdk/anthropic").then((m) => m.createAnthropic(common)(spec.name));
      case "openai":
        return import("@ai-sdk/openai").then((m) => m.createOpenAI(common)(spec.name));
      case "openai-compatible":
        return import("@ai-sdk/openai-compatible").then((m) =>
          m
            .createOpenAICompatible({
              ...common,
              baseURL: spec.base_url as string,
              name: "openai-compatible",
              includeUsage: true,
            })
            .chatModel(spec.name),
        );
      case "google":
        return import("@ai-sdk/google").then((m) => m.createGoogleGenerativeAI(common)(spec.name));
      default:
        return import("@ai-sdk/amazon-bedrock").then((m) => m.createAmazonBedrock(common)(spec.name));
    }
  };
  return createAiSdkModel({
    provider: spec.provider,
    name: spec.name,
    model,
    contextWindow: contextWindowFor(spec),
    maxOutputTokens: spec.max_output_tokens || undefined,
    costUsd,
    promptCache: spec.provider === "anthropic",
    // Claude is trained on its own text editor tool: offered as the provider-defined tool, run by our engine.
    providerTools:
      spec.provider === "anthropic"
        ? { str_replace_based_edit_tool: "anthropic.text_editor_20250728" as const }
        : undefined,
    retry: opts.retry,
  });
}

/** Provider packages by provider name, imported on demand (each once; import() caches). */
const PROVIDER_PACKAGES: Partial<Record<ModelConfig["provider"], () => Promise<unknown>>> = {
  anthropic: () => import("@ai-sdk/anthropic"),
  openai: () => import("@ai-sdk/openai"),
  "openai-compatible": () => import("@ai-sdk/openai-compatible"),
  google: () => import("@ai-sdk/google"),
  bedrock: () => import("@ai-sdk/amazon-bedrock"),
};

/** Starts importing a provider's package in the background, so its first request need not wait for it. */
export function preloadProvider(provider: ModelConfig["provider"]): void {
  PROVIDER_PACKAGES[provider]?.().catch(() => {
    // the real import at the first request reports the failure
  });
}
