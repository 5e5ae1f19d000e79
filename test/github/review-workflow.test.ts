/**
 * The code review workflow (examples/workflows/patchbay-review.yml, what
 * `patchbay init --review` writes): the pull_request events automatic reviews
 * follow, least privilege for a run that pushes nothing, the PR's own head
 * checked out with full history, the comment workflow's concurrency group, and
 * a job condition — evaluated by GitHub's own expression library — that lets
 * ready pull requests of this repository through and leaves drafts and forks to
 * "@patchbay review".
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { data, Evaluator, Lexer, Parser } from "@actions/expressions";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";

const file = path.resolve(import.meta.dirname, "../../examples/workflows/patchbay-review.yml");

const step = z.object({ uses: z.string().optional(), with: z.record(z.string(), z.unknown()).optional() });
const workflowSchema = z.object({
  on: z.object({ pull_request: z.object({ types: z.array(z.string()) }) }),
  permissions: z.record(z.string(), z.string()),
  concurrency: z.object({ group: z.string(), "cancel-in-progress": z.boolean() }),
  jobs: z.object({ review: z.object({ if: z.string(), steps: z.array(step) }) }),
});

function passes(condition: string, event: object): boolean {
  const expression = new Parser(new Lexer(condition).lex().tokens, ["github"], []).parse();
  const github = JSON.parse(
    JSON.stringify({ event_name: "pull_request", repository: "octo-org/example", event }),
    data.reviver,
  );
  const result = new Evaluator(expression, new data.Dictionary({ key: "github", value: github })).evaluate();
  return result instanceof data.BooleanData ? result.value : result.kind !== data.Kind.Null;
}

const pr = (draft: boolean, headRepo = "octo-org/example") => ({
  action: "opened",
  pull_request: { number: 2, draft, head: { repo: { full_name: headRepo } } },
});

describe("the code review workflow", async () => {
  const workflow = workflowSchema.parse(parse(await readFile(file, "utf8")));

  it("follows the pull_request actions automatic reviews take, with least privilege", () => {
    expect(workflow.on.pull_request.types).toEqual(["opened", "ready_for_review", "synchronize"]);
    expect(workflow.permissions).toEqual({ contents: "read", issues: "write", "pull-requests": "write" });
    expect(workflow.concurrency).toEqual({
      group: "patchbay-${{ github.event.pull_request.number }}",
      "cancel-in-progress": false,
    });
  });

  it("checks out the PR's head with full history and no persisted token; keys come from secrets", () => {
    const checkout = workflow.jobs.review.steps.find((s) => s.uses?.startsWith("actions/checkout@"));
    expect(checkout?.with).toEqual({
      ref: "${{ github.event.pull_request.head.sha }}",
      "persist-credentials": false,
      "fetch-depth": 0,
    });
    const action = workflow.jobs.review.steps.find((s) => s.uses === "patchbay/patchbay@v1");
    expect(action?.with?.anthropic_api_key).toBe("${{ secrets.ANTHROPIC_API_KEY }}");
  });

  it("runs for a ready pull request of this repository; a draft or a fork's waits for @patchbay review", () => {
    const condition = workflow.jobs.review.if;
    expect(passes(condition, pr(false))).toBe(true);
    expect(passes(condition, pr(true))).toBe(false);
    expect(passes(condition, pr(false, "someone/example"))).toBe(false);
  });
});
