/**
 * Values that look like credentials, whatever the variable holding them is called
 * (a `ghp_…` token in DEPLOY_KEYS_FOR_CI, a basic-auth URL in a proxy variable):
 * secretlint's recommended rules — the same maintained scanner the push gate runs
 * (a rule per provider: GitHub, npm, Slack, AWS, GCP, private keys, …) — over the
 * environment's values, through the push gate's own scanner (loaded once, on first use).
 * A value the rules flag is redacted like a secret-named one.
 */
import { MIN_SECRET_LENGTH } from "./redactor.js";
import { scanForSecrets } from "./secret-scan.js";

/** The values of `env` that secretlint's recommended rules take for credentials. */
export async function credentialValues(env: Record<string, string | undefined>): Promise<string[]> {
  const values = [...new Set(Object.values(env))].filter(
    (v): v is string => v !== undefined && v.length >= MIN_SECRET_LENGTH && !v.includes("\n"),
  );
  if (values.length === 0) return [];
  // One value per line, each as an assignment (some rules look for `KEY=value`), scanned at once.
  const hits = await scanForSecrets(".env", values.map((v) => `VALUE=${v}`).join("\n"));
  const flagged = new Set(hits.map((hit) => hit.line));
  return values.filter((_v, i) => flagged.has(i + 1));
}
