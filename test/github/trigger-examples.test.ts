/**
 * Every example payload GitHub publishes (via @octokit/webhooks-examples, all API variants)
 * for the events Patchbay handles: as shipped, rewritten to ask "@patchbay fix it", from a
 * trigger label / assignee, in automation mode, from Patchbay itself and from another bot.
 * Each must give a trigger or a reasoned skip — never an exception.
 */
import { describe, expect, it } from "vitest";
import { parseTrigger } from "../../src/github/trigger/parse.js";
import type { TriggerResult } from "../../src/github/trigger/types.js";
import { config, type Example, getIn, loadExamples, withIn } from "./trigger-fixtures.js";

const examples = loadExamples();
const defaults = config();

/** Where the request text lives in each event's payload. */
const BODY_PATH: Record<string, string | undefined> = {
  issue_comment: "comment.body",
  pull_request_review_comment: "comment.body",
  pull_request_review: "review.body",
  issues: "issue.body",
  pull_request: "pull_request.body",
};

/** Actions on which a body that mentions the phrase triggers. */
const PHRASE_ACTIONS: Record<string, string[]> = {
  issue_comment: ["created"],
  pull_request_review_comment: ["created"],
  pull_request_review: ["submitted"],
  issues: ["opened"],
  pull_request: ["opened", "reopened", "ready_for_review"],
};

const UNSUPPORTED = /^action `[a-z_]+` of `[a-z_]+` is not one Patchbay acts on$/;

/** The skip reason an unmodified example must give (none of them mentions Patchbay). */
function shippedReason(ex: Example): RegExp {
  const { eventName, action } = ex;
  if (eventName === "workflow_dispatch") return /^workflow_dispatch was run without a `task` or `prompt` input/;
  if (eventName === "repository_dispatch") return /^repository_dispatch `on-demand-test` has no client_payload\.prompt/;
  if (PHRASE_ACTIONS[eventName]?.includes(action ?? ""))
    return /^no @patchbay \(or \/patchbay at the start of a line\)/;
  if (action === "edited")
    return eventName === "issues" || eventName === "pull_request"
      ? /^the (issue|pull request) was edited but its body did not change$|^the edited .* has no @patchbay/
      : /was edited; edits do not re-trigger Patchbay/;
  if (action === "deleted" && eventName !== "issues") return /^the (review )?comment was deleted$/;
  if (action === "labeled" && eventName !== "pull_request_review")
    return /^label `bug` is not a trigger label \(trigger\.labels: `patchbay`\)$/;
  // Pushes start only code reviews (code_review.auto), which the default config leaves off.
  if (eventName === "pull_request" && action === "synchronize")
    return /^a push to a pull request starts a code review only with code_review\.auto: true in the config$/;
  if (action === "assigned")
    return /^the (issue|pull request) was assigned to `Codertocat`, not to one of trigger\.assignees \(none\)$/;
  return UNSUPPORTED;
}

function expectTrigger(result: TriggerResult) {
  if (result.kind !== "trigger") throw new Error(`expected a trigger, got skip: ${result.reason}`);
  return result.trigger;
}

function expectSkip(result: TriggerResult): string {
  if (result.kind !== "skip") throw new Error(`expected a skip, got a trigger for: ${result.trigger.request}`);
  expect(result.reason.length).toBeGreaterThan(10);
  return result.reason;
}

/** The issue/PR number the payload is about, wherever the event keeps it. */
function itemNumber(payload: unknown): unknown {
  return getIn(payload, "issue.number") ?? getIn(payload, "pull_request.number");
}

const expectedKind = (payload: unknown) =>
  getIn(payload, "pull_request.number") !== undefined || getIn(payload, "issue.pull_request") != null ? "pr" : "issue";

