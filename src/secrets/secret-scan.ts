/**
 * Secrets in what is about to be pushed (docs/decisions/0010-containment.md): secretlint's recommended
 * rules (AWS, GCP, GitHub, Slack, npm, private keys, basic-auth URLs, …), a
 * maintained scanner with a rule per provider, plus the run's own secret values
 * in every encoded form (the Redactor). Loaded on first use, so a run that never
 * pushes does not pay for it.
 */
import type { Redactor } from "./redactor.js";

export interface SecretHit {
  /** The rule that matched, as a person can look it up. */
  rule: string;
  line: number;
}

type Lint = (filePath: string, content: string) => Promise<SecretHit[]>;

let linter: Promise<Lint> | undefined;

async function loadLinter(): Promise<Lint> {
  const [{ lintSource }, { creator }] = await Promise.all([
    import("@secretlint/core"),
    import("@secretlint/secretlint-rule-preset-recommend"),
  ]);
  const config = { rules: [{ id: "@secretlint/secretlint-rule-preset-recommend", rule: creator }] };
  return async (filePath, content) => {
    const res = await lintSource({
      source: {
        filePath,
        content,
        contentType: "text",
        ext: filePath.includes(".") ? `.${filePath.split(".").pop()}` : "",
      },
      options: { config, maskSecrets: true },
    });
    return res.messages.map((m) => ({ rule: `${m.ruleId} (${m.messageId})`, line: m.loc.start.line }));
  };
}

/** Findings in `content` (the lines a commit adds to `filePath`). */
export async function scanForSecrets(filePath: string, content: string, redactor?: Redactor): Promise<SecretHit[]> {
  const hits: SecretHit[] = [];
  if (redactor) {
    const lines = content.split("\n");
    const i = lines.findIndex((l) => redactor.redact(l) !== l);
    if (i >= 0) hits.push({ rule: "a secret value of this run (or an encoding of it)", line: i + 1 });
  }
  linter ??= loadLinter();
  hits.push(...(await (await linter)(filePath, content)));
  return hits;
}
