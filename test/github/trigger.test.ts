/**
 * Hand-made cases around the examples/events payloads: fork PRs, bots, edits, bare
 * phrases, schedules and dispatches, automation mode and malformed payloads.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PATCHBAY_MARKER } from "../../src/github/marker.js";
import { readEvent } from "../../src/github/trigger/event-file.js";
import { parseTrigger } from "../../src/github/trigger/parse.js";
import { config, getIn, withIn, without } from "./trigger-fixtures.js";
import {
  EVENTS,
  issueComment,
  labeled,
  NOW,
  parse,
  prComment,
  reviewComment,
  skipped,
  triggered,
  withTasks,
} from "./trigger-helpers.js";

describe("examples/events", () => {
  const files = readdirSync(EVENTS).filter((f) => f.endsWith(".json"));

  it("has one file per flow", () => {
    expect(files.sort()).toEqual([
      "issue_comment.issue.json",
      "issue_comment.pr.json",
      "issues.labeled.json",
      "pull_request_review_comment.json",
      "schedule.json",
      "workflow_dispatch.json",
    ]);
  });

  it.each(files)("%s reads and triggers in octo-org/example", async (file) => {
    const eventName = file.split(".")[0] ?? "";
    const payload = await readEvent(join(EVENTS, file), eventName);
    const t = triggered(parseTrigger({ eventName, payload, config: withTasks, now: NOW }));
    expect(t.repository).toEqual({
      owner: "octo-org",
      name: "example",
      fullName: "octo-org/example",
      defaultBranch: "main",
      url: "https://github.com/octo-org/example",
      // trust.authors defaults by it: writers on a public repository.
      private: false,
    });
    expect(t.request.length).toBeGreaterThan(5);
  });
});

describe("issue_comment", () => {
  it("on an issue: request without the phrase, new branch from the default branch", () => {
    const t = triggered(parse("issue_comment", issueComment));
    expect(t).toMatchObject({
      request: "please fix the sign in `add()` and add a regression test.",
      via: "phrase",
      source: { kind: "issue", number: 1, title: "add() returns the wrong sum" },
      actor: { login: "octocat", type: "User", id: 21031067 },
      comment: { kind: "issue_comment", id: 2501234567, createdAt: "2026-11-20T09:15:00Z" },
      branch: { kind: "new", from: "main" },
      time: "2026-11-20T09:15:00Z",
    });
    expect(t.pullRequest).toBeUndefined();
  });

  it("on a PR: source is the PR and the branch must be looked up (the payload has no heads)", () => {
    const t = triggered(parse("issue_comment", prComment));
    expect(t.source).toMatchObject({ kind: "pr", number: 2, url: "https://github.com/octo-org/example/pull/2" });
    expect(t.branch).toEqual({ kind: "pr-lookup", number: 2 });
  });

  it("a bare phrase on an issue asks for the issue itself", () => {
    const t = triggered(parse("issue_comment", withIn(issueComment, "comment.body", "@patchbay")));
    expect(t.request).toBe(
      "add() returns the wrong sum\n\n`add(2, 3)` returns `-1` instead of `5`.\n\nSteps: `npm test` fails in `test/math.test.ts`.",
    );
  });

  it("a bare phrase on a PR is skipped with a hint", () => {
    expect(skipped(parse("issue_comment", withIn(prComment, "comment.body", "/patchbay")))).toBe(
      "the comment only says @patchbay; add what to do, e.g. `@patchbay fix the failing test`",
    );
  });

  it("an edited comment does not re-trigger, even when it mentions the phrase", () => {
    const edited = withIn(withIn(issueComment, "action", "edited"), "changes", { body: { from: "typo" } });
    expect(skipped(parse("issue_comment", edited))).toMatch(/^the comment was edited; edits do not re-trigger/);
  });

  it("a deleted comment is skipped", () => {
    expect(skipped(parse("issue_comment", withIn(issueComment, "action", "deleted")))).toBe("the comment was deleted");
  });

  it("a quoted earlier request does not trigger", () => {
    const reply = withIn(issueComment, "comment.body", "> @patchbay please fix it\n\nI already fixed this by hand.");
    expect(skipped(parse("issue_comment", reply))).toBe(
      "no @patchbay (or /patchbay at the start of a line) in the comment",
    );
  });

  it("Patchbay's own comment (hidden marker) is skipped before anything else", () => {
    const own = withIn(issueComment, "comment.body", `${PATCHBAY_MARKER}\nWorking on @patchbay fix it`);
    expect(skipped(parse("issue_comment", own))).toMatch(/Patchbay's own \(it carries the <!-- patchbay --> marker\)/);
  });

  it("the bot's own login never triggers, with or without the [bot] suffix", () => {
    const fromBot = withIn(withIn(issueComment, "sender.login", "github-actions[bot]"), "sender.type", "Bot");
    expect(skipped(parse("issue_comment", fromBot, { botLogin: "github-actions" }))).toBe(
      "the event was caused by Patchbay itself (github-actions[bot])",
    );
    // Even allow-listing every bot does not let Patchbay trigger itself.
    const all = config({ trigger: { allowed_bots: ["*"] } });
    expect(skipped(parse("issue_comment", fromBot, { botLogin: "github-actions[bot]", config: all }))).toMatch(
      /Patchbay itself/,
    );
  });

  it("other bots: refused by default, allowed by name or by *", () => {
    const renovate = withIn(issueComment, "sender.login", "renovate[bot]");
    expect(skipped(parse("issue_comment", renovate))).toMatch(/^`renovate\[bot\]` is a bot/);
    const byName = triggered(
      parse("issue_comment", renovate, { config: config({ trigger: { allowed_bots: ["renovate[bot]"] } }) }),
    );
    expect(byName.actor).toMatchObject({ login: "renovate[bot]", type: "Bot" });
    triggered(parse("issue_comment", renovate, { config: config({ trigger: { allowed_bots: ["*"] } }) }));
  });

  it("uses the configured phrase", () => {
    const robot = config({ trigger: { phrase: "@robot" } });
    const asked = withIn(issueComment, "comment.body", "/robot make it faster");
    expect(triggered(parse("issue_comment", asked, { config: robot })).request).toBe("make it faster");
    expect(skipped(parse("issue_comment", issueComment, { config: robot }))).toBe(
      "no @robot (or /robot at the start of a line) in the comment",
    );
  });
});

describe("pull_request_review_comment", () => {
  it("carries the file, line and diff hunk, and works on the PR branch", () => {
    const t = triggered(parse("pull_request_review_comment", reviewComment));
    expect(t.comment).toMatchObject({ kind: "review_comment", path: "src/math.ts", line: 2, side: "RIGHT" });
    expect(t.comment?.diffHunk).toContain("+  return a + b;");
    expect(t.pullRequest).toMatchObject({ number: 2, headRef: "fix-add", baseRef: "main", isFork: false });
    expect(t.branch).toEqual({ kind: "existing", name: "fix-add" });
  });

  it("on a fork PR: flagged as a fork, nothing to push to", () => {
    const fork = withIn(reviewComment, "pull_request.head.repo.full_name", "contributor/example");
    const t = triggered(parse("pull_request_review_comment", fork));
    expect(t.pullRequest).toMatchObject({
      isFork: true,
      headRepo: "contributor/example",
      baseRepo: "octo-org/example",
    });
    expect(t.branch).toEqual({
      kind: "fork",
      sha: "3f786850e387550fdab836ed7e6dc881de23001b",
      headRepo: "contributor/example",
    });
  });

  it("a PR whose fork was deleted (head.repo null) counts as a fork", () => {
    const gone = withIn(reviewComment, "pull_request.head.repo", null);
    const t = triggered(parse("pull_request_review_comment", gone));
    expect(t.pullRequest).toMatchObject({ isFork: true, headRepo: null });
  });

  it("a reply in a thread keeps in_reply_to_id and a multi-line range", () => {
    const reply = withIn(withIn(reviewComment, "comment.in_reply_to_id", 1612340000), "comment.start_line", 1);
    expect(triggered(parse("pull_request_review_comment", reply)).comment).toMatchObject({
      inReplyToId: 1612340000,
      startLine: 1,
    });
  });
});

describe("pull_request_review", () => {
  const review = withIn(
    withIn(without(reviewComment, "comment"), "review", {
      id: 2212345678,
      html_url: "https://github.com/octo-org/example/pull/2#pullrequestreview-2212345678",
      body: "Looks close. @patchbay rename `add` to `sum` everywhere.",
      submitted_at: "2026-11-20T12:00:00Z",
      state: "commented",
      commit_id: "3f786850e387550fdab836ed7e6dc881de23001b",
      user: getIn(reviewComment, "sender"),
    }),
    "action",
    "submitted",
  );

  it("a submitted review with the phrase triggers; the time is submitted_at", () => {
    const t = triggered(parse("pull_request_review", review));
    expect(t.request).toBe("Looks close. rename `add` to `sum` everywhere.");
    expect(t.comment).toMatchObject({ kind: "review", id: 2212345678, createdAt: "2026-11-20T12:00:00Z" });
    expect(t.time).toBe("2026-11-20T12:00:00Z");
  });

  it("a review with no body is skipped; a dismissed review is not acted on", () => {
    expect(skipped(parse("pull_request_review", withIn(review, "review.body", null)))).toMatch(
      /^no @patchbay .* in the review$/,
    );
    expect(skipped(parse("pull_request_review", withIn(review, "action", "dismissed")))).toBe(
      "action `dismissed` of `pull_request_review` is not one Patchbay acts on",
    );
  });
});

describe("issues and pull_request", () => {
  it("labeled with the trigger label (any case): the issue is the request", () => {
    const t = triggered(parse("issues", withIn(labeled, "label.name", "PatchBay")));
    expect(t).toMatchObject({ via: "label", source: { kind: "issue", number: 1 }, time: "2026-11-20T09:15:00Z" });
    expect(t.request.startsWith("add() returns the wrong sum\n\n`add(2, 3)`")).toBe(true);
  });

  it("labeled with another label is skipped, naming both", () => {
    expect(skipped(parse("issues", withIn(labeled, "label.name", "bug")))).toBe(
      "label `bug` is not a trigger label (trigger.labels: `patchbay`)",
    );
  });

  it("opened with a trigger label already on it, or with the phrase in the body", () => {
    const opened = withIn(labeled, "action", "opened");
    expect(triggered(parse("issues", opened))).toMatchObject({ via: "label", time: "2026-11-20T09:00:00Z" });
    const asked = withIn(withIn(opened, "issue.labels", []), "issue.body", "Broken.\n\n@patchbay fix add()");
    expect(triggered(parse("issues", asked))).toMatchObject({ via: "phrase", request: "Broken.\n\nfix add()" });
  });

  it("assigned: only to a configured assignee", () => {
    const assigned = withIn(withIn(labeled, "action", "assigned"), "assignee", {
      login: "patchbay-bot",
      id: 9,
      type: "User",
    });
    expect(skipped(parse("issues", assigned))).toBe(
      "the issue was assigned to `patchbay-bot`, not to one of trigger.assignees (none)",
    );
    const bots = config({ trigger: { assignees: ["patchbay-bot"] } });
    expect(triggered(parse("issues", assigned, { config: bots })).via).toBe("assignee");
  });

  it("edited: triggers only when the edit added the phrase", () => {
    const edited = withIn(withIn(labeled, "action", "edited"), "issue.body", "@patchbay fix it");
    expect(triggered(parse("issues", withIn(edited, "changes", { body: { from: "old text" } }))).request).toBe(
      "fix it",
    );
    expect(skipped(parse("issues", withIn(edited, "changes", { body: { from: "@patchbay fix it!" } })))).toMatch(
      /already there; edits do not re-trigger/,
    );
    expect(skipped(parse("issues", withIn(edited, "changes", { title: { from: "x" } })))).toBe(
      "the issue was edited but its body did not change",
    );
  });

  it("pull_request_target is read like pull_request; Patchbay's own PR is skipped", () => {
    const pr = withIn(
      withIn(without(reviewComment, "comment"), "action", "opened"),
      "pull_request.body",
      "@patchbay add a changelog entry",
    );
    expect(triggered(parse("pull_request_target", pr))).toMatchObject({
      request: "add a changelog entry",
      eventName: "pull_request_target",
    });
    const ours = withIn(pr, "pull_request.body", `${PATCHBAY_MARKER}\nCloses #1. Asked by @patchbay fix it`);
    expect(skipped(parse("pull_request", ours))).toMatch(/^the pull request is Patchbay's own/);
    // Someone labelling Patchbay's PR afterwards is asking for more work on it.
    const relabeled = withIn(withIn(ours, "action", "labeled"), "label", { name: "patchbay" });
    expect(triggered(parse("pull_request", relabeled))).toMatchObject({
      via: "label",
      branch: { kind: "existing", name: "fix-add" },
    });
    // Pushes start only code reviews, and only with code_review.auto.
    expect(skipped(parse("pull_request", withIn(pr, "action", "synchronize")))).toBe(
      "a push to a pull request starts a code review only with code_review.auto: true in the config",
    );
  });
});
