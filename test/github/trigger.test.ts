/**
 * Hand-made cases around the examples/events payloads: fork PRs, bots, edits, bare
 * phrases, schedules and dispatches, automation mode and malformed payloads.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PATCHBAY_MARKER } from "../../src/github/marker.js";
import { branchForPullRequest, parsePullRequest } from "../../src/github/trigger/common.js";
import { TriggerError } from "../../src/github/trigger/error.js";
import { readEvent } from "../../src/github/trigger/event-file.js";
import { parseTrigger } from "../../src/github/trigger/parse.js";
import type { ParseTriggerInput, TriggerResult } from "../../src/github/trigger/types.js";
import { config, getIn, readJson, withIn, without } from "./trigger-fixtures.js";

const EVENTS = join(import.meta.dirname, "../../examples/events");
const event = (file: string) => readJson(join(EVENTS, file));
const issueComment = event("issue_comment.issue.json");
const prComment = event("issue_comment.pr.json");
const labeled = event("issues.labeled.json");
const reviewComment = event("pull_request_review_comment.json");
const schedule = event("schedule.json");
const dispatch = event("workflow_dispatch.json");

const NOW = new Date("2026-11-23T06:00:00Z");
const DEPS = "Update outdated dev dependencies; open a PR only if the tests pass.";
const withTasks = config({
  tasks: {
    deps: { schedule: "0 6 * * 1", prompt: DEPS },
    docs: { schedule: "0 7 * * *", prompt: "Fix broken links in docs/." },
    adhoc: { prompt: "Tidy up." },
  },
});

function parse(eventName: string, payload: unknown, extra: Partial<ParseTriggerInput> = {}): TriggerResult {
  return parseTrigger({ eventName, payload, config: config(), now: NOW, ...extra });
}

function triggered(result: TriggerResult) {
  if (result.kind !== "trigger") throw new Error(`expected a trigger, got skip: ${result.reason}`);
  return result.trigger;
}

function skipped(result: TriggerResult): string {
  if (result.kind !== "skip") throw new Error(`expected a skip, got a trigger: ${result.trigger.request}`);
  return result.reason;
}

function thrown(fn: () => unknown): TriggerError {
  try {
    fn();
  } catch (error) {
    if (error instanceof TriggerError) return error;
    throw error;
  }
  throw new Error("expected a TriggerError");
}

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
    expect(skipped(parse("pull_request", withIn(pr, "action", "synchronize")))).toBe(
      "action `synchronize` of `pull_request` is not one Patchbay acts on",
    );
  });
});

describe("schedule", () => {
  it("matches the cron string to a task (whitespace-insensitive); the actor is unknown", () => {
    const t = triggered(parse("schedule", withIn(schedule, "schedule", " 0 6  * * 1 "), { config: withTasks }));
    expect(t).toMatchObject({
      request: DEPS,
      via: "task",
      automation: true,
      source: { kind: "task", task: "deps" },
      branch: { kind: "new", from: "main" },
      time: NOW.toISOString(),
    });
    expect(t.actor).toBeUndefined();
  });

  it("no matching task: skipped, naming the cron and the scheduled tasks", () => {
    expect(skipped(parse("schedule", withIn(schedule, "schedule", "*/5 * * * *"), { config: withTasks }))).toBe(
      "no task in the config has schedule `*/5 * * * *` (scheduled tasks: deps: `0 6 * * 1`, docs: `0 7 * * *`)",
    );
  });

  it("two tasks on one cron is an error; a task input settles it", () => {
    const twice = config({
      tasks: { a: { schedule: "0 6 * * 1", prompt: "A" }, b: { schedule: "0 6 * * 1", prompt: "B" } },
    });
    const error = thrown(() => parse("schedule", schedule, { config: twice }));
    expect(error.code).toBe("TRIGGER_AMBIGUOUS_SCHEDULE");
    expect(error.message).toContain("`a`, `b`");
    expect(triggered(parse("schedule", schedule, { config: twice, inputs: { task: "b" } })).request).toBe("B");
  });
});

