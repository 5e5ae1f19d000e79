/**
 * A code review's preparation, before the model runs: the diff its findings are
 * anchored to (GitHub's files API for a pull request, `git diff` for a local
 * review or without a token), what the model is shown of it (only the commits
 * since the last review, when there was one and the branch was not
 * force-pushed), Patchbay's own earlier threads, the review's tools, and the
 * instruction files read from the base. When there is nothing to review, it
 * says why and the model is never called.
 */
import type { UntrustedText } from "../../../agent/prompts/system-prompt.js";
import { DiffIndex } from "../../../code-review/anchor.js";
import { answerText } from "../../../code-review/answers.js";
import type { PullDiff } from "../../../code-review/diff.js";
import { FindingLog } from "../../../code-review/findings.js";
import { type RenderedDiff, renderDiffForModel } from "../../../code-review/render-diff.js";
import { reviewInstructionFiles } from "../../../config/code-review-schema.js";
import { fetchPullDiff } from "../../../github/context/code-review-files.js";
import { messageOf } from "../../../github/errors.js";
import type { ReviewScope } from "../../../github/reporting/code-review-render.js";
import type { ReviewState } from "../../../github/reporting/code-review-sticky.js";
import {
  asEarlierFinding,
  type OwnThread,
  ownOpenThreads,
} from "../../../github/review-threads/code-review-threads.js";
import { createAddReviewComment } from "../../../tools/add-review-comment.js";
import { createResolveReviewThread } from "../../../tools/resolve-review-thread.js";
import type { Tool } from "../../../tools/types.js";
import type { RunSettings } from "../../contract.js";
import type { Admitted } from "../../stages/admit.js";
import { baseInstructions } from "../../stages/fork-safety.js";
import type { OpenWork } from "../../stages/open-work.js";
import { commitOf, gitDiff, isAncestor, mergeBase } from "./git-diff.js";
import { reviewContext, reviewRequest } from "./request.js";

export interface CodeReviewRun {
  pullNumber?: number;
  headSha: string;
  baseSha?: string;
  /** What the last completed review left, if any. */
  previous?: ReviewState;
  scope: ReviewScope;
  index: DiffIndex;
  shown: RenderedDiff;
  findings: FindingLog;
  earlier: OwnThread[];
  /** Earlier threads the model found fixed: thread id → its one-line reason. */
  fixed: Map<string, string>;
  tools: Tool[];
  prompt: string;
  untrusted: UntrustedText[];
  instructions: string[];
  instructionsDir?: string;
  /** Why the model is not called at all (no diff, no new commits). */
  nothingToReview?: string;
  /** The token's login, when the run talks to GitHub. */
  botLogin?: string;
  dispose(): Promise<void>;
}

const short = (sha: string) => sha.slice(0, 7);

/** What preparing a review reads of an admitted run: the pull request, the config's review settings, and the earlier review's state. */
export type ReviewPrepInput = Pick<Admitted, "config" | "trigger" | "octokit" | "log" | "reporters"> & {
  settings: Pick<RunSettings, "repo" | "tempDir" | "env">;
};

