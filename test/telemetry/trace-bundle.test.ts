/**
 * Traces through the built bundle (`node bin/patchbay.js run`, dist/index.js):
 * with an OTLP endpoint (telemetry.otlp, or OTEL_EXPORTER_OTLP_ENDPOINT) a run
 * sends one trace to a stand-in collector on 127.0.0.1 — a span for the run, one
 * per model call, one per tool call, with the GenAI attributes — and nothing
 * secret; a collector that is down or never answers leaves the run's outcome
 * as it was, with one warning; OTEL_SDK_DISABLED turns it off.
 */
import { writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { type Collector, runBundleCli, startCollector } from "../helpers/bundle.js";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { tempTree } from "../helpers/tmp.js";

let repo: TestRepo | undefined;
let collector: Collector | undefined;
afterEach(async () => {
  await collector?.close();
  collector = undefined;
  await repo?.cleanup();
  repo = undefined;
});

const SECRET = "deploy-credential-5f1e9a77c3b2";
const HEADER_SECRET = "otlp-ingest-key-8d2c41f0aa93";

const CONFIG = (cassette: string, extra = "") => `model:
  provider: replay
  name: ${cassette}
  prices: { input_per_mtok: 3, output_per_mtok: 15 }
approval:
  default: deny
  rules:
    - allow: [read_file, write_to_file]
      paths: ["src/**"]
${extra}`;

async function project(extra = ""): Promise<{ repo: TestRepo; cassette: string }> {
  const dir = await tempTree();
  onTestFinished(dir.cleanup);
  const cassette = path.join(dir.dir, "fix.json");
  const r = await repoWithRemote({
    "src/math.js": "export const add = (a, b) => a - b;\n",
    ".github/patchbay.yml": CONFIG(cassette, extra),
  });
  repo = r;
  await writeFile(
    cassette,
    JSON.stringify({
      turns: [
        {
          tool_calls: [{ name: "read_file", input: { path: "src/math.js" } }],
          usage: { input_tokens: 1200, output_tokens: 40 },
        },
        {
          tool_calls: [
            {
              name: "write_to_file",
              input: { path: "src/math.js", content: `export const add = (a, b) => a + b; // ${SECRET}\n` },
            },
          ],
          usage: { input_tokens: 1500, output_tokens: 60 },
        },
        {
          tool_calls: [{ name: "execute_command", input: { command: `echo ${SECRET}` } }],
          usage: { input_tokens: 1600, output_tokens: 20 },
        },
        {
          tool_calls: [{ name: "attempt_completion", input: { result: `Fixed add(); the key was ${SECRET}.` } }],
          usage: { input_tokens: 1700, output_tokens: 30 },
        },
      ],
    }),
  );
  return { repo: r, cassette };
}

const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  TMPDIR: process.env.TMPDIR,
  DEPLOY_TOKEN: SECRET,
  ...extra,
});

const run = (r: TestRepo, extra: Record<string, string> = {}) =>
  runBundleCli(["run", "--prompt", "Fix add()", "--repo", r.work], env(extra), r.work);

describe("a run's trace", () => {
  it("reaches the collector: the run, each model call with its tokens and cost, each tool call with its decision and checkpoint", async () => {
    collector = await startCollector();
    const { repo: r } = await project(`telemetry:\n  otlp: ${collector.url}\n`);
    const result = await run(r, { OTEL_EXPORTER_OTLP_HEADERS: `x-ingest-key=${HEADER_SECRET}` });
    expect(result.code, result.stderr + result.stdout).toBe(0);
    expect(result.stdout).not.toContain("telemetry");
    const spans = collector.spans;
    const root = spans.find((s) => s.name === "invoke_agent patchbay");
    expect(root?.attributes).toMatchObject({
      "gen_ai.operation.name": "invoke_agent",
      "gen_ai.agent.name": "patchbay",
      "gen_ai.provider.name": "replay",
      "patchbay.outcome": "completed",
      "patchbay.turns": 4,
      "patchbay.commits": 1,
      "gen_ai.usage.input_tokens": 6000,
      "gen_ai.usage.output_tokens": 150,
    });
    expect(root?.attributes["patchbay.cost_usd"]).toBeCloseTo((6000 * 3 + 150 * 15) / 1e6, 9);
    const chats = spans.filter((s) => s.attributes["gen_ai.operation.name"] === "chat");
    expect(chats.map((s) => [s.attributes["patchbay.turn"], s.attributes["gen_ai.usage.input_tokens"]])).toEqual([
      [1, 1200],
      [2, 1500],
      [3, 1600],
      [4, 1700],
    ]);
    expect(chats[0]?.attributes["patchbay.cost_usd"]).toBeCloseTo((1200 * 3 + 40 * 15) / 1e6, 9);
    const tools = spans.filter((s) => s.attributes["gen_ai.operation.name"] === "execute_tool");
    expect(tools.map((s) => [s.name, s.attributes["patchbay.decision"]])).toEqual([
      ["execute_tool read_file", "allow"],
      ["execute_tool write_to_file", "allow"],
      ["execute_tool execute_command", "deny"],
      ["execute_tool attempt_completion", "allow"],
    ]);
    const sha = r.git("rev-parse", "HEAD").trim();
    expect(tools[1]?.attributes["patchbay.checkpoint.sha"]).toBe(sha);
    expect(tools[2]?.status?.code).toBe(2);
    // One trace: every span under the run's.
    for (const s of [...chats, ...tools]) {
      expect(s.traceId).toBe(root?.traceId);
      expect(s.parentSpanId).toBe(root?.spanId);
    }
    // The header went to the collector, and neither it nor the run's secret is anywhere in the trace or the console.
    expect(collector.requests[0]?.headers["x-ingest-key"]).toBe(HEADER_SECRET);
    const everything = collector.requests.map((q) => q.body).join("\n");
    expect(everything).not.toContain(SECRET);
    expect(result.stdout + result.stderr).not.toContain(HEADER_SECRET);
  });

  it("OTEL_EXPORTER_OTLP_ENDPOINT alone sends it; OTEL_SDK_DISABLED=true sends nothing", async () => {
    collector = await startCollector();
    const { repo: r } = await project();
    const sent = await run(r, { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
    expect(sent.code, sent.stderr).toBe(0);
    expect(collector.spans.map((s) => s.name)).toContain("invoke_agent patchbay");
    const before = collector.requests.length;
    r.git("checkout", "-q", "main");
    const off = await run(r, { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_SDK_DISABLED: "true" });
    expect(off.code, off.stderr).toBe(0);
    expect(collector.requests.length).toBe(before);
  });

  it("a collector that never answers: the run completes as it would, with one warning", async () => {
    collector = await startCollector({ hang: true });
    const { repo: r } = await project(`telemetry:\n  otlp: ${collector.url}\n`);
    const result = await run(r);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("completed");
    expect(collector.requests.length).toBeGreaterThan(0);
    expect(result.stdout).toContain(
      `warning: telemetry: the run's trace was not all delivered: the collector at ${collector.url}/v1/traces did not answer within 2 s (the run itself is not affected)`,
    );
  });

  it("a collector that is down: the run completes as it would, with one warning", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const { repo: r } = await project(`telemetry:\n  otlp: http://127.0.0.1:${port}\n`);
    const result = await run(r);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("completed");
    expect(result.stdout).toMatch(
      /warning: telemetry: the run's trace was not all delivered: .*\(the run itself is not affected\)/,
    );
  });
});
