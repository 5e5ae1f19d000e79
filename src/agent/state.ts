/**
 * What a session saves after every step (mini-swe-agent's habit: a crash keeps the
 * trajectory) and what a later run resumes from (`ask` in CI pauses the run;
 * docs/decisions/0005-a-checkpoint-per-tool-call.md). Validated with zod where it comes back in, because it is read from git.
 */
import { modelMessageSchema } from "ai";
import { z } from "zod";
import { cutContext, estimateTokens } from "./context-window.js";
import { ResumeError } from "./errors.js";

const SESSION_STATE_VERSION = 1;

const usageSchema = z.object({
  inputTokens: z.number().nonnegative(),
  outputTokens: z.number().nonnegative(),
  cacheReadTokens: z.number().nonnegative(),
  cacheWriteTokens: z.number().nonnegative(),
});

const pendingSchema = z.object({
  id: z.string(),
  name: z.string(),
  input: z.unknown(),
  rule: z.string(),
  reason: z.string(),
  suggestion: z.string().optional(),
});

const questionSchema = z.object({ id: z.string(), name: z.string(), question: z.string() });

/** Changes the rules asked about (git/checkpoints/held.ts), with their bytes, waiting for approve/deny. */
const heldSchema = z.object({
  files: z.array(
    z.object({
      path: z.string(),
      deleted: z.literal(true).optional(),
      mode: z.enum(["100644", "100755", "120000"]).optional(),
      sha: z.string().optional(),
      content: z.string().optional(),
    }),
  ),
  why: z.string(),
});

const checkpointSchema = z.object({
  step: z.number().int(),
  tool: z.string(),
  sha: z.string(),
  files: z.array(z.string()),
  subject: z.string(),
});

const savedSessionSchema = z.object({
  version: z.literal(SESSION_STATE_VERSION),
  model: z.string(),
  /** Checked with the AI SDK's own message schema, as the next request would. */
  messages: z.array(modelMessageSchema),
  /** A call stopped by an `ask` verdict, waiting for approve/deny. */
  pending: pendingSchema.optional(),
  /** An ask_followup_question call waiting for a reply. */
  question: questionSchema.optional(),
  /** Files a command changed that the rules hold for approval before they are committed. */
  held: heldSchema.optional(),
  usage: usageSchema,
  costUsd: z.number().nonnegative(),
  turns: z.number().int().nonnegative(),
  step: z.number().int().nonnegative(),
  checkpoints: z.array(checkpointSchema),
  /** Calls (tool + arguments) the approver answered "always" for: not asked again in this session. */
  alwaysAllowed: z.array(z.string()).default([]),
});

export type SavedSession = z.infer<typeof savedSessionSchema>;

/** Validates saved state read back from storage (JSON already parsed). */
export function parseSavedSession(data: unknown, where = "saved session"): SavedSession {
  const parsed = savedSessionSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue ? issue.path.join(".") : "";
  throw new ResumeError(
    `${where} is not a Patchbay session (version ${SESSION_STATE_VERSION}): ${path ? `${path}: ` : ""}${issue?.message ?? "invalid"}. Start a new run instead of resuming.`,
  );
}

/**
 * Shrinks a saved session to about `maxBytes` of JSON the way the context window
 * is managed (stub old outputs, then drop old whole exchanges), so the history
 * stays valid for providers. Storage caps should call this rather than cut arrays.
 */
export function shrinkSavedSession(state: SavedSession, maxBytes: number): SavedSession {
  const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), "utf8");
  if (bytes(state) <= maxBytes) return state;
  // Token estimates are characters / 4; aim a little lower so multi-byte text still fits.
  const fixed = estimateTokens({ ...state, messages: [] });
  const { messages } = cutContext(state.messages, Math.floor((maxBytes * 0.9) / 4), fixed);
  return { ...state, messages };
}
