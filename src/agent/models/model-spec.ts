/**
 * What a model spec needs before any model code loads: the `--model` flag parsed,
 * the config's provider settings merged, and each provider's key (or region, or
 * base URL) found in the environment. Light on purpose — the run's preflight
 * checks a model with it before the AI SDK is loaded (createModel in
 * create-model.ts builds the model with the same checks).
 */
import { type ModelConfig, PROVIDERS } from "../../config/schema.js";
import { ModelConfigError } from "../errors.js";

export type ModelSpec = Pick<ModelConfig, "provider" | "name"> &
  Partial<Pick<ModelConfig, "base_url" | "api_key_env" | "prices" | "context_window" | "max_output_tokens">>;

/** Default key variables per provider; the first one set wins. */
const DEFAULT_KEY_ENV: Record<string, string[]> = {
  anthropic: ["ANTHROPIC_API_KEY"],
  openai: ["OPENAI_API_KEY"],
  "openai-compatible": ["OPENAI_COMPATIBLE_API_KEY"],
  google: ["GOOGLE_GENERATIVE_AI_API_KEY", "GOOGLE_API_KEY"],
  bedrock: ["AWS_BEARER_TOKEN_BEDROCK"],
};

/**
 * The credentials a provider's client gets, checked now: a missing key, region or
 * base URL is a ModelConfigError naming what to set. Not for replay (no credentials).
 */
export function providerAuth(
  spec: ModelSpec,
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  switch (spec.provider) {
    case "anthropic":
    case "openai":
    case "google":
      return { apiKey: requireKey(spec, env) };
    case "openai-compatible": {
      if (!spec.base_url)
        throw new ModelConfigError(
          "model.provider openai-compatible needs model.base_url (e.g. http://localhost:11434/v1 for Ollama) in .github/patchbay.yml or the base_url input.",
        );
      const apiKey = spec.api_key_env ? requireKey(spec, env) : optionalKey(spec, env);
      return apiKey ? { apiKey } : {};
    }
    case "bedrock":
      return bedrockCredentials(spec, env);
    default:
      throw new ModelConfigError(
        `unknown model provider "${String(spec.provider)}"; use one of ${PROVIDERS.join(", ")}.`,
      );
  }
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

function bedrockCredentials(
  spec: ModelSpec,
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
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
  return { region, accessKeyId, secretAccessKey, sessionToken: sessionToken || undefined };
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

/**
 * The model to use: a `--model` flag or `model` input wins over the config's
 * provider and name. The config's provider-specific settings (base_url,
 * api_key_env, prices, context window) apply only when the provider is the
 * config's own — an Anthropic key must never go to a configured Ollama URL.
 */
export function modelSpec(
  model: string | ModelSpec,
  defaults: Partial<ModelSpec> | undefined,
  baseUrl?: string,
): ModelSpec {
  const chosen = typeof model === "string" ? parseModelFlag(model) : model;
  const sameProvider = defaults?.provider === undefined || defaults.provider === chosen.provider;
  const spec: ModelSpec = sameProvider ? { ...defaults, ...chosen } : chosen;
  return baseUrl ? { ...spec, base_url: baseUrl } : spec;
}
