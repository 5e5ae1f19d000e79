/**
 * Triggers whose request comes from the workflow rather than from a person's text:
 * `schedule` (cron matched to `tasks.*.schedule`), `workflow_dispatch` (inputs `task` /
 * `prompt`), `repository_dispatch` (client_payload `task` / `prompt`), and automation mode —
 * a `prompt` or `task` action input on any other event.
 *
 * A missing request is a skip (the workflow may run Patchbay conditionally); a task name
 * that is not in the config, or both a prompt and a task, is a TriggerError — someone asked
 * for something that cannot be done, and the run must say so.
 */
import { z } from "zod";
import { hasPatchbayMarker, PATCHBAY_MARKER } from "../marker.js";
import {
  branchForPullRequest,
  isOwnLogin,
  issueSource,
  listOrNone,
  parsePayload,
  prSource,
  skip,
  type TriggerContext,
  toActor,
  toPullRequest,
  toRepository,
} from "./common.js";
import { TriggerError } from "./error.js";
import {
  basePayloadSchema,
  issueSchema,
  pullRequestSchema,
  repositoryDispatchPayloadSchema,
  schedulePayloadSchema,
  workflowDispatchPayloadSchema,
} from "./payloads.js";
import type { BranchHint, Trigger, TriggerInputs, TriggerResult, TriggerSource } from "./types.js";

/** A request the workflow supplied: a named task's prompt, or a prompt as it is. */
type Requested = { via: "task"; task: string; request: string } | { via: "prompt"; request: string };

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/** `prompt`/`task` from one place (action inputs, dispatch inputs, client_payload); blanks count as absent. */
export function pickInputs(from: Record<string, unknown> | null | undefined): TriggerInputs {
  const prompt = text(from?.prompt);
  const task = text(from?.task);
  return { prompt: prompt || undefined, task: task || undefined };
}

const given = (inputs: TriggerInputs) => inputs.prompt !== undefined || inputs.task !== undefined;

function configuredTasks(ctx: TriggerContext): string {
  return listOrNone(Object.keys(ctx.config.tasks));
}

function resolve(ctx: TriggerContext, inputs: TriggerInputs, where: string): Requested | undefined {
  if (inputs.prompt !== undefined && inputs.task !== undefined)
    throw new TriggerError(
      `Both a prompt and a task (\`${inputs.task}\`) were given in ${where}; give one of them.`,
      "TRIGGER_CONFLICTING_INPUTS",
      ctx.eventName,
    );
  if (inputs.prompt !== undefined) return { via: "prompt", request: inputs.prompt };
  if (inputs.task === undefined) return undefined;
  const task = ctx.config.tasks[inputs.task];
  if (!task)
    throw new TriggerError(
      `Task \`${inputs.task}\` (from ${where}) is not in the config. Configured tasks: ${configuredTasks(ctx)}. ` +
        `Add it under \`tasks:\` in .github/patchbay.yml or use one of those names.`,
      "TRIGGER_UNKNOWN_TASK",
      ctx.eventName,
    );
  return { via: "task", task: inputs.task, request: task.prompt };
}

interface TaskTrigger {
  requested: Requested;
  payload: z.infer<typeof basePayloadSchema>;
  action?: string;
  from?: string;
}

/** A trigger with no issue or PR around it: a named task or an ad-hoc prompt. */
function taskTrigger(ctx: TriggerContext, t: TaskTrigger): TriggerResult {
  const source: TriggerSource =
    t.requested.via === "task" ? { kind: "task", task: t.requested.task } : { kind: "task" };
  const trigger: Trigger = {
    eventName: ctx.eventName,
    action: t.action || undefined,
    actor: t.payload.sender ? toActor(t.payload.sender) : undefined,
    request: t.requested.request,
    via: t.requested.via,
    automation: true,
    source,
    repository: toRepository(t.payload.repository),
    branch: { kind: "new", from: t.from ?? t.payload.repository.default_branch },
    time: ctx.now.toISOString(),
  };
  return { kind: "trigger", trigger };
}

const normalizeCron = (cron: string) => cron.trim().split(/\s+/).join(" ");

export function fromSchedule(ctx: TriggerContext, payload: unknown, inputs: TriggerInputs): TriggerResult {
  const p = parsePayload(schedulePayloadSchema, ctx.eventName, payload);
  const explicit = resolve(ctx, inputs, "the action inputs");
  if (explicit) return taskTrigger(ctx, { requested: explicit, payload: p });
  const cron = normalizeCron(p.schedule);
  const entries = Object.entries(ctx.config.tasks);
  const matching = entries.filter(([, task]) => task.schedule !== undefined && normalizeCron(task.schedule) === cron);
  const [first, second] = matching;
  if (!first) {
    const schedules = entries.filter(([, t]) => t.schedule).map(([name, t]) => `${name}: \`${t.schedule}\``);
    return skip(
      `no task in the config has schedule \`${p.schedule}\` (scheduled tasks: ${schedules.length ? schedules.join(", ") : "none"})`,
    );
  }
  if (second)
    throw new TriggerError(
      `Schedule \`${p.schedule}\` matches several tasks (${listOrNone(matching.map(([name]) => name))}); ` +
        `give each task its own cron string, or pass \`task\` as an action input.`,
      "TRIGGER_AMBIGUOUS_SCHEDULE",
      ctx.eventName,
    );
  const [name, task] = first;
  return taskTrigger(ctx, { requested: { via: "task", task: name, request: task.prompt }, payload: p });
}

