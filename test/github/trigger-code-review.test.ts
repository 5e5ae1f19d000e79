/**
 * Code review triggers (docs/decisions/0017-code-review.md): `@patchbay review [focus]` on a pull request
 * (issue comment or diff comment), and `pull_request` opened / ready_for_review /
 * synchronize under `code_review.auto` — GitHub's own example payloads, with the
 * other flows' sender rules (Patchbay itself, bots) and drafts skipped unless asked.
 */
import { describe, expect, it } from "vitest";
import { resolveMode } from "../../src/run/run-mode.js";
import { config, loadExamples, withIn } from "./trigger-fixtures.js";
import { issueComment, NOW, parse, prComment, reviewComment, skipped, triggered } from "./trigger-helpers.js";

const auto = config({ code_review: { auto: true } });
const pullRequestExamples = loadExamples().filter(
  (e) => e.eventName === "pull_request" && e.id.startsWith("api.github.com"),
);
const example = (action: string, draft = false) => {
  const found = pullRequestExamples.find((e) => e.action === action);
  if (!found) throw new Error(`no pull_request.${action} example`);
  return withIn(found.payload, "pull_request.draft", draft);
};

describe("@patchbay review in a comment", () => {
  it("on a pull request: a code review, with the words after the verb as its focus", () => {
    const bare = triggered(parse("issue_comment", withIn(prComment, "comment.body", "@patchbay review")));
    expect(bare).toMatchObject({
      codeReview: { focus: "", auto: false },
      via: "phrase",
      branch: { kind: "pr-lookup", number: 2 },
    });
    const focused = triggered(
      parse("issue_comment", withIn(prComment, "comment.body", "/patchbay Review: the SQL and its escaping")),
    );
    expect(focused.codeReview).toEqual({ focus: "the SQL and its escaping", auto: false });
    expect(resolveMode(focused, undefined, undefined)).toEqual({
      phase: "review",
      request: "the SQL and its escaping",
    });
  });

  it("on a line of the diff: a code review of the pull request", () => {
    const t = triggered(
      parse("pull_request_review_comment", withIn(reviewComment, "comment.body", "@patchbay review this file")),
    );
    expect(t.codeReview).toEqual({ focus: "this file", auto: false });
    expect(t.comment?.kind).toBe("review_comment");
  });

  it("other words are other requests: reviewer, reviewing, 'please review' stay ordinary runs", () => {
    for (const body of ["@patchbay reviewer notes: fix x", "@patchbay please review", "@patchbay reviewing helps"])
      expect(triggered(parse("issue_comment", withIn(prComment, "comment.body", body))).codeReview).toBeUndefined();
  });

  it("on an issue: a bare review has nothing to review; with words it is an ordinary request", () => {
    expect(skipped(parse("issue_comment", withIn(issueComment, "comment.body", "@patchbay review")))).toBe(
      "`@patchbay review` reviews a pull request, and #1 is an issue; ask on the pull request",
    );
    const t = triggered(
      parse("issue_comment", withIn(issueComment, "comment.body", "@patchbay review the design doc")),
    );
    expect(t.codeReview).toBeUndefined();
  });

  it("quoted or in code, Patchbay's own, or from a bot: never a review", () => {
    expect(skipped(parse("issue_comment", withIn(prComment, "comment.body", "> @patchbay review\n\nagreed")))).toMatch(
      /^no @patchbay/,
    );
    expect(skipped(parse("issue_comment", withIn(prComment, "comment.body", "`@patchbay review` starts one")))).toMatch(
      /^no @patchbay/,
    );
    const bot = withIn(withIn(prComment, "comment.body", "@patchbay review"), "sender", {
      login: "renovate[bot]",
      id: 2,
      type: "Bot",
    });
    expect(skipped(parse("issue_comment", bot))).toMatch(/is a bot; list it in trigger.allowed_bots/);
  });
});

describe("pull_request with code_review.auto", () => {
  it.each(["opened", "ready_for_review", "synchronize"])(
    "%s: a code review of the PR's head, by the sender",
    (action) => {
      const t = triggered(parse("pull_request", example(action), { config: auto }));
      expect(t).toMatchObject({ codeReview: { focus: "", auto: true }, via: "review", actor: { login: "Codertocat" } });
      expect(t.pullRequest?.headSha).toMatch(/^[0-9a-f]{40}$/);
      expect(t.branch.kind).toBe("existing");
      expect(resolveMode(t, undefined, undefined).phase).toBe("review");
    },
  );

  it("a draft is skipped, saying how to have it reviewed; so is an event Patchbay caused itself", () => {
    expect(skipped(parse("pull_request", example("opened", true), { config: auto }))).toMatch(
      /^pull request #\d+ is a draft: automatic reviews wait until it is marked ready for review \(or comment `@patchbay review` to review it now\)$/,
    );
    const ours = withIn(example("synchronize"), "sender", { login: "patchbay-bot", id: 3, type: "User" });
    expect(skipped(parse("pull_request", ours, { config: auto, botLogin: "patchbay-bot" }))).toMatch(
      /caused by Patchbay itself/,
    );
  });

  it("other pull_request actions keep their own rules (a label still asks for work)", () => {
    const labeled = withIn(withIn(example("opened"), "action", "labeled"), "label", { name: "patchbay" });
    const t = triggered(parse("pull_request", labeled, { config: auto }));
    expect(t.codeReview).toBeUndefined();
    expect(t.via).toBe("label");
  });

  it("without code_review.auto, opening a PR is no review and a push says how to turn reviews on", () => {
    expect(skipped(parse("pull_request", example("opened")))).toMatch(/^no @patchbay/);
    expect(skipped(parse("pull_request", example("synchronize")))).toBe(
      "a push to a pull request starts a code review only with code_review.auto: true in the config",
    );
  });

  it("pull_request_target is read the same way", () => {
    expect(
      triggered(parse("pull_request_target", example("opened"), { config: auto, now: NOW })).codeReview?.auto,
    ).toBe(true);
  });
});
