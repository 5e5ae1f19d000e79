/**
 * Redaction of secret values (DESIGN §9): everything posted to GitHub, logged,
 * written to a transcript or saved in session state goes through one Redactor
 * that knows the secret values of this run.
 */
import { isSecretName } from "../util/env.js";
import { secretForms } from "./secret-forms.js";

export const MASK = "***";

/**
 * Shorter values are never tracked, nor masked: a short value is a word ("edge",
 * "main", "true"), and masking it would shred every text it appears in. Real
 * credentials are far longer (GitHub's tokens 40, provider keys 40 and up).
 */
export const MIN_SECRET_LENGTH = 8;

export class Redactor {
  private readonly secrets = new Set<string>();
  /** Each secret and its encoded forms (base64, hex, percent-encoded, basic auth), longest first. */
  private masked: string[] = [];

  /** Values shorter than MIN_SECRET_LENGTH are not tracked (see there). */
  add(value: string | undefined): void {
    if (!value || value.length < MIN_SECRET_LENGTH || this.secrets.has(value)) return;
    this.secrets.add(value);
    this.masked = [...new Set([...this.masked, value, ...secretForms(value)])].sort((a, b) => b.length - a.length);
  }

  /** Track every variable of `env` whose name says it holds a secret (util/env.ts isSecretName). */
  addFromEnv(env: NodeJS.ProcessEnv | Record<string, string | undefined>): void {
    for (const [name, value] of Object.entries(env)) if (isSecretName(name)) this.add(value);
  }

  values(): string[] {
    return [...this.secrets];
  }

  redact(text: string): string {
    let out = text;
    // Longest first, so a secret that contains another is masked whole.
    for (const secret of this.masked) {
      if (out.includes(secret)) out = out.split(secret).join(MASK);
    }
    return out;
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
