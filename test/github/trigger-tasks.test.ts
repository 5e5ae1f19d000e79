/**
 * Trigger parsing for task-driven events (schedule, workflow_dispatch,
 * repository_dispatch), automation mode, and malformed payloads.
 */

import { describe, expect, it } from "vitest";
import { PATCHBAY_MARKER } from "../../src/github/marker.js";
import { branchForPullRequest, parsePullRequest } from "../../src/github/trigger/common.js";
import { TriggerError } from "../../src/github/trigger/error.js";
import { config, getIn, withIn, without } from "./trigger-fixtures.js";
import {
  DEPS,
  dispatch,
  issueComment,
  labeled,
  NOW,
  parse,
  reviewComment,
  schedule,
  skipped,
  thrown,
  triggered,
  withTasks,
} from "./trigger-helpers.js";

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
