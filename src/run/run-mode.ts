/**
 * Which kind of run this is, and what it must return. `@patchbay plan <request>`,
 * a task's `mode: plan` or `--mode plan` / the `mode` input make a read-only
 * plan run; `@patchbay go [more words]` carries out the plan before it; a code
 * review (its trigger says so) is a read-only review run; anything else is a
 * normal run. An output schema (input / flag, or the task's key) is
 * read and checked here, before anything runs.
 */
import { loadOutputSchema } from "../config/output-schema-source.js";
import type { RunMode, TaskConfig } from "../config/schema.js";

type RunPhase = "edit" | "plan" | "go" | "review";

export interface ResolvedMode {
  phase: RunPhase;
  /** The request without the `plan` / `go` word; for a go, the maintainer's extra words (may be ""). */
  request: string;
}

const PLAN = /^plan\b[:,.]?\s*([\s\S]*)$/i;
const GO = /^go\b[:,.!]?\s*([\s\S]*)$/i;

export function resolveMode(
  trigger: { via: string; request: string; codeReview?: { focus: string } },
  taskMode: RunMode | undefined,
  flag: RunMode | "go" | undefined,
): ResolvedMode {
  // A code review (`@patchbay review [focus]`, code_review.auto) was recognised with its trigger.
  if (trigger.codeReview) return { phase: "review", request: trigger.codeReview.focus };
  const text = trigger.request.trim();
  // `patchbay run --mode go` with the plan's own request: there is no comment to say "go" in.
  if (flag === "go") return { phase: "go", request: "" };
  // Only a person's own words choose plan or go: an issue's title or body never does.
  if (trigger.via === "phrase") {
    const go = GO.exec(text);
    if (go) return { phase: "go", request: go[1]?.trim() ?? "" };
    const plan = PLAN.exec(text);
    if (plan) return { phase: "plan", request: plan[1]?.trim() || trigger.request };
  }
  if (flag === "plan" || (flag === undefined && taskMode === "plan"))
    return { phase: "plan", request: trigger.request };
  return { phase: "edit", request: trigger.request };
}

/** The output schema this run must satisfy: the input / flag wins over the task's key. */
export async function outputSchemaFor(options: {
  given?: string;
  /** Where a given relative path starts (the CLI's cwd, the Action's workspace). */
  cwd: string;
  task?: { name: string; config: TaskConfig };
  repo: string;
  configPath: string;
}): Promise<object | boolean | undefined> {
  if (options.given !== undefined)
    return loadOutputSchema({
      value: options.given,
      where: "output_schema (input or --output-schema)",
      baseDir: options.cwd,
    });
  const fromTask = options.task?.config.output_schema;
  if (fromTask === undefined) return undefined;
  return loadOutputSchema({
    value: fromTask,
    where: `${options.configPath} tasks.${options.task?.name}.output_schema`,
    baseDir: options.repo,
  });
}
