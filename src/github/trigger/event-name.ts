/**
 * The event name for a payload file given without one (`patchbay run --event FILE`):
 * GitHub puts the name in GITHUB_EVENT_NAME, not in the payload, so a local run
 * infers it from the payload's shape. `--event-name` overrides.
 */
import { z } from "zod";

const shape = z.looseObject({
  comment: z.unknown().optional(),
  review: z.unknown().optional(),
  issue: z.unknown().optional(),
  pull_request: z.unknown().optional(),
  schedule: z.unknown().optional(),
  inputs: z.unknown().optional(),
  client_payload: z.unknown().optional(),
  action: z.unknown().optional(),
});

export function inferEventName(payload: unknown): string | undefined {
  const parsed = shape.safeParse(payload);
  if (!parsed.success) return undefined;
  const p = parsed.data;
  if (p.comment !== undefined && p.issue !== undefined) return "issue_comment";
  if (p.comment !== undefined && p.pull_request !== undefined) return "pull_request_review_comment";
  if (p.review !== undefined && p.pull_request !== undefined) return "pull_request_review";
  if (p.issue !== undefined) return "issues";
  if (p.pull_request !== undefined) return "pull_request";
  if (p.schedule !== undefined) return "schedule";
  if (p.client_payload !== undefined) return "repository_dispatch";
  if (p.inputs !== undefined) return "workflow_dispatch";
  return undefined;
}
