/**
 * A model API of the test's own: an OpenAI-compatible server on 127.0.0.1
 * (`/v1/chat/completions`) that answers each request with the next scripted turn
 * and keeps every request, so a test can read what the model was shown — the
 * system prompt, the messages, the tools — through the real openai-compatible
 * provider, in process or from the built bundle alike.
 */
import { createServer, type Server } from "node:http";

export interface ScriptedCall {
  name: string;
  input: Record<string, unknown>;
}

export interface ModelServer {
  /** The base URL to give as `base_url` (…/v1). */
  url: string;
  /** Every request body, parsed. */
  requests: { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] }[];
  /** The system prompt of the first request. */
  system(): string;
  close(): Promise<void>;
}

export async function startModelServer(turns: ScriptedCall[][]): Promise<ModelServer> {
  const requests: ModelServer["requests"] = [];
  let next = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push(JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}"));
      const calls = turns[next++];
      if (!calls) {
        res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: "no more turns" }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: `chatcmpl-${next}`,
          object: "chat.completion",
          created: 1,
          model: "scripted",
          choices: [
            {
              index: 0,
              message: {
                role: "assistant",
                content: null,
                tool_calls: calls.map((c, i) => ({
                  id: `call_${next}_${i}`,
                  type: "function",
                  function: { name: c.name, arguments: JSON.stringify(c.input) },
                })),
              },
              finish_reason: "tool_calls",
            },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the model server has no TCP address");
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    system() {
      const first = requests[0]?.messages.find((m) => m.role === "system");
      return typeof first?.content === "string" ? first.content : JSON.stringify(first?.content ?? "");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The action inputs that point a run at the server. */
export function modelInputs(server: ModelServer): Record<string, string> {
  return { model: "openai-compatible/scripted", base_url: server.url, api_key: "sk-local-model-server" };
}
