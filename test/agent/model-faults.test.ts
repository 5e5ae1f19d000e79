/**
 * Model calls fail fast and say so. The real Anthropic provider of the
 * AI SDK against a model API stand-in on 127.0.0.1 (a real HTTP server: a cut
 * connection is really cut, silence is really silence). A response cut midway
 * is retried like a 5xx; an API that sends nothing — no answer, or a pause in
 * one — is given up after the idle limit with "the anthropic API sent nothing
 * for N s" and tried again; the retries are said, and the run's signal stops them.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ModelError } from "../../src/agent/errors.js";
import { createModel } from "../../src/agent/models/create-model.js";
import type { ModelRequest } from "../../src/agent/types.js";

const ANSWER = JSON.stringify({
  id: "msg_1",
  type: "message",
  role: "assistant",
  model: "claude-sonnet-4-5",
  content: [{ type: "tool_use", id: "toolu_1", name: "attempt_completion", input: { result: "done" } }],
  stop_reason: "tool_use",
  stop_sequence: null,
  usage: { input_tokens: 10, output_tokens: 5 },
});

type Behaviour = (res: ServerResponse, socket: Socket) => void;

let server: Server | undefined;
const sockets = new Set<Socket>();
afterEach(async () => {
  for (const s of sockets) s.destroy();
  sockets.clear();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** The stand-in answers the n-th request with the n-th behaviour (the last one repeats). */
async function modelApi(behaviours: Behaviour[]): Promise<{ url: string; calls: () => number }> {
  let n = 0;
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on("end", () => {
      const behaviour = behaviours[Math.min(n, behaviours.length - 1)] as Behaviour;
      n++;
      behaviour(res, req.socket);
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return { url: `http://127.0.0.1:${address.port}/v1`, calls: () => n };
}

const answer: Behaviour = (res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(ANSWER);
};
/** Headers and half the body, then the connection drops. */
const cutConnection: Behaviour = (res, socket) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": String(ANSWER.length) });
  res.write(ANSWER.slice(0, ANSWER.length / 2));
  setTimeout(() => socket.destroy(), 20);
};
/** A whole response whose JSON ends midway (a proxy that cut the body and fixed the length). */
const cutJson: Behaviour = (res) => {
  const half = ANSWER.slice(0, ANSWER.length / 2);
  res.writeHead(200, { "content-type": "application/json", "content-length": String(half.length) });
  res.end(half);
};
const silent: Behaviour = () => {};
/** Headers and the start of the body, then nothing. */
const stalls: Behaviour = (res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.write(ANSWER.slice(0, 20));
};

function model(url: string, retries: string[], idleTimeoutSeconds = 0.4) {
  return createModel(
    { provider: "anthropic", name: "claude-sonnet-4-5", base_url: url },
    { ANTHROPIC_API_KEY: "sk-test" },
    {
      idleTimeoutSeconds,
      retry: { baseDelayMs: 1, onRetry: (info) => retries.push(info.reason) },
    },
  );
}

const request = (signal = new AbortController().signal): ModelRequest => ({
  system: "You are a test.",
  messages: [{ role: "user", content: "Finish." }],
  tools: [
    {
      name: "attempt_completion",
      description: "Finish",
      inputSchema: { type: "object", properties: { result: { type: "string" } } },
    },
  ],
  signal,
});

describe("a model API that fails midway", () => {
  it("a connection cut midway through the response is retried like a 5xx, and the retry is said", async () => {
    const api = await modelApi([cutConnection, answer]);
    const retries: string[] = [];
    const response = await model(api.url, retries).generate(request());
    expect(response.toolCalls.map((c) => c.name)).toEqual(["attempt_completion"]);
    expect(retries).toEqual(["the connection closed midway through the response"]);
    expect(api.calls()).toBe(2);
  });

  it("a body whose JSON ends midway is retried too", async () => {
    const api = await modelApi([cutJson, answer]);
    const retries: string[] = [];
    const response = await model(api.url, retries).generate(request());
    expect(response.toolCalls).toHaveLength(1);
    expect(retries).toEqual(["the response ended midway"]);
  });

  it("an API that never answers: given up after the idle limit, said, and tried again", async () => {
    const api = await modelApi([silent, answer]);
    const retries: string[] = [];
    const response = await model(api.url, retries).generate(request());
    expect(response.toolCalls).toHaveLength(1);
    expect(retries).toEqual(["the anthropic API sent nothing for 0.4 s"]);
  });

  it("an answer that stops coming: the same, between two chunks of the body", async () => {
    const api = await modelApi([stalls, answer]);
    const retries: string[] = [];
    const response = await model(api.url, retries).generate(request());
    expect(response.toolCalls).toHaveLength(1);
    expect(retries).toEqual(["the anthropic API sent nothing for 0.4 s"]);
  });

  it("an API that stays silent: a bounded number of attempts, then one ModelError saying what happened", async () => {
    const api = await modelApi([silent]);
    const retries: string[] = [];
    const error = await model(api.url, retries)
      .generate(request())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as Error).message).toMatch(/^the anthropic API sent nothing for 0\.4 s — gave up after 4 attempts/);
    expect(api.calls()).toBe(4);
  });

  it("the run's signal stops the waiting and the retries at once", async () => {
    const api = await modelApi([silent]);
    const abort = new AbortController();
    setTimeout(() => abort.abort(new Error("stopped by SIGTERM")), 100);
    const error = await model(api.url, [], 60)
      .generate(request(abort.signal))
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe("stopped by SIGTERM");
    expect(api.calls()).toBe(1);
  });
});
