/**
 * Redaction of secret values (docs/decisions/0008-secrets-never-leave.md): everything posted to GitHub, logged,
 * written to a transcript or saved in session state goes through one Redactor
 * that knows the secret values of this run.
 */
import { isSecretName } from "../util/env.js";
import { SecretMatcher } from "./secret-matcher.js";

export const MASK = "***";

/**
 * Shorter values are never tracked, nor masked: a short value is a word ("edge",
 * "main", "true"), and masking it would shred every text it appears in. Real
 * credentials are far longer (GitHub's tokens 40, provider keys 40 and up).
 */
export const MIN_SECRET_LENGTH = 8;

export class Redactor {
  private readonly secrets = new Set<string>();
  /** Finds each secret in its encoded forms, reversed, and as any 12-character part (secret-matcher.ts). */
  private matcher: SecretMatcher | undefined;

  /** Values shorter than MIN_SECRET_LENGTH are not tracked (see there). */
  add(value: string | undefined): void {
    if (!value || value.length < MIN_SECRET_LENGTH || this.secrets.has(value)) return;
    this.secrets.add(value);
    this.matcher = undefined;
  }

  /** The matcher for the secrets known now (rebuilt after an add). */
  private get match(): SecretMatcher {
    this.matcher ??= new SecretMatcher(this.secrets);
    return this.matcher;
  }

  /** Track every variable of `env` whose name says it holds a secret (util/env.ts isSecretName). */
  addFromEnv(env: NodeJS.ProcessEnv | Record<string, string | undefined>): void {
    for (const [name, value] of Object.entries(env)) if (isSecretName(name)) this.add(value);
  }

  values(): string[] {
    return [...this.secrets];
  }

  redact(text: string): string {
    const spans = this.secrets.size ? this.match.find(text) : [];
    if (spans.length === 0) return text;
    let out = "";
    let from = 0;
    for (const span of spans) {
      out += text.slice(from, span.start) + MASK;
      from = span.end;
    }
    return out + text.slice(from);
  }

  /** True when `text` holds one of the secrets in any form the redactor masks. */
  finds(text: string): boolean {
    return this.secrets.size > 0 && this.match.test(text);
  }

  /** Where in `text` the first secret (in any form the redactor masks) starts; -1 when none. */
  locate(text: string): number {
    return this.secrets.size ? (this.match.find(text)[0]?.start ?? -1) : -1;
  }

  /** Redacts every string inside a JSON-like value. */
  redactValue<T>(value: T): T {
    if (typeof value === "string") return this.redact(value) as T;
    if (Array.isArray(value)) return value.map((v) => this.redactValue(v)) as T;
    if (value && typeof value === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = this.redactValue(v);
      return out as T;
    }
    return value;
  }
}