describe("workflow_dispatch", () => {
  it("runs the task named in the dispatch inputs, from the dispatched ref", () => {
    const t = triggered(
      parse("workflow_dispatch", withIn(dispatch, "ref", "refs/heads/release"), { config: withTasks }),
    );
    expect(t).toMatchObject({
      source: { kind: "task", task: "deps" },
      request: DEPS,
      branch: { kind: "new", from: "release" },
    });
    expect(t.actor?.login).toBe("octocat");
  });

  it("an unknown task is an error listing the configured tasks", () => {
    const error = thrown(() =>
      parse("workflow_dispatch", withIn(dispatch, "inputs", { task: "dpes" }), { config: withTasks }),
    );
    expect(error).toMatchObject({ code: "TRIGGER_UNKNOWN_TASK", eventName: "workflow_dispatch" });
    expect(error.message).toContain("Task `dpes` (from the workflow_dispatch inputs) is not in the config");
    expect(error.message).toContain("Configured tasks: `deps`, `docs`, `adhoc`");
  });

  it("a prompt input runs as is; action inputs win over the dispatch inputs", () => {
    const prompted = withIn(dispatch, "inputs", { prompt: "  Bump the version.  ", task: "" });
    expect(triggered(parse("workflow_dispatch", prompted, { config: withTasks }))).toMatchObject({
      request: "Bump the version.",
      via: "prompt",
      source: { kind: "task" },
    });
    const t = triggered(parse("workflow_dispatch", dispatch, { config: withTasks, inputs: { task: "docs" } }));
    expect(t.source.task).toBe("docs");
  });

  it("both a prompt and a task is an error; neither is a skip", () => {
    const both = withIn(dispatch, "inputs", { prompt: "x", task: "deps" });
    expect(thrown(() => parse("workflow_dispatch", both, { config: withTasks })).code).toBe(
      "TRIGGER_CONFLICTING_INPUTS",
    );
    expect(skipped(parse("workflow_dispatch", withIn(dispatch, "inputs", null), { config: withTasks }))).toBe(
      "workflow_dispatch was run without a `task` or `prompt` input (configured tasks: `deps`, `docs`, `adhoc`)",
    );
  });
});

describe("repository_dispatch", () => {
  const rd = withIn(withIn(without(dispatch, "inputs"), "action", "patchbay"), "branch", "main");

  it("reads client_payload.prompt and client_payload.task", () => {
    const prompted = triggered(parse("repository_dispatch", withIn(rd, "client_payload", { prompt: "Check links." })));
    expect(prompted).toMatchObject({ action: "patchbay", request: "Check links.", via: "prompt", automation: true });
    const tasked = triggered(
      parse("repository_dispatch", withIn(rd, "client_payload", { task: "adhoc" }), { config: withTasks }),
    );
    expect(tasked.source).toEqual({ kind: "task", task: "adhoc" });
  });

  it("an unknown task is an error; no request is a skip", () => {
    const error = thrown(() =>
      parse("repository_dispatch", withIn(rd, "client_payload", { task: "nope" }), { config: withTasks }),
    );
    expect(error.message).toContain("Task `nope` (from client_payload) is not in the config");
    expect(skipped(parse("repository_dispatch", withIn(rd, "client_payload", { other: 1 })))).toMatch(
      /^repository_dispatch `patchbay` has no client_payload.prompt or client_payload.task/,
    );
  });
});

