/**
 * A task that passed its trigger, in DESIGN's order: admit (gate, PR lookup,
 * reporters, spend) → open the workspace → contain and connect the servers → run
 * the engine → conclude (publish, report, record). Each stage is a function one
 * hop away; everything opened here is closed in `finally`.
 */
import { fanOut } from "../agent/transcript.js";
import type { SessionEvent } from "../agent/types.js";
import { contextForTrigger } from "../github/context-for-trigger.js";
import type { Policy } from "../policy/types.js";
import { admit, type ReadyTask } from "./admit.js";
import { conclude, failRun } from "./conclude.js";
import { type Containment, openContainment, reportBlocked } from "./containment.js";
import { runEngineStage } from "./engine-stage.js";
import { openWork, startedState } from "./open-work.js";
import type { PipelineDeps, RunResult } from "./result.js";
import { connectServers, type Servers } from "./servers.js";
import type { RunSettings } from "./settings.js";

export async function runTask(settings: RunSettings, deps: PipelineDeps, prepared: ReadyTask): Promise<RunResult> {
  const admission = await admit(settings, deps, prepared);
  if (admission.kind === "skip") return admission.result;
  const run = admission.run;
  const { config, trigger, task, octokit, redactor, log, reporters } = run;

  let rules: Policy | undefined;
  deps.group?.("Work branch, context and sandbox");
  const work = await openWork(run, () => rules);
  const { workspace } = work;
  // At once, so a job killed from here on still gets its credentials back in the post step.
  deps.onStarted?.(startedState(run, workspace));
  let servers: Servers | undefined;
  let contained: Containment | undefined;
  try {
    await reporters.github?.start();
    deps.onStarted?.(startedState(run, workspace));
    // Reporters never throw from onEvent (their contract), so one sink serves them all.
    const emit = fanOut(...reporters.all.map((r) => (e: SessionEvent) => r.onEvent(e)));
    const flows = await import("./flow-context.js");
    const review = await flows.reviewFor(octokit, trigger, log);
    const untrusted = await flows.untrustedFor(octokit, trigger, redactor, log, review, contextForTrigger);
    // Every subprocess the agent causes runs contained (issue 13); a fork's head never runs outside.
    contained = await openContainment({ settings, config, task, emit, log });
    const sandbox = contained.sandbox;
    deps.group?.("MCP servers");
    servers = await connectServers({
      config: { ...config, mcp_servers: contained.servers },
      sandboxFor: (network) => sandbox.server(network),
      cwd: settings.repo,
      env: settings.env,
      octokit,
      trigger,
      emit,
      redactor,
      warn: log.warning,
    });
    const ended = await runEngineStage(run, work, {
      contained,
      servers,
      review,
      untrusted,
      emit,
      setRules: (policy) => {
        rules = policy;
      },
    });
    reportBlocked(sandbox, emit);
    deps.group?.("Publishing: push, pull request, comment");
    return await conclude(run, work, ended);
  } catch (error) {
    // Broken infrastructure after the comment went up (a server, the model's set-up, a
    // push): the people watching are told, and whatever was committed is pushed.
    if (contained)
      reportBlocked(contained.sandbox, (e) => {
        for (const r of reporters.all) r.onEvent(e);
      });
    await failRun(error, { reporters: reporters.all, workspace, task, settings, log });
    throw error;
  } finally {
    await servers?.close();
    await contained?.close();
    await workspace.close();
  }
}
