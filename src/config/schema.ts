/**
 * The `.github/patchbay.yml` schema (DESIGN §2). Every key is optional and every
 * default is safe: no servers, ask before anything but reads and workspace writes.
 * Objects are strict so a typo is an error with a "did you mean", never a silent no-op.
 */
import { z } from "zod";

const positive = (what: string) =>
  z.number({ error: `${what} must be a number` }).positive(`${what} must be greater than 0`);

export const PROVIDERS = ["anthropic", "openai", "openai-compatible", "google", "bedrock", "replay"] as const;
export const PERMISSIONS = ["read", "triage", "write", "maintain", "admin"] as const;
export const DECISIONS = ["allow", "ask", "deny"] as const;

export const modelSchema = z
  .strictObject({
    provider: z.enum(PROVIDERS).default("anthropic"),
    name: z.string().min(1).default("claude-sonnet-4-5"),
    base_url: z.url({ error: "base_url must be a URL such as http://localhost:11434/v1" }).optional(),
    api_key_env: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "api_key_env is the NAME of an environment variable, not the key itself")
      .optional(),
    prices: z
      .strictObject({
        input_per_mtok: z.number().nonnegative(),
        output_per_mtok: z.number().nonnegative(),
        cache_read_per_mtok: z.number().nonnegative().optional(),
        cache_write_per_mtok: z.number().nonnegative().optional(),
      })
      .optional(),
    context_window: z.number().int().positive().optional(),
    max_output_tokens: z.number().int().positive().optional(),
  })
  .prefault({});

export const limitsSchema = z
  .strictObject({
    max_turns: positive("max_turns").int("max_turns must be a whole number").default(50),
    max_cost_usd: positive("max_cost_usd").default(5),
    timeout_minutes: positive("timeout_minutes").default(30),
  })
  .prefault({});

export const triggerSchema = z
  .strictObject({
    phrase: z.string().min(1).default("@patchbay"),
    labels: z.array(z.string().min(1)).default(["patchbay"]),
    assignees: z.array(z.string().min(1)).default([]),
    min_permission: z.enum(PERMISSIONS).default("write"),
    allowed_bots: z.array(z.string().min(1)).default([]),
  })
  .prefault({});

/** `oauth:` for remote servers: client-credentials grant, values usually `${VAR}`. */
export const oauthSchema = z.strictObject({
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  scope: z.string().optional(),
  token_url: z.url().optional(),
});

/**
 * One MCP server, in the shape of `.mcp.json`'s `mcpServers` entries (Claude Code),
 * with Cline's spellings accepted (`streamableHttp`, `disabled`, `timeout`, `autoApprove`).
 */
export const mcpServerSchema = z
  .strictObject({
    type: z.enum(["stdio", "http", "sse", "streamableHttp", "streamable-http"]).optional(),
    transportType: z.enum(["stdio", "sse", "streamableHttp"]).optional(),
    command: z.string().min(1, "command must not be empty").optional(),
    args: z.array(z.string()).default([]),
    cwd: z.string().optional(),
    env: z.record(z.string(), z.string()).default({}),
    url: z.string().optional(),
    headers: z.record(z.string(), z.string()).default({}),
    oauth: oauthSchema.optional(),
    timeout: positive("timeout").default(60),
    connect_timeout: positive("connect_timeout").default(30),
    disabled: z.boolean().default(false),
    autoApprove: z.array(z.string()).default([]),
  })
  .superRefine((server, ctx) => {
    if (server.command && server.url) {
      ctx.addIssue({ code: "custom", message: "a server has either `command` (stdio) or `url` (http/sse), not both" });
    } else if (!server.command && !server.url) {
      ctx.addIssue({ code: "custom", message: "a server needs `command` (stdio) or `url` (http/sse)" });
    }
    const type = server.type ?? server.transportType;
    if (type === "stdio" && server.url)
      ctx.addIssue({ code: "custom", message: "type stdio needs `command`, not `url`" });
    if (type && type !== "stdio" && server.command)
      ctx.addIssue({ code: "custom", message: `type ${type} needs \`url\`, not \`command\`` });
  });

const toolPattern = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

/** One approval rule: exactly one of allow/ask/deny naming tools (a glob or a list of globs). */
export const ruleSchema = z
  .strictObject({
    allow: toolPattern.optional(),
    ask: toolPattern.optional(),
    deny: toolPattern.optional(),
    paths: z.array(z.string().min(1)).min(1).optional(),
    commands: z.array(z.string().min(1)).min(1).optional(),
    annotations: z.literal("read_only", { error: "annotations supports only `read_only`" }).optional(),
    allow_redirects: z.boolean().optional(),
    reason: z.string().optional(),
  })
  .superRefine((rule, ctx) => {
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

export const approvalSchema = z.strictObject({
  default: z.enum(DECISIONS).default("ask"),
  rules: z.array(ruleSchema).default([]),
});

export const gitSchema = z
  .strictObject({
    branch: z
      .string()
      .min(1)
      .refine((b) => !/[\s~^:?*[\\]|\.\.|@\{|\/\/|\/$|^\/|\.lock$/.test(b.replace(/\{(kind|number|task)\}/g, "x")), {
        message: "branch must be a valid git branch name ({kind}, {number} and {task} are filled in)",
      })
      .default("patchbay/{kind}-{number}"),
    checkpoints: z.enum(["tool", "turn", "end"]).default("tool"),
    squash: z.boolean().default(false),
    sign: z.boolean().default(false),
    author_name: z.string().min(1).default("github-actions[bot]"),
    author_email: z.string().min(1).default("41898282+github-actions[bot]@users.noreply.github.com"),
    push_every_checkpoints: z.number().int().positive().default(5),
    push_every_minutes: positive("push_every_minutes").default(3),
  })
  .prefault({});

export const taskSchema = z.strictObject({
  schedule: z.string().optional(),
  prompt: z.string().min(1, "a task needs a prompt"),
  branch: z.string().optional(),
});

export const pullRequestSchema = z
  .strictObject({
    draft: z.boolean().default(true),
  })
  .prefault({});

export const configSchema = z.strictObject({
  model: modelSchema,
  limits: limitsSchema,
  trigger: triggerSchema,
  instructions: z.array(z.string().min(1)).default(["AGENTS.md", "CLAUDE.md", ".clinerules"]),
  mcp_servers: z
    .record(z.string().regex(/^[A-Za-z0-9_.-]+$/, "server names use letters, digits, _ . -"), mcpServerSchema)
    .default({}),
  /** Absent means "no approval section": the built-in defaults apply (DESIGN §3). */
  approval: approvalSchema.optional(),
  git: gitSchema,
  pull_request: pullRequestSchema,
  tasks: z.record(z.string(), taskSchema).default({}),
});

export type Config = z.infer<typeof configSchema>;
export type McpServerConfig = z.infer<typeof mcpServerSchema>;
export type ApprovalConfig = z.infer<typeof approvalSchema>;
export type ApprovalRule = z.infer<typeof ruleSchema>;
export type TaskConfig = z.infer<typeof taskSchema>;
export type ModelConfig = z.infer<typeof modelSchema>;
export type GitConfig = z.infer<typeof gitSchema>;
export type TriggerConfig = z.infer<typeof triggerSchema>;
export type LimitsConfig = z.infer<typeof limitsSchema>;
