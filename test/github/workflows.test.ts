import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { workflowText } from "../../src/cli/init/templates.js";
import { twoJobWorkflowText } from "../../src/cli/init/two-job-template.js";

const dir = path.resolve(import.meta.dirname, "../../examples/workflows");

/** The action's documented inputs (action.yml, README). */
const INPUTS = new Set([
  "github_token",
  "model",
  "anthropic_api_key",
  "openai_api_key",
  "google_api_key",
  "api_key",
  "base_url",
  "prompt",
  "task",
  "config",
  "dry_run",
  "max_turns",
  "max_cost_usd",
  "timeout_minutes",
  "issue",
  "mode",
  "output_schema",
  "stage",
  "outbox",
]);
/**
 * Inputs that override a key of .github/patchbay.yml: a template that passes one
 * makes the config file say something that does not happen.
 */
const SHADOWING = new Set(["model", "base_url", "max_turns", "max_cost_usd", "timeout_minutes"]);
/** Scopes a Patchbay workflow may ask for, and the most it may ask. */
const ALLOWED_PERMISSIONS: Record<string, string[]> = {
  contents: ["read", "write"],
  issues: ["read", "write"],
  "pull-requests": ["read", "write"],
  checks: ["read"],
  actions: ["read"],
};

const step = z.object({
  uses: z.string().optional(),
  if: z.string().optional(),
  with: z.record(z.string(), z.unknown()).optional(),
});
const workflow = z.object({
  name: z.string(),
  on: z.record(z.string(), z.unknown()),
  permissions: z.record(z.string(), z.string()),
  concurrency: z.object({ group: z.string(), "cancel-in-progress": z.boolean() }),
  jobs: z.record(z.string(), z.object({ "runs-on": z.string(), "timeout-minutes": z.number(), steps: z.array(step) })),
});

async function load(file: string) {
  return workflow.parse(parse(await readFile(path.join(dir, file), "utf8")));
}

