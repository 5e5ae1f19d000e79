/**
 * The outbox (docs/decisions/0023-two-job-runs.md): what an agent stage hands the publish stage — a git
 * bundle of the work branch and Patchbay's refs, and this one JSON file of the
 * GitHub writes the run asked for, with its outcome and usage. The agent stage
 * writes it; the publish stage reads it as untrusted input: everything here is
 * bounded (sizes, counts, shapes) so a crafted file is refused by its schema
 * before anything reads it further.
 */
import { z } from "zod";

/** The JSON file in the outbox directory. */
export const OUTBOX_JSON = "outbox.json";
/** The git bundle beside it (absent when the run committed nothing and saved no state). */
export const OUTBOX_BUNDLE = "work.bundle";

/** Bigger than any honest outbox (a 60,000-character comment, a PR body, a few replies) by far. */
export const MAX_OUTBOX_JSON_BYTES = 1024 * 1024;
/** GitHub rejects comment and PR bodies over 65,536 characters. */
const MAX_BODY_CHARS = 65_536;
/** Writes one outbox may ask for, in all; each kind has its own cap too (publish/caps.ts). */
const MAX_WRITES = 200;

const body = z.string().max(MAX_BODY_CHARS);
const positiveId = z.number().int().positive();
/** Git ref names, as Patchbay makes them: no `..`, no control characters, no leading dash. */
const refName = z
  .string()
  .max(255)
  .regex(/^refs\/[A-Za-z0-9._/-]+$/, "a ref name (refs/…)")
  .refine((r) => !r.includes("..") && !r.includes("//") && !r.endsWith("/") && !r.endsWith(".lock"), "a valid ref");
const branchName = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9._/-]+$/, "a branch name")
  .refine((b) => !b.startsWith("-") && !b.includes(".."), "a valid branch name");

/** One GitHub write the run asked for. The publish stage decides whether, and where, it happens. */
const outboxWriteSchema = z.discriminatedUnion("kind", [
  /** The run's progress comment in its last words (the approval request, the question, the summary). */
  z.strictObject({
    kind: z.literal("progress_comment"),
    /** `issue`: a comment on the issue or PR; `review_thread`: a reply in the review comment's thread. */
    target: z.enum(["issue", "review_thread"]),
    number: positiveId,
    /** The review comment answered (review_thread only). */
    replyTo: positiveId.optional(),
    body,
  }),
  /** Another comment of the run's own on the same issue or PR (a fork's patch, a CI fix's note). */
  z.strictObject({ kind: z.literal("comment"), number: positiveId, body }),
  /** 👀 on the comment that asked. */
  z.strictObject({
    kind: z.literal("reaction"),
    commentId: positiveId,
    on: z.enum(["issue_comment", "review_comment"]),
    content: z.literal("eyes"),
  }),
  /** The pull request for the work branch: opened (draft or not as publish's config says), or updated when one is open. */
  z.strictObject({
    kind: z.literal("pull_request"),
    head: branchName,
    base: branchName,
    title: z.string().min(1).max(256),
    body,
  }),
  /** A reply in a review thread (review replies flow). */
  z.strictObject({ kind: z.literal("review_reply"), threadId: z.string().min(1).max(200), body }),
  /** A review thread marked resolved. */
  z.strictObject({ kind: z.literal("resolve_thread"), threadId: z.string().min(1).max(200) }),
  /** Labels added to the issue or PR. */
  z.strictObject({
    kind: z.literal("labels"),
    number: positiveId,
    labels: z.array(z.string().min(1).max(50)).min(1).max(20),
  }),
]);
export type OutboxWrite = z.infer<typeof outboxWriteSchema>;

const usageSchema = z.strictObject({
  turns: z.number().int().nonnegative(),
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  cacheReadTokens: z.number().int().nonnegative(),
  cacheWriteTokens: z.number().int().nonnegative(),
  costUsd: z.number().nonnegative(),
  durationMs: z.number().nonnegative().optional(),
});

export const outboxSchema = z.strictObject({
  version: z.literal(1),
  /** Which event the agent stage handled: the publish stage refuses an outbox made for another. */
  event: z.strictObject({
    name: z.string().min(1).max(100),
    /** sha256 of the event payload file's bytes. */
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    runId: z.string().min(1).max(100),
  }),
  /** `owner/name`. */
  repository: z
    .string()
    .max(200)
    .regex(/^[^/\s]+\/[^/\s]+$/),
  /** The work branch the bundle carries, when there is one. */
  branch: branchName.optional(),
  /** The refs in the bundle and the commits they point to (checked against `git bundle list-heads`). */
  refs: z.array(z.strictObject({ name: refName, sha: z.string().regex(/^[0-9a-f]{40}$/) })).max(20),
  outcome: z.strictObject({
    kind: z.string().min(1).max(40),
    message: z.string().max(MAX_BODY_CHARS),
    result: z.string().max(MAX_BODY_CHARS).optional(),
    commits: z.number().int().nonnegative(),
  }),
  usage: usageSchema,
  writes: z.array(outboxWriteSchema).max(MAX_WRITES),
});
export type Outbox = z.infer<typeof outboxSchema>;

/**
 * What the agent stage gave GitHub's client back for a write it kept: links in
 * the texts it wrote (the PR's URL in the progress comment) carry these, and the
 * publish stage puts the real URL in their place.
 */
export const PENDING_PULL_URL = "https://patchbay.invalid/outbox/pull-request";
