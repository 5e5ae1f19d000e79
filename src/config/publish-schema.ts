/**
 * `publish:` — the publish stage of a two-job workflow (docs/decisions/0023-two-job-runs.md). Its threat
 * checks report every finding in the job summary; those named in `block` also
 * stop the publish (nothing is pushed or posted). `secrets` and `protected` are
 * the pre-push gate's own checks: they always block, listed or not.
 */
import { z } from "zod";

const THREAT_CHECKS = [
  "secrets",
  "protected",
  "ci-files",
  "network-fetch",
  "encoded-blob",
  "dependency-source",
] as const;
export type ThreatCheck = (typeof THREAT_CHECKS)[number];

export const publishSchema = z
  .strictObject({
    block: z
      .array(z.enum(THREAT_CHECKS))
      .default([...THREAT_CHECKS])
      .describe(
        "Findings of these checks stop the publish stage: secrets, protected (always), ci-files (workflows, local actions, hooks, package.json scripts, Makefiles, lockfile sources), network-fetch (`curl … | sh` in scripts), encoded-blob (long base64/hex or binary bytes in text files), dependency-source (a dependency from outside its registry). The others are reported only.",
      ),
  })
  .prefault({});
