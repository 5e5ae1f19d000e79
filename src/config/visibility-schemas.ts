/**
 * What the agent is shown and what leaves the run: whose words reach the model
 * (`trust`) and where a trace of the run goes (`telemetry`). Kept apart from
 * schema.ts so that file stays the map of the whole configuration.
 */
import { z } from "zod";

const TRUST_LEVELS = ["writers", "collaborators", "everyone"] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

const login = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9-]+(\[bot\])?$/, "a GitHub login: letters, digits and -, e.g. octocat or renovate[bot]");

export const trustSchema = z
  .strictObject({
    authors: z
      .enum(TRUST_LEVELS)
      .optional()
      .describe(
        "Whose issue text, pull request text and comments the model sees: writers (push access, checked with the collaborator permission API), collaborators (the repository's owner, members of its organization and outside collaborators), everyone. Default: writers on public repositories, everyone on private ones. Others' content is left out with a one-line note saying whose and why.",
      ),
    allow: z
      .array(login)
      .default([])
      .describe("Logins whose content the model always sees, whatever `authors` says (e.g. a bot that files issues)."),
    deny: z
      .array(login)
      .default([])
      .describe("Logins whose content the model never sees (deny wins over allow and authors)."),
  })
  .prefault({});

export const telemetrySchema = z
  .strictObject({
    otlp: z
      .url({ error: "telemetry.otlp must be the URL of an OTLP/HTTP endpoint, such as http://localhost:4318" })
      .optional()
      .describe(
        "OTLP/HTTP endpoint that receives a trace per run (spans for each model call and tool call, OpenTelemetry GenAI attributes); OTEL_EXPORTER_OTLP_ENDPOINT does the same. Nothing is sent when neither is set.",
      ),
  })
  .prefault({});

export type TrustConfig = z.infer<typeof trustSchema>;
export type TelemetryConfig = z.infer<typeof telemetrySchema>;
