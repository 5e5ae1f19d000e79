/**
 * `sandbox:` — containment for every subprocess the agent causes (README
 * "Security"). The mode's default depends on where Patchbay runs (required
 * under GitHub Actions, auto in the CLI), so it stays undefined here and is
 * decided by `sandboxMode`.
 */
import { z } from "zod";
import { ALLOW_ENTRY, allowEntryProblem } from "./network-allow.js";

const SANDBOX_MODES = ["required", "auto", "off"] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];

export const networkAllowSchema = z.array(
  z
    .string()
    // The same rule for the JSON Schema (the check below says what is wrong, for people).
    .meta({ pattern: ALLOW_ENTRY.source })
    .superRefine((entry, ctx) => {
      const problem = allowEntryProblem(entry);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
);

const limit = (what: string, fallback: number, text: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .positive(`${what} must be greater than 0`)
    .default(fallback)
    .describe(text);

export const sandboxSchema = z
  .strictObject({
    mode: z
      .enum(SANDBOX_MODES)
      .optional()
      .describe(
        "required: fail the run when no sandbox can be set up (the default under GitHub Actions); auto: sandbox when possible, else warn (the CLI default); off: run commands and MCP servers unconfined (shown in the report).",
      ),
    network: z
      .strictObject({
        allow: networkAllowSchema
          .default([])
          .describe(
            "Hosts the sandbox may reach through Patchbay's egress proxy: `host`, `host:port`, `*.suffix`, or a preset (node, python, github). Default: none.",
          ),
      })
      .prefault({}),
    limits: z
      .strictObject({
        processes: limit("processes", 256, "Most processes (and threads) at once inside the sandbox."),
        memory_mb: limit("memory_mb", 4096, "Data segment limit per process, in MiB."),
        file_mb: limit(
          "file_mb",
          50,
          "Largest file a sandboxed process may write, and a push may add (the commits then stay local), in MiB.",
        ),
        push_mb: limit(
          "push_mb",
          100,
          "Most new file content a run may push, all its pushes and refs together, in MiB (over it, the commits stay local).",
        ),
        tmp_mb: limit(
          "tmp_mb",
          2048,
          "Size of the sandbox's own /tmp, in MiB: a private tmpfs per run, where HOME is too (npm's cache for `npx -y` servers, test runners' scratch files).",
        ),
      })
      .prefault({}),
  })
  .prefault({});

export type SandboxConfig = z.infer<typeof sandboxSchema>;

/** The mode in effect: the config's, else required under GitHub Actions and auto elsewhere. */
export function sandboxMode(config: SandboxConfig, env: Record<string, string | undefined>): SandboxMode {
  return config.mode ?? (env.GITHUB_ACTIONS === "true" ? "required" : "auto");
}