export async function prepareCodeReview(run: ReviewPrepInput, work: OpenWork): Promise<CodeReviewRun> {
  const { settings, config, trigger, octokit, log } = run;
  const runner = work.workspace.runner;
  const headSha = work.workspace.prepared.head;
  const pr = trigger.pullRequest;
  const reporter = run.reporters.codeReview;
  const previous = reporter?.previousState;

  const { diff, baseSha, localBase } = await pullDiff(run, work);
  let shownFiles = diff.files;
  let since: string | undefined;
  let forcePushedFrom: string | undefined;
  let nothingToReview: string | undefined =
    diff.files.length > 0
      ? undefined
      : pr
        ? "the pull request changes no files"
        : `the checked-out branch has no changes since it left ${localBase}`;
  if (previous && pr && !nothingToReview) {
    if (previous.head === headSha)
      nothingToReview = `there are no new commits since the last review (${short(headSha)})`;
    else if ((await commitOf(runner, previous.head)) && (await isAncestor(runner, previous.head, headSha))) {
      since = previous.head;
      const paths = diff.files.flatMap((f) => (f.previousPath ? [f.path, f.previousPath] : [f.path]));
      shownFiles = (await gitDiff(runner, { from: previous.head, to: headSha, paths })).files;
      if (shownFiles.length === 0)
        nothingToReview = `the commits since the last review (${short(previous.head)}) change none of the pull request's files`;
    } else forcePushedFrom = previous.head;
  }

  let earlier: OwnThread[] = [];
  const botLogin = reporter ? await reporter.login() : undefined;
  if (previous && pr && octokit && botLogin && !nothingToReview) {
    try {
      earlier = await ownOpenThreads(
        octokit,
        { owner: trigger.repository.owner, repo: trigger.repository.name, pullNumber: pr.number },
        { botLogin, changedPaths: new Set((since ? shownFiles : diff.files).map((f) => f.path)) },
      );
    } catch (error) {
      log.warning(`could not list the earlier review threads (${messageOf(error)}); earlier findings may be repeated`);
    }
  }

  const index = new DiffIndex(diff);
  const shown = renderDiffForModel(shownFiles, { oldNumbers: !since });
  const cfg = config.code_review;
  const findings = new FindingLog(index, { minSeverity: cfg.min_severity, earlier: earlier.map(asEarlierFinding) });
  const fixed = new Map<string, string>();
  const changed = earlier.filter((t) => t.changed).map((t) => t.thread.id);
  const tools: Tool[] = [createAddReviewComment({ record: (f) => answerText(findings.record(f)) })];
  if (changed.length) tools.push(createResolveReviewThread({ ids: changed, resolve: (id, why) => fixed.set(id, why) }));

  // Review guidelines, then the usual instruction files — from the base, never from the change under review.
  const instructions = [...new Set([...reviewInstructionFiles(cfg), ...config.instructions])];
  const base = baseSha
    ? await baseInstructions({
        repo: settings.repo,
        ref: baseSha,
        fetchRef: pr?.baseRef,
        names: instructions,
        tempDir: settings.tempDir,
        env: settings.env,
      })
    : undefined;

  const requestInput = {
    pullNumber: pr?.number,
    localBase: localBase || undefined,
    requester: trigger.actor && !trigger.codeReview?.auto ? trigger.actor.login : undefined,
    focus: trigger.codeReview?.focus ?? "",
    headSha,
    since: since || undefined,
    forcePushedFrom: forcePushedFrom || undefined,
    files: shownFiles.length,
    diff: shown,
    minSeverity: cfg.min_severity,
    earlier,
    title: pr ? (trigger.source.title ?? "") : undefined,
    body: pr ? (trigger.source.body ?? "") : undefined,
  };
  const additions = shownFiles.reduce((n, f) => n + f.additions, 0);
  const deletions = shownFiles.reduce((n, f) => n + f.deletions, 0);
  return {
    pullNumber: pr?.number,
    headSha,
    baseSha: baseSha || undefined,
    previous,
    scope: {
      headSha,
      since: since || undefined,
      forcePushedFrom: forcePushedFrom || undefined,
      files: shownFiles.length,
      additions,
      deletions,
      cut: shown.cut,
      truncated: diff.truncated,
    },
    index,
    shown,
    findings,
    earlier,
    fixed,
    tools,
    prompt: reviewRequest(requestInput),
    untrusted: reviewContext(requestInput),
    instructions,
    instructionsDir: base?.dir,
    nothingToReview: nothingToReview || undefined,
    botLogin: botLogin || undefined,
    dispose: async () => base?.dispose(),
  };
}

/**
 * The diff findings are anchored to. A pull request with a token: as GitHub
 * serves it (what it will accept comments on). Without one: the merge base of
 * the PR's base and head, to the head. A local review: the merge base of
 * `--base` (default: the default branch) and HEAD, to the work tree.
 */
async function pullDiff(
  run: Pick<Admitted, "trigger" | "octokit">,
  work: OpenWork,
): Promise<{ diff: PullDiff; baseSha?: string; localBase?: string }> {
  const { trigger, octokit } = run;
  const runner = work.workspace.runner;
  const head = work.workspace.prepared.head;
  const pr = trigger.pullRequest;
  if (pr && octokit) {
    const where = { owner: trigger.repository.owner, repo: trigger.repository.name, pullNumber: pr.number };
    return { diff: await fetchPullDiff(octokit, where), baseSha: pr.baseSha };
  }
  if (pr) {
    const base = (await commitOf(runner, pr.baseSha)) && (await mergeBase(runner, pr.baseSha, head));
    if (!base)
      throw new Error(
        `the base of pull request #${pr.number} (${short(pr.baseSha)}) is not in this checkout, and without a GitHub token its diff cannot be fetched; set GITHUB_TOKEN or fetch the base branch`,
      );
    return { diff: await gitDiff(runner, { from: base, to: head }), baseSha: base };
  }
  const name = trigger.codeReview?.base ?? trigger.repository.defaultBranch;
  const resolved = (await commitOf(runner, name)) ?? (await commitOf(runner, `origin/${name}`));
  if (!resolved)
    throw new Error(
      `--base ${name}: no such branch or commit in this repository${trigger.codeReview?.base ? "" : " (the default branch; pass --base REF)"}`,
    );
  const base = await mergeBase(runner, resolved, "HEAD");
  if (!base) throw new Error(`--base ${name} has no history in common with HEAD`);
  return { diff: await gitDiff(runner, { from: base }), baseSha: base, localBase: name };
}
