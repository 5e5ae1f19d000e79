/**
 * The `.github/patchbay.yml` schema (docs/decisions/0002-one-config-file-with-safe-defaults.md). Every key is optional and every
 * default is safe: no servers, ask before anything but reads and workspace writes.
 * Objects are strict so a typo is an error with a "did you mean", never a silent no-op.
 */

import { z } from "zod";
import { codeReviewSchema } from "./code-review-schema.js";
import { ciFixSchema, reviewSchema, toolsSchema } from "./flow-schemas.js";
import { globProblem } from "./glob.js";
import { mcpServerSchema } from "./mcp-server-schema.js";
import { publishSchema } from "./publish-schema.js";
import { sandboxSchema } from "./sandbox-schema.js";
import { telemetrySchema, trustSchema } from "./visibility-schemas.js";

export { type McpServerConfig, mcpServerSchema, type OAuthConfig } from "./mcp-server-schema.js";

const positive = (what: string) =>
  z.number({ error: `${what} must be a number` }).positive(`${what} must be greater than 0`);

export const PROVIDERS = ["anthropic", "openai", "openai-compatible", "google", "bedrock", "replay"] as const;
const PERMISSIONS = ["read", "triage", "write", "maintain", "admin"] as const;
export const DECISIONS = ["allow", "ask", "deny"] as const;

const modelSchema = z
  .strictObject({
    provider: z
      .enum(PROVIDERS)
      .default("anthropic")
      .describe("Which model API to call. `replay` plays a cassette: a YAML or JSON file of recorded model turns."),
    name: z
      .string()
      .min(1)
      .default("claude-sonnet-4-5")
      .describe("The model name as the provider spells it; for replay, the cassette path."),
    base_url: z
      .url({ error: "base_url must be a URL such as http://localhost:11434/v1" })
      .optional()
      .describe("Base URL for openai-compatible servers (Ollama, vLLM, OpenRouter, LM Studio)."),
    api_key_env: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "api_key_env is the NAME of an environment variable, not the key itself")
      .optional()
      .describe("The NAME of the environment variable holding the API key; the key itself never goes in this file."),
    prices: z
      .strictObject({
        input_per_mtok: z.number().nonnegative(),
        output_per_mtok: z.number().nonnegative(),
        cache_read_per_mtok: z.number().nonnegative().optional(),
        cache_write_per_mtok: z.number().nonnegative().optional(),
      })
      .optional()
      .describe("Prices per million tokens; overrides the built-in price table."),
    context_window: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("Context window in tokens, when the built-in table does not know the model."),
    max_output_tokens: z.number().int().positive().optional().describe("Upper bound on tokens per model response."),
    idle_timeout_seconds: z
      .number()
      .positive()
      .default(180)
      .describe(
        "Seconds the model API may send nothing (no answer, or a pause in one) before the call is given up and tried again.",
      ),
  })
  .prefault({});

const limitsSchema = z
  .strictObject({
    max_turns: positive("max_turns")
      .int("max_turns must be a whole number")
      .default(50)
      .describe("Model turns before the run stops as budget_exceeded."),
    max_cost_usd: positive("max_cost_usd").default(5).describe("Estimated spend in US dollars before the run stops."),
    timeout_minutes: positive("timeout_minutes")
      .default(30)
      .describe("Wall-clock minutes before the run stops, with its work committed."),
    max_tool_errors: positive("max_tool_errors")
      .int("max_tool_errors must be a whole number")
      .default(6)
      .describe(
        "Failed (or denied) tool calls in a row before the run stops as stuck; the model gets a recovery note at 3.",
      ),
    daily_cost_usd: positive("daily_cost_usd")
      .optional()
      .describe(
        "Spend per repository and UTC day, across runs (the ledger at refs/patchbay/ledger). A run that would start over it is skipped; one that crosses it stops with its work committed.",
      ),
    per_user: z
      .strictObject({
        runs_per_hour: positive("runs_per_hour")
          .int("runs_per_hour must be a whole number")
          .optional()
          .describe("Runs one person may start in any hour."),
        cost_per_day_usd: positive("cost_per_day_usd").optional().describe("Spend per person and UTC day."),
      })
      .optional()
      .describe("Limits per person who asks, counted in the ledger."),
  })
  .prefault({});

const MODES = ["edit", "plan"] as const;

/**
 * An output schema: inline (a mapping) or the path of a JSON file in the repository.
 * An inline one is checked as a JSON Schema by the loader (load.ts), which loads
 * the validator only when there is one to check.
 */