describe("automation mode", () => {
  it("works on events Patchbay otherwise ignores", () => {
    const push = {
      ref: "refs/heads/main",
      repository: getIn(dispatch, "repository"),
      sender: getIn(dispatch, "sender"),
    };
    expect(skipped(parse("push", push))).toBe("event `push` is not one Patchbay acts on");
    const t = triggered(parse("push", push, { inputs: { prompt: "Summarise the push." } }));
    expect(t).toMatchObject({
      automation: true,
      via: "prompt",
      source: { kind: "task" },
      branch: { kind: "new", from: "main" },
    });
  });

  it("works on a deleted comment, keeps the issue as the source and the task name", () => {
    const deleted = withIn(issueComment, "action", "deleted");
    const t = triggered(parse("issue_comment", deleted, { config: withTasks, inputs: { task: "adhoc" } }));
    expect(t.source).toMatchObject({ kind: "issue", number: 1, task: "adhoc" });
    expect(t.request).toBe("Tidy up.");
  });

  it("still never reacts to Patchbay's own events", () => {
    const own = withIn(issueComment, "comment.body", `${PATCHBAY_MARKER} done`);
    expect(skipped(parse("issue_comment", own, { inputs: { prompt: "x" } }))).toMatch(/avoid a loop/);
    expect(skipped(parse("issue_comment", issueComment, { inputs: { prompt: "x" }, botLogin: "octocat" }))).toMatch(
      /avoid a loop/,
    );
  });

  it("a blank prompt input is no input", () => {
    expect(
      skipped(parse("issue_comment", withIn(issueComment, "comment.body", "hi"), { inputs: { prompt: "  " } })),
    ).toMatch(/^no @patchbay/);
  });
});

describe("malformed payloads", () => {
  it("a payload that is not an object", () => {
    for (const payload of [null, [], "text", 3]) {
      const error = thrown(() => parse("issue_comment", payload));
      expect(error).toMatchObject({ code: "TRIGGER_MALFORMED_PAYLOAD", eventName: "issue_comment" });
      expect(error.message).toMatch(/^The `issue_comment` event payload is not a JSON object/);
    }
  });

  it("a truncated issue_comment names the event and every missing field", () => {
    const cut = without(without(issueComment, "comment"), "repository");
    const error = thrown(() => parse("issue_comment", cut));
    expect(error.name).toBe("TriggerError");
    expect(error.message).toContain("The `issue_comment` event payload is not one Patchbay can read");
    expect(error.message).toContain("`repository` is missing");
    expect(error.message).toContain("`comment` is missing");
  });

  it("a missing action, a wrong type and a missing nested field", () => {
    expect(thrown(() => parse("issues", without(labeled, "action"))).message).toContain("`action` is missing");
    const wrong = thrown(() => parse("issues", withIn(labeled, "issue.number", "1")));
    expect(wrong.message).toMatch(/`issue\.number`: .*expected number/);
    const noHead = thrown(() => parse("pull_request_review_comment", without(reviewComment, "pull_request.head")));
    expect(noHead).toMatchObject({ eventName: "pull_request_review_comment" });
    expect(noHead.message).toContain("`pull_request.head` is missing");
    const badLabel = thrown(() => parse("issues", withIn(labeled, "issue.labels", [{ id: 1 }])));
    expect(badLabel.message).toContain("`issue.labels[0].name` is missing");
  });

  it("a schedule without its cron string", () => {
    expect(thrown(() => parse("schedule", without(schedule, "schedule"))).message).toContain("`schedule` is missing");
  });

  it("skips on actions it ignores before reading the rest (a partial payload is fine there)", () => {
    expect(skipped(parse("issues", { action: "closed" }))).toBe(
      "action `closed` of `issues` is not one Patchbay acts on",
    );
  });
});

describe("parsePullRequest (for pr-lookup hints)", () => {
  it("reads a pulls API response into the same shape and picks the branch", () => {
    const pr = parsePullRequest(getIn(reviewComment, "pull_request"));
    expect(pr).toMatchObject({ number: 2, headRef: "fix-add", isFork: false, draft: false });
    expect(branchForPullRequest(pr)).toEqual({ kind: "existing", name: "fix-add" });
    expect(() => parsePullRequest({ number: 2 })).toThrow(TriggerError);
  });
});
