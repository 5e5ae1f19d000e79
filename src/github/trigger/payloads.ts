/**
 * Zod schemas for the parts of webhook payloads Patchbay reads — and only those. Objects
 * are loose so fields GitHub adds (or GHES omits elsewhere) never break parsing; a field we
 * rely on that is missing is a TriggerError naming it.
 */
import { z } from "zod";

const userSchema = z.looseObject({
  login: z.string(),
  id: z.number(),
  type: z.string().optional(),
});

const repositorySchema = z.looseObject({
  name: z.string(),
  full_name: z.string(),
  owner: z.looseObject({ login: z.string() }),
  default_branch: z.string(),
  html_url: z.string().optional(),
  /** Public or private: decides trust.authors' default. */
  private: z.boolean().optional(),
});

const labelSchema = z.looseObject({ name: z.string() });

export const issueSchema = z.looseObject({
  number: z.number().int(),
  title: z.string(),
  body: z.string().nullish(),
  html_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  labels: z.array(labelSchema).nullish(),
  user: userSchema.nullish(),
  author_association: z.string().optional(),
  /** Present (an object of URLs) when the "issue" is a pull request. */
  pull_request: z.looseObject({ html_url: z.string().nullish() }).nullish(),
});

const branchEndSchema = z.looseObject({
  ref: z.string(),
  sha: z.string(),
  /** null when the head fork was deleted. */
  repo: z.looseObject({ full_name: z.string() }).nullable(),
});

export const pullRequestSchema = z.looseObject({
  number: z.number().int(),
  title: z.string(),
  body: z.string().nullish(),
  html_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  draft: z.boolean().optional(),
  labels: z.array(labelSchema).nullish(),
  user: userSchema.nullish(),
  author_association: z.string().optional(),
  head: branchEndSchema,
  base: branchEndSchema.extend({ repo: z.looseObject({ full_name: z.string() }) }),
});

const issueCommentSchema = z.looseObject({
  id: z.number(),
  html_url: z.string(),
  body: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  user: userSchema,
  author_association: z.string().optional(),
});

const reviewCommentSchema = issueCommentSchema.extend({
  path: z.string(),
  diff_hunk: z.string(),
  commit_id: z.string().optional(),
  line: z.number().nullish(),
  start_line: z.number().nullish(),
  side: z.string().nullish(),
  in_reply_to_id: z.number().optional(),
});

const reviewSchema = z.looseObject({
  id: z.number(),
  html_url: z.string(),
  body: z.string().nullish(),
  submitted_at: z.string().nullish(),
  commit_id: z.string().nullish(),
  user: userSchema.nullable(),
  author_association: z.string().optional(),
});

/** `changes` on an `edited` action: what the body was before the edit. */
const changesSchema = z.looseObject({ body: z.looseObject({ from: z.string().nullish() }).optional() }).optional();

/** Every payload Patchbay acts on has these two; `sender` is absent only on `schedule`. */
export const basePayloadSchema = z.looseObject({
  action: z.string().optional(),
  repository: repositorySchema,
  sender: userSchema.optional(),
});

export const issueCommentPayloadSchema = basePayloadSchema.extend({
  action: z.string(),
  issue: issueSchema,
  comment: issueCommentSchema,
  sender: userSchema,
});

export const reviewCommentPayloadSchema = basePayloadSchema.extend({
  action: z.string(),
  pull_request: pullRequestSchema,
  comment: reviewCommentSchema,
  sender: userSchema,
});

export const reviewPayloadSchema = basePayloadSchema.extend({
  action: z.string(),
  pull_request: pullRequestSchema,
  review: reviewSchema,
  sender: userSchema,
});

export const issuesPayloadSchema = basePayloadSchema.extend({
  action: z.string(),
  issue: issueSchema,
  sender: userSchema,
  label: labelSchema.optional(),
  assignee: userSchema.nullish(),
  changes: changesSchema,
});

export const pullRequestPayloadSchema = basePayloadSchema.extend({
  action: z.string(),
  pull_request: pullRequestSchema,
  sender: userSchema,
  label: labelSchema.optional(),
  assignee: userSchema.nullish(),
  changes: changesSchema,
});

export const schedulePayloadSchema = basePayloadSchema.extend({ schedule: z.string() });

/** Dispatch inputs are strings on github.com, but a hand-written event file may hold anything. */
const looseRecord = z.record(z.string(), z.unknown()).nullish();

export const workflowDispatchPayloadSchema = basePayloadSchema.extend({
  inputs: looseRecord,
  ref: z.string().optional(),
});

export const repositoryDispatchPayloadSchema = basePayloadSchema.extend({
  action: z.string(),
  branch: z.string().optional(),
  client_payload: looseRecord,
});

export type UserPayload = z.infer<typeof userSchema>;
export type RepositoryPayload = z.infer<typeof repositorySchema>;
export type IssuePayload = z.infer<typeof issueSchema>;
export type PullRequestPayload = z.infer<typeof pullRequestSchema>;
