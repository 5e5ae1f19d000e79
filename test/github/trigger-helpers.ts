/** Shared by the trigger tests: the example events, a config with tasks, and result readers. */
import { join } from "node:path";
import { TriggerError } from "../../src/github/trigger/error.js";
import { parseTrigger } from "../../src/github/trigger/parse.js";
import type { ParseTriggerInput, TriggerResult } from "../../src/github/trigger/types.js";
import { config, readJson } from "./trigger-fixtures.js";

export const EVENTS = join(import.meta.dirname, "../../examples/events");
const event = (file: string) => readJson(join(EVENTS, file));
export const issueComment = event("issue_comment.issue.json");
export const prComment = event("issue_comment.pr.json");
export const labeled = event("issues.labeled.json");
export const reviewComment = event("pull_request_review_comment.json");
export const schedule = event("schedule.json");
export const dispatch = event("workflow_dispatch.json");

export const NOW = new Date("2026-11-23T06:00:00Z");
export const DEPS = "Update outdated dev dependencies; open a PR only if the tests pass.";
export const withTasks = config({
  tasks: {
    deps: { schedule: "0 6 * * 1", prompt: DEPS },
    docs: { schedule: "0 7 * * *", prompt: "Fix broken links in docs/." },
    adhoc: { prompt: "Tidy up." },
  },
});

export function parse(eventName: string, payload: unknown, extra: Partial<ParseTriggerInput> = {}): TriggerResult {
  return parseTrigger({ eventName, payload, config: config(), now: NOW, ...extra });
}

export function triggered(result: TriggerResult) {
  if (result.kind !== "trigger") throw new Error(`expected a trigger, got skip: ${result.reason}`);
  return result.trigger;
}

export function skipped(result: TriggerResult): string {
  if (result.kind !== "skip") throw new Error(`expected a skip, got a trigger: ${result.trigger.request}`);
  return result.reason;
}

export function thrown(fn: () => unknown): TriggerError {
  try {
    fn();
  } catch (error) {
    if (error instanceof TriggerError) return error;
    throw error;
  }
  throw new Error("expected a TriggerError");
}
