/**
 * The outputs a next step reads : `final_message` (the
 * completion text) and `summary` (Markdown), and the job summary — also when
 * the run fails before it starts; and what the run cost, the same
 * figures in the outputs, the job summary, the console and the transcript.
 */
import { readFile } from "node:fs/promises";
import nock from "nock";
import { expect, onTestFinished, test } from "vitest";
import { cloneWorkspace, createOrigin, examplePayload, runActionE2e, writeCassette } from "./harness.js";
import { useE2e } from "./use-e2e.js";

const e2e = useE2e({
  config: `approval:\n  rules:\n    - allow: [read_file, write_to_file]\n      paths: ["src/**"]\n`,
});

test("a dry run's final_message is the completion text and summary is the job summary's Markdown", async () => {
  e2e.gh.gate();
  const run = await e2e.run({
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    inputs: {
      dry_run: "true",
      model: `replay:${await writeCassette(e2e.origin, [
        { tool_calls: [{ name: "attempt_completion", input: { result: "Nothing needed fixing." } }] },
      ])}`,
    },
  });
  expect(run.exitCode, run.log).toBe(0);
  expect(run.outputs.final_message).toBe("Nothing needed fixing.");
  expect(run.outputs.summary).toContain("Nothing needed fixing.");
  expect(run.summary.trim()).toBe(run.outputs.summary?.trim());
});

test("a run that fails before it starts (no API key) still sets final_message, summary and the job summary", async () => {
  const run = await e2e.run({
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    inputs: { model: "anthropic/claude-sonnet-4-5", dry_run: "true" },
  });
  expect(run.exitCode).toBe(1);
  expect(run.outputs.outcome).toBe("failed");
  expect(run.outputs.final_message).toContain("ANTHROPIC_API_KEY");
  expect(run.outputs.summary).toContain("ANTHROPIC_API_KEY");
  expect(run.summary).toContain("### Patchbay: failed");
  expect(run.summary).toContain("ANTHROPIC_API_KEY");
});

test("a key pasted into the model input by mistake is in no failure message, output or job summary, in any encoding", async () => {
  const key = "sk-ant-api03-pasted-into-the-wrong-input-0123456789";
  const run = await e2e.run({
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    inputs: { model: key, anthropic_api_key: key, dry_run: "true" },
  });
  expect(run.exitCode).toBe(1);
  // The message still says what is wrong with the input.
  expect(run.log).toContain("is not PROVIDER/NAME");
  // `::add-mask::` lines are the runner's instructions to mask, never shown.
  const shown = run.log
    .split("\n")
    .filter((line) => !line.startsWith("::add-mask::"))
    .join("\n");
  const everything = [shown, run.summary, ...Object.values(run.outputs)].join("\n");
  for (const form of [key, Buffer.from(key).toString("base64"), encodeURIComponent(key)])
    expect(everything).not.toContain(form);
});

test("a secret from an MCP server's header, whatever its variable is called, is in no output or job summary", async () => {
  e2e.gh.gate();
  const secret = "plainly-named-credential-7f3a9c1e";
  const own = await createOrigin({
    config: `mcp_servers:\n  svc:\n    url: http://127.0.0.1:9/mcp\n    headers:\n      X-Api: "\${SERVICE_CRED}"\n`,
  });
  onTestFinished(() => own.cleanup());
  const run = await runActionE2e({
    origin: own,
    workspace: cloneWorkspace(own),
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    env: { SERVICE_CRED: secret },
    inputs: {
      dry_run: "true",
      model: `replay:${await writeCassette(own, [
        { tool_calls: [{ name: "attempt_completion", input: { result: `The service answered with ${secret}.` } }] },
      ])}`,
    },
  });
  expect(run.log).toContain("The service answered with");
  const shown = run.log
    .split("\n")
    .filter((line) => !line.startsWith("::add-mask::"))
    .join("\n");
  expect(run.outputs.final_message).toContain("The service answered with");
  for (const text of [shown, run.summary, ...Object.values(run.outputs)]) expect(text).not.toContain(secret);
});

test("a run's tokens, cache reads and writes and cost are the same in its outputs, job summary, log and transcript", async () => {
  e2e.gh.gate();
  // The real Anthropic provider; its API is the network edge, played by nock.
  const turn = (content: unknown[], usage: Record<string, number>) => ({
    id: "msg_1",
    type: "message",
    role: "assistant",
    model: "claude-sonnet-4-5",
    content,
    stop_reason: "tool_use",
    stop_sequence: null,
    usage,
  });
  const api = nock("https://api.anthropic.com")
    .post("/v1/messages")
    .reply(
      200,
      turn([{ type: "tool_use", id: "toolu_1", name: "read_file", input: { path: "src/math.ts" } }], {
        input_tokens: 100,
        output_tokens: 50,
        cache_creation_input_tokens: 2_000,
        cache_read_input_tokens: 0,
      }),
    )
    .post("/v1/messages")
    .reply(
      200,
      turn([{ type: "tool_use", id: "toolu_2", name: "attempt_completion", input: { result: "Looked; all good." } }], {
        input_tokens: 40,
        output_tokens: 30,
        cache_creation_input_tokens: 300,
        cache_read_input_tokens: 2_000,
      }),
    );
  onTestFinished(() => {
    nock.removeInterceptor({ hostname: "api.anthropic.com", path: "/v1/messages", method: "POST" });
  });
  const run = await e2e.run({
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    inputs: { dry_run: "true", model: "anthropic/claude-sonnet-4-5", anthropic_api_key: "sk-ant-e2e" },
    // The model's API is nock's, in this process: the run must be in this process too.
    entry: "source",
  });
  expect(run.exitCode, run.log).toBe(0);
  expect(api.isDone()).toBe(true);
  // 140 uncached + 2,000 read + 2,300 written; Claude Sonnet 4.5: $3 in, $15 out, $0.30 read, $3.75 write per Mtok.
  const cost = (140 * 3 + 80 * 15 + 2_000 * 0.3 + 2_300 * 3.75) / 1e6;
  expect(run.outputs).toMatchObject({
    turns: "2",
    input_tokens: "4440",
    cache_read_tokens: "2000",
    cache_write_tokens: "2300",
    output_tokens: "80",
    cost_usd: cost.toFixed(4),
  });
  // Wall time of the session, in seconds, as a number a next step can compare.
  expect(Number(run.outputs.duration_seconds)).toBeGreaterThanOrEqual(0);
  expect(run.outputs.duration_seconds).toMatch(/^\d+\.\d$/);
  expect(run.log).toMatch(/ {2}time +\d+ s\n/);
  expect(run.summary).toContain(`| 2 | 2 | 0 | 4440 | 2000 (45 %) | 2300 | 80 | $${cost.toFixed(4)} |`);
  expect(run.log).toContain("4,440 in (2,000 from cache, 45 %; 2,300 written to cache) / 80 out");
  const events = (await readFile(run.outputs.transcript ?? "", "utf8"))
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  const end = events.find((e) => e.type === "end");
  expect(end.usage).toEqual({ inputTokens: 140, outputTokens: 80, cacheReadTokens: 2_000, cacheWriteTokens: 2_300 });
  expect(end.cost_usd).toBeCloseTo(cost, 12);
});