/** What a phrase in the body should yield for this example: trigger, or a skip for another reason. */
function triggersOnPhrase(ex: Example): boolean {
  if (PHRASE_ACTIONS[ex.eventName]?.includes(ex.action ?? "")) return true;
  // An edit triggers only when it added the phrase: the old body must be known and without it.
  return (
    ex.action === "edited" &&
    BODY_PATH[ex.eventName] !== undefined &&
    typeof getIn(ex.payload, "changes.body.from") === "string" &&
    (ex.eventName === "issues" || ex.eventName === "pull_request")
  );
}

it("covers every supported event with the package's examples", () => {
  const events = new Set(examples.map((e) => e.eventName));
  expect([...events].sort()).toEqual([
    "issue_comment",
    "issues",
    "pull_request",
    "pull_request_review",
    "pull_request_review_comment",
    "repository_dispatch",
    "workflow_dispatch",
  ]);
  expect(examples.length).toBeGreaterThan(100);
});

describe.each(examples)("$id ($action)", (ex) => {
  it("as shipped: skips with the reason for its action", () => {
    const reason = expectSkip(parseTrigger({ eventName: ex.eventName, payload: ex.payload, config: defaults }));
    expect(reason).toMatch(shippedReason(ex));
  });

  const bodyPath = BODY_PATH[ex.eventName];
  if (bodyPath) {
    const asked = withIn(ex.payload, bodyPath, "@patchbay fix it");

    it("with '@patchbay fix it' in the body: triggers with request 'fix it', or skips for another reason", () => {
      const result = parseTrigger({ eventName: ex.eventName, payload: asked, config: defaults });
      if (!triggersOnPhrase(ex)) {
        expect(expectSkip(result)).not.toMatch(/^no @patchbay/);
        return;
      }
      const t = expectTrigger(result);
      expect(t.request).toBe("fix it");
      expect(t.via).toBe("phrase");
      expect(t.automation).toBe(false);
      expect(t.eventName).toBe(ex.eventName);
      expect(t.action).toBe(ex.action);
      expect(t.source.number).toBe(itemNumber(asked));
      expect(t.source.kind).toBe(expectedKind(asked));
      expect(t.source.title).toBe(getIn(asked, "issue.title") ?? getIn(asked, "pull_request.title"));
      expect(t.repository.fullName).toBe(getIn(asked, "repository.full_name"));
      expect(t.repository.defaultBranch).toBe(getIn(asked, "repository.default_branch"));
      expect(t.actor?.login).toBe(getIn(asked, "sender.login"));
      expect(t.actor?.type).toBe("User");
      expect(Number.isNaN(Date.parse(t.time))).toBe(false);
      if (ex.eventName === "pull_request_review") {
        expect(t.comment?.kind).toBe("review");
        expect(t.comment?.id).toBe(getIn(asked, "review.id"));
        expect(t.time).toBe(getIn(asked, "review.submitted_at"));
      } else if (ex.eventName === "issue_comment" || ex.eventName === "pull_request_review_comment") {
        expect(t.comment?.id).toBe(getIn(asked, "comment.id"));
        expect(t.comment?.body).toBe("@patchbay fix it");
        expect(t.comment?.url).toBe(getIn(asked, "comment.html_url"));
        expect(t.time).toBe(getIn(asked, "comment.created_at"));
      } else {
        expect(t.comment).toBeUndefined();
      }
      if (ex.eventName === "pull_request_review_comment") {
        expect(t.comment?.path).toBe(getIn(asked, "comment.path"));
        expect(t.comment?.diffHunk).toBe(getIn(asked, "comment.diff_hunk"));
      }
      if (getIn(asked, "pull_request.head") !== undefined) {
        const fork =
          getIn(asked, "pull_request.head.repo.full_name") !== getIn(asked, "pull_request.base.repo.full_name");
        expect(t.pullRequest?.number).toBe(getIn(asked, "pull_request.number"));
        expect(t.pullRequest?.headSha).toBe(getIn(asked, "pull_request.head.sha"));
        expect(t.pullRequest?.baseRef).toBe(getIn(asked, "pull_request.base.ref"));
        expect(t.pullRequest?.isFork).toBe(fork);
        expect(t.branch).toEqual(
          fork
            ? {
                kind: "fork",
                sha: getIn(asked, "pull_request.head.sha"),
                headRepo: getIn(asked, "pull_request.head.repo.full_name") ?? null,
              }
            : { kind: "existing", name: getIn(asked, "pull_request.head.ref") },
        );
      } else if (t.source.kind === "pr") {
        expect(t.branch).toEqual({ kind: "pr-lookup", number: t.source.number });
      } else {
        expect(t.branch).toEqual({ kind: "new", from: getIn(asked, "repository.default_branch") });
      }
    });

    it("never triggers on Patchbay's own events (sender is the bot)", () => {
      const botLogin = String(getIn(asked, "sender.login"));
      const reason = expectSkip(parseTrigger({ eventName: ex.eventName, payload: asked, config: defaults, botLogin }));
      if (triggersOnPhrase(ex)) expect(reason).toMatch(/caused by Patchbay itself/);
    });

    it("refuses other bots unless allow-listed", () => {
      const fromBot = withIn(withIn(asked, "sender.login", "dependabot[bot]"), "sender.type", "Bot");
      const refused = parseTrigger({ eventName: ex.eventName, payload: fromBot, config: defaults });
      const reason = expectSkip(refused);
      if (!triggersOnPhrase(ex)) return;
      expect(reason).toBe("`dependabot[bot]` is a bot; list it in trigger.allowed_bots to let it trigger Patchbay");
      const allowed = parseTrigger({
        eventName: ex.eventName,
        payload: fromBot,
        config: config({ trigger: { allowed_bots: ["dependabot"] } }),
      });
      expect(expectTrigger(allowed).actor).toMatchObject({ login: "dependabot[bot]", type: "Bot" });
    });
  }

  if (ex.action === "labeled" && (ex.eventName === "issues" || ex.eventName === "pull_request")) {
    it("labeled with a trigger label: triggers with the title and body as the request", () => {
      const labeled = withIn(ex.payload, "label.name", "Patchbay");
      const t = expectTrigger(parseTrigger({ eventName: ex.eventName, payload: labeled, config: defaults }));
      const item = ex.eventName === "issues" ? "issue" : "pull_request";
      const title = String(getIn(labeled, `${item}.title`));
      const body = getIn(labeled, `${item}.body`);
      expect(t.via).toBe("label");
      expect(t.request).toBe(typeof body === "string" && body.trim() ? `${title}\n\n${body.trim()}` : title);
      expect(t.source.number).toBe(itemNumber(labeled));
      expect(t.time).toBe(getIn(labeled, `${item}.updated_at`));
    });
  }

  if (ex.action === "assigned" && (ex.eventName === "issues" || ex.eventName === "pull_request")) {
    it("assigned to a trigger assignee: triggers", () => {
      const login = String(getIn(ex.payload, "assignee.login"));
      const t = expectTrigger(
        parseTrigger({
          eventName: ex.eventName,
          payload: ex.payload,
          config: config({ trigger: { assignees: [login.toUpperCase()] } }),
        }),
      );
      expect(t.via).toBe("assignee");
      expect(t.source.number).toBe(itemNumber(ex.payload));
    });
  }

  it("in automation mode (a prompt input): triggers on any action", () => {
    const t = expectTrigger(
      parseTrigger({
        eventName: ex.eventName,
        payload: ex.payload,
        config: defaults,
        inputs: { prompt: "Triage this." },
      }),
    );
    expect(t.automation).toBe(true);
    expect(t.via).toBe("prompt");
    expect(t.request).toBe("Triage this.");
    expect(t.repository.fullName).toBe(getIn(ex.payload, "repository.full_name"));
    const number = itemNumber(ex.payload);
    if (number === undefined) expect(t.source).toEqual({ kind: "task" });
    else expect(t.source.number).toBe(number);
  });
});
