/**
 * Named errors of the agent engine (docs/decisions/0021-named-errors.md). Tool failures are not here: they
 * are results the model reads. These are for broken infrastructure and bad input
 * from people (a cassette, a model flag, a prompt template).
 */

/** A model API call failed for good (after retries), or returned something unusable. */
export class ModelError extends Error {
  constructor(
    message: string,
    readonly provider: string,
    readonly status?: number,
    readonly code:
      | "http"
      | "overloaded"
      | "rate_limited"
      | "context_length"
      | "malformed"
      | "network"
      | "config" = "http",
  ) {
    super(message);
    this.name = "ModelError";
  }
}

/** The request was longer than the model's context window; the loop cuts history and retries once. */
export class ContextLengthError extends ModelError {
  constructor(message: string, provider: string, status?: number) {
    super(message, provider, status, "context_length");
    this.name = "ContextLengthError";
  }
}

/** A missing API key, unknown provider or bad `--model` flag. */
export class ModelConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ModelConfigError";
  }
}

/** A cassette that cannot be read, does not validate, or ran out of turns. */
export class CassetteError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly turn?: number,
  ) {
    super(message);
    this.name = "CassetteError";
  }
}

/** A prompt template used a variable nobody supplied. */
export class PromptTemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PromptTemplateError";
  }
}

/** A saved session that does not validate or does not match the answer given to resume it. */
export class ResumeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ResumeError";
  }
}
