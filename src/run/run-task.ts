/**
 * A task that passed its trigger, in order: admit (gate, PR lookup,
 * reporters, spend) → open the workspace → contain and connect the servers → run
 * the engine → conclude (publish, report, record). Each stage is a function one
 * hop away; everything opened here is closed in `finally`.
 */
import { fanOut } from "../agent/transcript.js";
import type { SessionEvent } from "../agent/types.js";
import { AuthorTrust, trustPolicy } from "../github/author-trust.js";
import { contextForTrigger } from "../github/context-for-trigger.js";
import type { Policy } from "../policy/types.js";
import { type Admitted, admit, type ReadyTask } from "./admit.js";
import type { CodeReviewRun } from "./code-review/prepare.js";
import { conclude, type Ended, failRun } from "./conclude.js";
import { type Containment, openContainment, reportBlocked } from "./containment.js";
import { terminalElicitation } from "./elicitation.js";
import { runEngineStage } from "./engine-stage.js";
import { openWork, startedState } from "./open-work.js";
import type { RepoGuard } from "./repo-guard.js";
import type { PipelineDeps, RunResult } from "./result.js";
import { SamplingBridge } from "./sampling.js";
import { connectServers, type Servers } from "./servers.js";
import type { RunSettings } from "./settings.js";
import { type RunTrace, startTrace } from "./trace.js";

export async function runTask(
  settings: RunSettings,
  deps: PipelineDeps,
  prepared: ReadyTask,
  guard?: RepoGuard,
): Promise<RunResult> {
  const admission = await admit(settings, deps, prepared);
  if (admission.kind === "skip") return admission.result;
  const run = admission.run;
  const { config, trigger, task, octokit, redactor, log, reporters } = run;

  let rules: Policy | undefined;
  deps.group?.("Work branch, context and sandbox");
  const work = await openWork(run, () => rules, guard);
  const { workspace } = work;
  // At once, so a job killed from here on still gets its credentials back in the post step.
  deps.onStarted?.(startedState(run, workspace));
  let servers: Servers | undefined;
  let contained: Containment | undefined;
  let runTrace: RunTrace | undefined;
  let codeReview: CodeReviewRun | undefined;
  try {
    await (reporters.github ?? reporters.codeReview)?.start();
    deps.onStarted?.(startedState(run, workspace));
    // A trace of the run, when an OTLP endpoint is set (the SDK loads only then).
    runTrace = await startTrace(run);
    // Reporters never throw from onEvent (their contract), so one sink serves them all.
    const report = fanOut(
      ...reporters.all.map((r) => (e: SessionEvent) => r.onEvent(e)),
      ...(runTrace ? [runTrace.sink] : []),
    );
    // MCP sampling is answered by the run's model under the run's budget (servers with `sampling: true`).
    const sampling = new SamplingBridge();
    const emit = (e: SessionEvent) => {
      sampling.observe(e);
      report(e);
    };
    const flows = await import("./flow-context.js");
    // Whose words reach the model (trust.authors): one judge, so each login is looked up once.
    const trust = new AuthorTrust(trustPolicy(config.trust, trigger.repository, trigger.actor?.login), octokit);
    const review = await flows.reviewFor(octokit, trigger, log, trust);
    // A code review brings its own context (the diff, the PR's title and body) and may end before the model runs.
    codeReview = run.mode.phase === "review" ? await flows.prepareCodeReviewFor(run, work) : undefined;
    if (codeReview?.nothingToReview) return await concludeReview(run, codeReview);
    const untrusted =
      codeReview?.untrusted ??
      (await flows.untrustedFor(octokit, trigger, redactor, log, review, (o, t, l) =>
        contextForTrigger(o, t, l, trust),
      ));
    // Every subprocess the agent causes runs contained (docs/decisions/0010-containment.md); a fork's head never runs outside.
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
      ...(contained.packageCache ? { packageCache: contained.packageCache } : {}),
      sampling: sampling.handler,
      ...(deps.prompt ? { elicit: terminalElicitation(deps.prompt) } : {}),
    });
    const ended = await runEngineStage(run, work, {
      contained,
      servers,
      sampling,
      review,
      ...(codeReview ? { codeReview } : {}),
      untrusted,
      trust,
      emit,
      setRules: (policy) => {
        rules = policy;
      },
    });
    reportBlocked(sandbox, emit);
    if (codeReview) return await concludeReview(run, codeReview, ended);
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
    await runTrace?.finish();
    await codeReview?.dispose();
    await servers?.close();
    await contained?.close();
    await workspace.close();
  }
}

/** A code review's end (the review posted, the summary comment rewritten); loaded only for reviews. */
async function concludeReview(run: Admitted, review: CodeReviewRun, ended?: Ended): Promise<RunResult> {
  const { concludeCodeReview } = await import("./code-review/conclude.js");
  return concludeCodeReview(run, review, ended);
}