const outputSchemaSchema = z
  .union([z.string().min(1), z.record(z.string(), z.unknown()), z.boolean()], {
    error: "output_schema is a JSON Schema (a mapping) or the path of a .json file holding one",
  })
  .describe(
    "JSON Schema the final result must satisfy (inline, or a path to a .json file); the JSON goes to the result_json output.",
  );

const triggerSchema = z
  .strictObject({
    phrase: z
      .string()
      .min(1)
      .default("@patchbay")
      .describe("The words that summon Patchbay in a comment (`/patchbay` at a line start works too)."),
    labels: z.array(z.string().min(1)).default(["patchbay"]).describe("Labels that start work on an issue or PR."),
    assignees: z
      .array(z.string().min(1))
      .default([])
      .describe("Assigning an issue to one of these logins starts work on it."),
    min_permission: z
      .enum(PERMISSIONS)
      .default("write")
      .describe("The repository permission the person asking must hold."),
    allowed_bots: z
      .array(z.string().min(1))
      .default([])
      .describe("Bot accounts allowed to trigger runs (bots are refused otherwise)."),
  })
  .prefault({});

const toolPattern = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

/**
 * The documented shorthand is `allow: { annotations: read_only }` for "any tool whose server
 * says it is read-only": normalized here to `allow: "*"` + `annotations: read_only`.
 */
function normalizeAnnotationShorthand(input: unknown): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input)) return input;
  const rule: Record<string, unknown> = { ...input };
  for (const effect of DECISIONS) {
    const value = rule[effect];
    if (value && typeof value === "object" && !Array.isArray(value) && "annotations" in value) {
      const { annotations, ...rest } = value;
      if (Object.keys(rest).length === 0 && rule.annotations === undefined) {
        rule[effect] = "*";
        rule.annotations = annotations;
      }
    }
  }
  return rule;
}

/** One approval rule: exactly one of allow/ask/deny naming tools (a glob or a list of globs). */
export const ruleObjectSchema = z
  .strictObject({
    allow: toolPattern.optional(),
    ask: toolPattern.optional(),
    deny: toolPattern.optional(),
    paths: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe("Globs relative to the repo root; the rule applies only when every touched path matches."),
    commands: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe("Globs matched against each segment of a shell command."),
    urls: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe(
        'URL globs for web_fetch and browser_action\'s launch (e.g. "https://docs.python.org/**"), matched against the canonical URL; each redirect is judged again.',
      ),
    annotations: z
      .literal("read_only", { error: "annotations supports only `read_only`" })
      .optional()
      .describe("Only MCP tools whose server declares readOnlyHint: true."),
    allow_redirects: z.boolean().optional().describe("Let matching commands redirect output to files."),
    allow_options: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe(
        "Hazardous options matching commands may use (e.g. `--no-index` for git, `-i` for sed, `-exec` for find): a glob alone never allows them.",
      ),
    reason: z.string().optional().describe("Shown to the model and in comments when this rule decides."),
  })
  .superRefine((rule, ctx) => {
    for (const effect of DECISIONS) {
      const value = rule[effect];
      const patterns = value === undefined ? [] : typeof value === "string" ? [value] : value;
      patterns.forEach((glob, i) => {
        const problem = globProblem(glob);
        if (problem)
          ctx.addIssue({
            code: "custom",
            path: typeof value === "string" ? [effect] : [effect, i],
            message: `bad glob "${glob}": ${problem}`,
          });
      });
    }
    rule.paths?.forEach((glob, i) => {
      const problem = globProblem(glob);
      if (problem) ctx.addIssue({ code: "custom", path: ["paths", i], message: `bad glob "${glob}": ${problem}` });
    });
    const effects = DECISIONS.filter((d) => rule[d] !== undefined);
    if (effects.length !== 1)
      ctx.addIssue({
        code: "custom",
        message:
          effects.length === 0
            ? "a rule needs one of `allow`, `ask` or `deny` naming the tools it applies to"
            : `a rule has exactly one of allow/ask/deny, this one has ${effects.join(" and ")}`,
      });
  });

export const ruleSchema = z.preprocess(normalizeAnnotationShorthand, ruleObjectSchema);

const approvalSchema = z.strictObject({
  default: z.enum(DECISIONS).default("ask").describe("What a call no rule matches gets."),
  rules: z
    .array(ruleSchema)
    .default([])
    .describe("Order does not matter: any matching deny wins, then ask, then allow."),
});