export function fromWorkflowDispatch(ctx: TriggerContext, payload: unknown, inputs: TriggerInputs): TriggerResult {
  const p = parsePayload(workflowDispatchPayloadSchema, ctx.eventName, payload);
  // Action inputs (`with:`) win as a whole over the dispatch form's inputs.
  const [chosen, where] = given(inputs)
    ? [inputs, "the action inputs"]
    : [pickInputs(p.inputs), "the workflow_dispatch inputs"];
  const requested = resolve(ctx, chosen, where);
  if (!requested)
    return skip(
      `workflow_dispatch was run without a \`task\` or \`prompt\` input (configured tasks: ${configuredTasks(ctx)})`,
    );
  const from = p.ref?.replace(/^refs\/(heads|tags)\//, "");
  return taskTrigger(ctx, { requested, payload: p, from: from || undefined });
}

export function fromRepositoryDispatch(ctx: TriggerContext, payload: unknown, inputs: TriggerInputs): TriggerResult {
  const p = parsePayload(repositoryDispatchPayloadSchema, ctx.eventName, payload);
  const [chosen, where] = given(inputs)
    ? [inputs, "the action inputs"]
    : [pickInputs(p.client_payload), "client_payload"];
  const requested = resolve(ctx, chosen, where);
  if (!requested)
    return skip(
      `repository_dispatch \`${p.action}\` has no client_payload.prompt or client_payload.task (configured tasks: ${configuredTasks(ctx)})`,
    );
  return taskTrigger(ctx, { requested, payload: p, action: p.action, from: p.branch || undefined });
}

/** Automation mode needs only the repository; an issue or PR, when present, is where the work goes. */
const automationPayloadSchema = basePayloadSchema.extend({
  issue: issueSchema.optional(),
  pull_request: pullRequestSchema.optional(),
  comment: z.looseObject({ body: z.string().nullish() }).nullish(),
});

type AutomationPayload = z.infer<typeof automationPayloadSchema>;

/** The issue or PR an automation event is about, if any. */
function workPlace(
  p: AutomationPayload,
): { source: TriggerSource; branch: BranchHint; pullRequest?: Trigger["pullRequest"] } | undefined {
  if (p.pull_request) {
    const pullRequest = toPullRequest(p.pull_request);
    return { source: prSource(p.pull_request), branch: branchForPullRequest(pullRequest), pullRequest };
  }
  if (!p.issue) return undefined;
  const source = issueSource(p.issue);
  const branch: BranchHint =
    source.kind === "pr"
      ? { kind: "pr-lookup", number: p.issue.number }
      : { kind: "new", from: p.repository.default_branch };
  return { source, branch };
}

/**
 * Any event with a `prompt` or `task` action input. Nothing about the event is checked except
 * that Patchbay did not cause it itself — a run reacting to its own comment or PR would loop.
 * Returns undefined when no such input was given.
 */
export function fromAutomation(
  ctx: TriggerContext,
  payload: unknown,
  inputs: TriggerInputs,
): TriggerResult | undefined {
  const requested = resolve(ctx, inputs, "the action inputs");
  if (!requested) return undefined;
  const p = parsePayload(automationPayloadSchema, ctx.eventName, payload);
  if (p.sender && isOwnLogin(ctx, p.sender.login))
    return skip(`the event was caused by Patchbay itself (${p.sender.login}); skipping to avoid a loop`);
  if (p.comment?.body && hasPatchbayMarker(p.comment.body))
    return skip(`the comment is Patchbay's own (it carries the ${PATCHBAY_MARKER} marker); skipping to avoid a loop`);
  const place = workPlace(p);
  if (!place) return taskTrigger(ctx, { requested, payload: p, action: p.action || undefined });
  const { pullRequest, branch } = place;
  const source = requested.via === "task" ? { ...place.source, task: requested.task } : place.source;
  const trigger: Trigger = {
    eventName: ctx.eventName,
    action: p.action || undefined,
    actor: p.sender ? toActor(p.sender) : undefined,
    request: requested.request,
    via: requested.via,
    automation: true,
    source,
    repository: toRepository(p.repository),
    pullRequest,
    branch,
    time: ctx.now.toISOString(),
  };
  return { kind: "trigger", trigger };
}
