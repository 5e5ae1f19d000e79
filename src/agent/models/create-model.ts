/**
 * The model factory: config (or a `--model` flag) → a Model. Keys come from the
 * environment only; a missing key is an error naming the variable to set.
 */
import path from "node:path";
import type { LanguageModel } from "ai";
import { type ModelConfig, PROVIDERS } from "../../config/schema.js";
import { ModelConfigError } from "../errors.js";
import type { Model } from "../types.js";
import { createAiSdkModel } from "./ai-sdk-model.js";
import { contextWindowFor, pricing } from "./prices.js";
import { createReplayModelFromFile } from "./replay.js";
import type { RetryOptions } from "./retry.js";

export type ModelSpec = Pick<ModelConfig, "provider" | "name"> &
  Partial<Pick<ModelConfig, "base_url" | "api_key_env" | "prices" | "context_window" | "max_output_tokens">>;

export interface CreateModelOptions {
  /** Replaces the HTTP client (tests; proxies). */
  fetch?: typeof fetch;
  /** Told about things a user should know but that do not stop the run (unknown price). */
  warn?: (message: string) => void;
  /** Where a relative replay path is resolved; default process.cwd() of the caller. */
  cwd?: string;
  retry?: Omit<RetryOptions, "provider" | "signal">;
}

/** Default key variables per provider; the first one set wins. */
export const DEFAULT_KEY_ENV: Record<string, string[]> = {
  anthropic: ["ANTHROPIC_API_KEY"],
  openai: ["OPENAI_API_KEY"],
  "openai-compatible": ["OPENAI_COMPATIBLE_API_KEY"],
  google: ["GOOGLE_GENERATIVE_AI_API_KEY", "GOOGLE_API_KEY"],
  bedrock: ["AWS_BEARER_TOKEN_BEDROCK"],
};

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
      ...(spec.context_window ? { contextWindow: spec.context_window } : {}),
      costUsd,
    });
  }
  const common = { ...(opts.fetch ? { fetch: opts.fetch } : {}), ...(spec.base_url ? { baseURL: spec.base_url } : {}) };
  // Keys and settings are checked now; each provider's package is imported only
  // when its model makes its first request (start-up pays for one provider, not five).
  let model: () => Promise<LanguageModel>;
  switch (spec.provider) {
    case "anthropic": {
      const apiKey = requireKey(spec, env);
      model = async () => (await import("@ai-sdk/anthropic")).createAnthropic({ ...common, apiKey })(spec.name);
      break;
    }
    case "openai": {
      const apiKey = requireKey(spec, env);
      model = async () => (await import("@ai-sdk/openai")).createOpenAI({ ...common, apiKey })(spec.name);
      break;
    }
    case "openai-compatible": {
      if (!spec.base_url)
        throw new ModelConfigError(
          "model.provider openai-compatible needs model.base_url (e.g. http://localhost:11434/v1 for Ollama) in .github/patchbay.yml or the base_url input.",
        );
      const apiKey = spec.api_key_env ? requireKey(spec, env) : optionalKey(spec, env);
      const baseURL = spec.base_url;
      model = async () =>
        (await import("@ai-sdk/openai-compatible"))
          .createOpenAICompatible({
            ...common,
            baseURL,
            name: "openai-compatible",
            includeUsage: true,
            ...(apiKey ? { apiKey } : {}),
          })
          .chatModel(spec.name);
      break;
    }
    case "google": {
      const apiKey = requireKey(spec, env);
      model = async () => (await import("@ai-sdk/google")).createGoogleGenerativeAI({ ...common, apiKey })(spec.name);
      break;
    }
    case "bedrock": {
      const credentials = bedrockCredentials(spec, env);
      model = async () =>
        (await import("@ai-sdk/amazon-bedrock")).createAmazonBedrock({ ...common, ...credentials })(spec.name);
      break;
    }
    default:
      throw new ModelConfigError(
        `unknown model provider "${String(spec.provider)}"; use one of ${PROVIDERS.join(", ")}.`,
      );
  }
  return createAiSdkModel({
    provider: spec.provider,
    name: spec.name,
    model,
    contextWindow: contextWindowFor(spec),
    ...(spec.max_output_tokens ? { maxOutputTokens: spec.max_output_tokens } : {}),
    costUsd,
    promptCache: spec.provider === "anthropic",
    // Claude is trained on its own text editor tool: offered as the provider-defined tool, run by our engine.
    ...(spec.provider === "anthropic"
      ? {
          providerTools: { str_replace_based_edit_tool: "anthropic.text_editor_20250728" as const },
        }
      : {}),
    ...(opts.retry ? { retry: opts.retry } : {}),
  });
}

function keyNames(spec: ModelSpec): string[] {
  return spec.api_key_env ? [spec.api_key_env] : (DEFAULT_KEY_ENV[spec.provider] ?? []);
}

function optionalKey(spec: ModelSpec, env: Record<string, string | undefined>): string | undefined {
  for (const name of keyNames(spec)) if (env[name]) return env[name];
  return undefined;
}

function requireKey(spec: ModelSpec, env: Record<string, string | undefined>): string {
  const key = optionalKey(spec, env);
  if (key) return key;
  const names = keyNames(spec);
  throw new ModelConfigError(
    `no API key for ${spec.provider}/${spec.name}: set the environment variable ${names.join(" or ")}` +
      (spec.api_key_env
        ? " (named by model.api_key_env)."
        : ` (in the Action, pass it with the ${spec.provider === "openai-compatible" ? "api_key" : `${spec.provider}_api_key`} input from a secret).`),
  );
}

function bedrockCredentials(spec: ModelSpec, env: Record<string, string | undefined>) {
  const region = env["AWS_REGION"] ?? env["AWS_DEFAULT_REGION"];
  if (!region) throw new ModelConfigError(`bedrock/${spec.name} needs a region: set AWS_REGION.`);
  const apiKey = optionalKey(spec, env);
  if (apiKey) return { region, apiKey };
  const accessKeyId = env["AWS_ACCESS_KEY_ID"];
  const secretAccessKey = env["AWS_SECRET_ACCESS_KEY"];
  if (!accessKeyId || !secretAccessKey)
    throw new ModelConfigError(
      `no AWS credentials for bedrock/${spec.name}: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN for temporary credentials), or ${keyNames(spec).join(" or ")} for a Bedrock API key.`,
    );
  const sessionToken = env["AWS_SESSION_TOKEN"];
  return { region, accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

/**
 * `--model` flag / `model` input: "anthropic/claude-sonnet-4-5", "openai-compatible/llama3.1",
 * or "replay:path/to/cassette.yml". Returns the provider and name to merge over config.
 */
export function parseModelFlag(flag: string): Pick<ModelConfig, "provider" | "name"> {
  const value = flag.trim();
  if (value.startsWith("replay:")) {
    const file = value.slice("replay:".length);
    if (!file)
      throw new ModelConfigError(`--model ${flag}: replay: needs a cassette path, e.g. replay:test/cassettes/fix.yml`);
    return { provider: "replay", name: file };
  }
  const slash = value.indexOf("/");
  const provider = slash > 0 ? value.slice(0, slash) : "";
  const name = slash > 0 ? value.slice(slash + 1) : "";
  const known = PROVIDERS.find((p) => p === provider);
  if (!known || !name)
    throw new ModelConfigError(
      `--model "${flag}" is not PROVIDER/NAME or replay:FILE; providers are ${PROVIDERS.join(", ")} (e.g. anthropic/claude-sonnet-4-5).`,
    );
  return { provider: known, name };
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
