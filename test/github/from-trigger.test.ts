import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import {
  commentTargetFor,
  contextRequestFor,
  actorToCheckFor as gateActorFor,
  repoUrlFor,
} from "../../src/github/trigger/from-trigger.js";
import { parseTrigger } from "../../src/github/trigger/parse.js";
import type { Trigger } from "../../src/github/trigger/types.js";

const events = path.resolve(import.meta.dirname, "../../examples/events");

async function trigger(eventName: string, file: string): Promise<Trigger> {
  const payload: unknown = JSON.parse(await readFile(path.join(events, file), "utf8"));
  const result = parseTrigger({ eventName, payload, config: configSchema.parse({}), botLogin: "github-actions[bot]" });
  if (result.kind !== "trigger") throw new Error(`expected a trigger from ${file}: ${result.reason}`);
  return result.trigger;
}

describe("adapters from a parsed Trigger", () => {
  it("answers a review comment in its thread and gathers its diff hunk", async () => {
    const t = await trigger("pull_request_review_comment", "pull_request_review_comment.json");
    const target = commentTargetFor(t);
    expect(target).toMatchObject({ kind: "review_thread", owner: "octo-org", repo: "example" });
    const req = contextRequestFor(t);
    expect(req).toMatchObject({ kind: "pr", triggerCommentId: 1612345678, reviewComment: { path: "src/math.ts" } });
    expect(req?.triggerTime).toBe(t.time);
    expect(gateActorFor(t)).toMatchObject({ owner: "octo-org", repo: "example", actorType: "User" });
    expect(repoUrlFor(t)).toBe("https://github.com/octo-org/example");
  });

  it("comments on the issue for an issue comment", async () => {
    const t = await trigger("issue_comment", "issue_comment.issue.json");
    expect(commentTargetFor(t)).toMatchObject({ kind: "issue", issueNumber: t.source.number });
    expect(contextRequestFor(t)).toMatchObject({ kind: "issue", triggerCommentId: t.comment?.id });
  });
});