describe("example workflows", () => {
  it("has the recommended workflow and one alternative per flow", async () => {
    expect((await readdir(dir)).sort()).toEqual([
      "patchbay-approvals.yml",
      "patchbay-ci-fix.yml",
      "patchbay-comment.yml",
      "patchbay-issue.yml",
      "patchbay-review.yml",
      "patchbay-scheduled.yml",
      "patchbay-sweep.yml",
      "patchbay-two-job.yml",
      "patchbay.yml",
    ]);
  });

  it("the two-job workflow: nothing by default, a read-only agent job, the writes in the publish job only", async () => {
    const text = await readFile(path.join(dir, "patchbay-two-job.yml"), "utf8");
    expect(text).toBe(twoJobWorkflowText());
    const wf = z
      .object({
        permissions: z.record(z.string(), z.string()),
        concurrency: z.object({ group: z.string(), "cancel-in-progress": z.boolean() }),
        jobs: z.object({
          agent: z.object({ permissions: z.record(z.string(), z.string()), steps: z.array(step) }),
          publish: z.object({
            needs: z.string(),
            permissions: z.record(z.string(), z.string()),
            steps: z.array(step),
          }),
        }),
      })
      .parse(parse(text));
    expect(wf.permissions).toEqual({});
    expect(wf.concurrency.group).toMatch(/issue\.number \|\| github\.event\.pull_request\.number/);
    expect(Object.values(wf.jobs.agent.permissions)).toEqual(["read", "read", "read"]);
    expect(wf.jobs.publish.permissions).toEqual({ contents: "write", issues: "write", "pull-requests": "write" });
    expect(wf.jobs.publish.needs).toBe("agent");
    const stageOf = (steps: z.infer<typeof step>[]) => steps.find((s) => s.uses === "patchbay/patchbay@v1")?.with;
    expect(stageOf(wf.jobs.agent.steps)).toMatchObject({ stage: "agent" });
    // The publish job gets no model key.
    expect(stageOf(wf.jobs.publish.steps)).toEqual({ stage: "publish", outbox: "${{ runner.temp }}/patchbay-outbox" });
    expect(wf.jobs.agent.steps.map((s) => s.uses)).toContain("actions/upload-artifact@v4");
    expect(wf.jobs.publish.steps.map((s) => s.uses)).toContain("actions/download-artifact@v4");
    for (const job of [wf.jobs.agent, wf.jobs.publish])
      expect(job.steps.find((s) => s.uses?.startsWith("actions/checkout@"))?.with?.["persist-credentials"]).toBe(false);
  });

  it("the recommended workflow is exactly what patchbay init writes", async () => {
    expect(await readFile(path.join(dir, "patchbay.yml"), "utf8")).toBe(workflowText());
  });

  it.each([
    [
      "patchbay-comment.yml",
      ["issue_comment", "pull_request_review", "pull_request_review_comment"],
      /issue\.number \|\| github\.event\.pull_request\.number/,
    ],
    [
      "patchbay-approvals.yml",
      ["issue_comment", "pull_request_review_comment"],
      /issue\.number \|\| github\.event\.pull_request\.number/,
    ],
    ["patchbay-issue.yml", ["issues"], /github\.event\.issue\.number/],
    ["patchbay-ci-fix.yml", ["workflow_run"], /workflow_run\.head_branch/],
    ["patchbay-scheduled.yml", ["schedule", "workflow_dispatch"], /inputs\.task/],
    [
      "patchbay.yml",
      ["issue_comment", "issues", "pull_request_review_comment"],
      /issue\.number \|\| github\.event\.pull_request\.number/,
    ],
  ])("%s: triggers, least privilege, concurrency, safe checkout, the action", async (file, events, group) => {
    const wf = await load(file);
    expect(Object.keys(wf.on).sort()).toEqual([...events].sort());
    for (const [scope, level] of Object.entries(wf.permissions)) {
      expect(ALLOWED_PERMISSIONS[scope], `${file}: unexpected permission ${scope}`).toBeDefined();
      expect(ALLOWED_PERMISSIONS[scope]).toContain(level);
    }
    expect(wf.permissions.contents).toBe("write");
    expect(wf.permissions["pull-requests"]).toBe("write");
    expect(wf.concurrency.group).toMatch(group);
    expect(wf.concurrency["cancel-in-progress"]).toBe(false);

    for (const job of Object.values(wf.jobs)) {
      const checkout = job.steps.find((s) => s.uses?.startsWith("actions/checkout@"));
      expect(checkout?.with?.["persist-credentials"]).toBe(false);
      expect(checkout?.with?.["fetch-depth"]).toBe(0);
      const action = job.steps.find((s) => s.uses === "patchbay/patchbay@v1");
      expect(action, `${file} uses patchbay/patchbay@v1`).toBeDefined();
      for (const input of Object.keys(action?.with ?? {}))
        expect(INPUTS, `${file}: unknown input ${input}`).toContain(input);
      for (const input of Object.keys(action?.with ?? {}))
        expect(SHADOWING.has(input), `${file}: the ${input} input overrides .github/patchbay.yml`).toBe(false);
      // Keys come from secrets, never inline.
      for (const [input, value] of Object.entries(action?.with ?? {})) {
        if (input.endsWith("api_key")) expect(value).toMatch(/^\$\{\{ secrets\.[A-Z_]+ \}\}$/);
      }
    }
  });

  it("comment workflows need issues: write to answer; the scheduled one does not ask for it", async () => {
    expect((await load("patchbay-comment.yml")).permissions.issues).toBe("write");
    expect((await load("patchbay-scheduled.yml")).permissions.issues).toBeUndefined();
  });

  it("the CI-fix workflow checks out the failed commit and pushes with a token that triggers CI", async () => {
    const wf = await load("patchbay-ci-fix.yml");
    const steps = Object.values(wf.jobs).flatMap((j) => j.steps);
    const checkout = steps.find((s) => s.uses?.startsWith("actions/checkout@"));
    expect(checkout?.with?.ref).toBe("${{ github.event.workflow_run.head_sha }}");
    const action = steps.find((s) => s.uses === "patchbay/patchbay@v1");
    expect(action?.with?.github_token).toBe("${{ steps.app-token.outputs.token }}");
    expect(z.object({ types: z.array(z.string()) }).parse(wf.on.workflow_run).types).toEqual(["completed"]);
    const text = await readFile(path.join(dir, "patchbay-ci-fix.yml"), "utf8");
    expect(text).toContain("GITHUB_TOKEN");
    expect(text).toContain("do NOT trigger workflows");
  });

  it("scheduled workflow passes the dispatch task input", async () => {
    const wf = await load("patchbay-scheduled.yml");
    const dispatch = z
      .object({ inputs: z.object({ task: z.object({ required: z.boolean() }) }) })
      .parse(wf.on.workflow_dispatch);
    expect(dispatch.inputs.task.required).toBe(true);
    const steps = Object.values(wf.jobs).flatMap((j) => j.steps);
    expect(steps.find((s) => s.uses === "patchbay/patchbay@v1")?.with?.task).toBe("${{ inputs.task }}");
  });

  it("sweep: a matrix job, then one run per issue, skipped on an empty matrix, parallel but never twice per issue", async () => {
    const sweep = z
      .object({
        on: z.object({ schedule: z.array(z.unknown()), workflow_dispatch: z.unknown() }),
        jobs: z.object({
          matrix: z.object({
            permissions: z.record(z.string(), z.string()),
            outputs: z.object({ issues: z.string() }),
            steps: z.array(step.extend({ id: z.string().optional() })),
          }),
          patchbay: z.object({
            needs: z.literal("matrix"),
            if: z.string(),
            strategy: z.object({
              "fail-fast": z.literal(false),
              "max-parallel": z.number().int().positive(),
              matrix: z.object({ issue: z.string() }),
            }),
            concurrency: z.object({ group: z.string(), "cancel-in-progress": z.literal(false) }),
            steps: z.array(step),
          }),
        }),
      })
      .parse(parse(await readFile(path.join(dir, "patchbay-sweep.yml"), "utf8")));
    const { matrix, patchbay } = sweep.jobs;
    expect(matrix.permissions).toEqual({ issues: "read" });
    const matrixStep = matrix.steps.find((s) => s.uses === "patchbay/patchbay/matrix@v1");
    expect(matrixStep?.id).toBe("matrix");
    expect(matrix.outputs.issues).toBe("${{ steps.matrix.outputs.matrix }}");
    expect(patchbay.if).toBe("needs.matrix.outputs.issues != '[]'");
    expect(patchbay.strategy.matrix.issue).toBe("${{ fromJSON(needs.matrix.outputs.issues) }}");
    // The same group as patchbay-issue.yml uses for that issue.
    expect(patchbay.concurrency.group).toBe("patchbay-${{ matrix.issue }}");
    const action = patchbay.steps.find((s) => s.uses === "patchbay/patchbay@v1");
    expect(action?.with?.issue).toBe("${{ matrix.issue }}");
    for (const input of Object.keys(action?.with ?? {})) expect(INPUTS).toContain(input);
    const composite = z
      .object({ inputs: z.record(z.string(), z.unknown()), outputs: z.object({ matrix: z.unknown() }) })
      .parse(parse(await readFile(path.resolve(dir, "../../matrix/action.yml"), "utf8")));
    for (const input of Object.keys(matrixStep?.with ?? {})) expect(Object.keys(composite.inputs)).toContain(input);
  });

  it("every job running Patchbay restores the MCP package cache before it, and saves it only where no pull request can", async () => {
    for (const file of (await readdir(dir)).filter((f) => f.endsWith(".yml"))) {
      const jobs = Object.values(
        z
          .object({ jobs: z.record(z.string(), z.object({ steps: z.array(step) })) })
          .parse(parse(await readFile(path.join(dir, file), "utf8"))).jobs,
      );
      for (const job of jobs) {
        const at = job.steps.findIndex((s) => s.uses === "patchbay/patchbay@v1");
        // The publish stage starts no MCP server: it has no packages to restore.
        if (at === -1 || job.steps[at]?.with?.stage === "publish") continue;
        const restore = job.steps.findIndex((s) => s.uses === "actions/cache/restore@v4");
        const save = job.steps.findIndex((s) => s.uses === "actions/cache/save@v4");
        expect(restore, `${file}: restore before the action`).toBeGreaterThanOrEqual(0);
        expect(restore).toBeLessThan(at);
        expect(save, `${file}: save after the action`).toBeGreaterThan(at);
        const [r, sv] = [job.steps[restore], job.steps[save]];
        expect(r?.with?.path).toBe("~/.cache/patchbay/mcp-packages");
        expect(sv?.with?.path).toBe(r?.with?.path);
        expect(sv?.with?.key).toBe(r?.with?.key);
        expect(r?.if).toBeUndefined();
        // A pull request's run must never save what the default branch restores.
        expect(sv?.if).toContain("github.event_name != 'pull_request'");
        expect(sv?.if).toContain("github.event_name != 'pull_request_target'");
        expect(sv?.if).toContain("github.ref == format('refs/heads/{0}', github.event.repository.default_branch)");
      }
    }
  });

  it("the README, the examples and patchbay init use one version of each action", async () => {
    const texts = [
      await readFile(path.resolve(dir, "../../README.md"), "utf8"),
      workflowText(),
      ...(await Promise.all((await readdir(dir)).map((f) => readFile(path.join(dir, f), "utf8")))),
    ];
    const versions = new Map<string, Set<string>>();
    for (const text of texts)
      for (const m of text.matchAll(/uses: ([\w.-]+\/[\w./-]+)@([\w.-]+)/g)) {
        const [, action = "", version = ""] = m;
        versions.set(action, (versions.get(action) ?? new Set()).add(version));
      }
    expect(versions.get("actions/checkout")).toBeDefined();
    for (const [action, seen] of versions) expect([...seen], action).toHaveLength(1);
  });

  it("the action accepts every input the examples use", async () => {
    const action = z
      .object({ inputs: z.record(z.string(), z.unknown()) })
      .parse(parse(await readFile(path.resolve(dir, "../../action.yml"), "utf8")));
    for (const input of INPUTS) expect(Object.keys(action.inputs)).toContain(input);
  });
});