/**
 * A branch template git accepts once {kind}, {number} and {task} are filled in: no
 * space, ~ ^ : ? * [ \\, "..", "//", "@{" (but a placeholder's brace), no leading or
 * trailing "/", no ".lock" at the end. A regex, so the JSON Schema says the same.
 */
const BRANCH_TEMPLATE =
  /^(?![\s\S]*(?:[\s~^:?*[\\]|\.\.|@\{(?!(?:kind|number|task)\})|\/\/))(?!\/)(?![\s\S]*\/$)(?![\s\S]*\.lock$)[\s\S]+$/;

export const gitSchema = z
  .strictObject({
    branch: z
      .string()
      .regex(BRANCH_TEMPLATE, "branch must be a valid git branch name ({kind}, {number} and {task} are filled in)")
      .default("patchbay/{kind}-{number}")
      .describe(
        "Work branch template: {kind} is issue, pr or task; {number} the issue/PR number; {task} the task name.",
      ),
    checkpoints: z
      .enum(["tool", "turn", "end"])
      .default("tool")
      .describe(
        "Commit after each changing tool call, each model turn, or once at the end. What a command or MCP tool changed is found by watching the work tree from the run's first command (inotify, one watch per directory; `git status` instead when the watch limit fs.inotify.max_user_watches is reached), and one `git status` at the end of the run catches anything missed.",
      ),
    squash: z
      .boolean()
      .default(false)
      .describe("Squash on success; the fine-grained history stays on refs/patchbay/runs/<run id>."),
    sign: z.boolean().default(false).describe("Commit through the GitHub API so commits show as Verified."),
    author_name: z.string().min(1).default("github-actions[bot]").describe("Checkpoint author name."),
    author_email: z
      .string()
      .min(1)
      .default("41898282+github-actions[bot]@users.noreply.github.com")
      .describe("Checkpoint author email."),
    push_every_checkpoints: z
      .number()
      .int()
      .positive()
      .default(5)
      .describe("Push during the run after this many checkpoints."),
    push_every_minutes: positive("push_every_minutes")
      .default(3)
      .describe("…or after this many minutes, whichever comes first."),
  })
  .prefault({});

const taskSchema = z.strictObject({
  schedule: z.string().optional().describe("Cron string matched against github.event.schedule."),
  prompt: z.string().min(1, "a task needs a prompt").describe("What the agent is asked to do."),
  branch: z.string().optional().describe("Branch template for this task (default: git.branch)."),
  mode: z
    .enum(MODES)
    .default("edit")
    .describe("`plan`: a read-only run that posts a plan; `@patchbay go` carries it out."),
  output_schema: outputSchemaSchema.optional(),
});

const pullRequestSchema = z
  .strictObject({
    draft: z.boolean().default(true).describe("Open pull requests as drafts."),
  })
  .prefault({});

export const configSchema = z.strictObject({
  model: modelSchema,
  limits: limitsSchema,
  trigger: triggerSchema,
  instructions: z
    .array(z.string().min(1))
    .default(["AGENTS.md", "CLAUDE.md", ".clinerules"])
    .describe("Repository rule files added to the system prompt, when present."),
  mcp_servers: z
    .record(z.string().regex(/^[A-Za-z0-9_.-]+$/, "server names use letters, digits, _ . -"), mcpServerSchema)
    .default({}),
  /** Absent means "no approval section": the built-in defaults apply (docs/decisions/0003-approval-is-a-pure-decision.md). */
  approval: approvalSchema.optional(),
  git: gitSchema,
  tools: toolsSchema,
  pull_request: pullRequestSchema,
  tasks: z.record(z.string(), taskSchema).default({}),
  sandbox: sandboxSchema,
  ci_fix: ciFixSchema,
  review: reviewSchema,
  trust: trustSchema,
  telemetry: telemetrySchema,
  code_review: codeReviewSchema,
  publish: publishSchema,
});

export type Config = z.infer<typeof configSchema>;
export type ApprovalRule = z.infer<typeof ruleObjectSchema>;
export type TaskConfig = z.infer<typeof taskSchema>;
export type ModelConfig = z.infer<typeof modelSchema>;
export type GitConfig = z.infer<typeof gitSchema>;
export type TriggerConfig = z.infer<typeof triggerSchema>;
export type LimitsConfig = z.infer<typeof limitsSchema>;
export type RunMode = (typeof MODES)[number];
