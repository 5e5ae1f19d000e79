/**
 * The example workflows' `if:` pre-filters, evaluated by GitHub's own expression
 * library against events: every form the config promises (`@patchbay …`,
 * `/patchbay …`, the `patchbay` label, approval answers) must get through, and a
 * comment that mentions none of them must not start a job.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { data, Evaluator, Lexer, Parser } from "@actions/expressions";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { workflowText } from "../../src/cli/init/templates.js";

const dir = path.resolve(import.meta.dirname, "../../examples/workflows");

function passes(condition: string, eventName: string, event: object): boolean {
  const lexed = new Lexer(condition).lex();
  const expression = new Parser(lexed.tokens, ["github"], []).parse();
  const github = JSON.parse(JSON.stringify({ event_name: eventName, event }), data.reviver);
  const context = new data.Dictionary({ key: "github", value: github });
  return truthy(new Evaluator(expression, context).evaluate());
}

/** GitHub's truthiness for a job condition: false, 0, "" and null are false. */
function truthy(result: data.ExpressionData): boolean {
  if (result.kind === data.Kind.Null) return false;
  if (result instanceof data.BooleanData) return result.value;
  if (result instanceof data.NumberData) return result.number() !== 0;
  if (result instanceof data.StringData) return result.value !== "";
  return true;
}

async function jobCondition(text: string): Promise<string> {
  const workflow = parse(text) as { jobs: Record<string, { if?: string }> };
  const [job] = Object.values(workflow.jobs);
  return job?.if ?? "true";
}

const comment = (body: string, type = "User") => ({
  action: "created",
  comment: { body, user: { login: "octocat", type } },
  issue: { number: 1, body: "" },
});
const labeled = (label: string) => ({ action: "labeled", label: { name: label }, issue: { number: 1, body: "" } });
const opened = (body: string) => ({ action: "opened", issue: { number: 1, body } });

const file = (name: string) => readFile(path.join(dir, name), "utf8");

describe("workflow if: filters", () => {
  it.each([
    ["patchbay-comment.yml", file],
    ["patchbay init's workflow", async () => workflowText()],
  ])("%s lets both comment forms through and drops the rest", async (name, read) => {
    const condition = await jobCondition(await read(name));
    expect(passes(condition, "issue_comment", comment("@patchbay fix the flaky test"))).toBe(true);
    expect(passes(condition, "issue_comment", comment("/patchbay fix the flaky test"))).toBe(true);
    expect(passes(condition, "issue_comment", comment("@patchbay approve"))).toBe(true);
    expect(passes(condition, "issue_comment", comment("looks good to me"))).toBe(false);
    expect(passes(condition, "issue_comment", comment("@patchbay fix", "Bot"))).toBe(false);
  });

  it.each([
    ["patchbay-issue.yml", file],
    ["patchbay init's workflow", async () => workflowText()],
  ])("%s takes the label and an issue opened with either form", async (name, read) => {
    const condition = await jobCondition(await read(name));
    expect(passes(condition, "issues", labeled("patchbay"))).toBe(true);
    expect(passes(condition, "issues", labeled("bug"))).toBe(false);
    expect(passes(condition, "issues", opened("@patchbay please add a test"))).toBe(true);
    expect(passes(condition, "issues", opened("/patchbay please add a test"))).toBe(true);
    expect(passes(condition, "issues", opened("a plain bug report"))).toBe(false);
  });

  it("patchbay-approvals.yml takes both answer forms and nothing else", async () => {
    const condition = await jobCondition(await file("patchbay-approvals.yml"));
    for (const body of ["@patchbay approve", "/patchbay approve", "@patchbay deny too risky", "/patchbay deny no"])
      expect(passes(condition, "issue_comment", comment(body)), body).toBe(true);
    expect(passes(condition, "issue_comment", comment("@patchbay fix it"))).toBe(false);
  });
});
