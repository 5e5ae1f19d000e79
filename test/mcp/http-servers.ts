/** Small misbehaving HTTP servers on 127.0.0.1 for the fault tests. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export interface HttpFixture {
  url: string;
  server: Server;
  close: () => Promise<void>;
}

export async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  path = "/mcp",
): Promise<HttpFixture> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString();
    });
    req.on("end", () => resolve(body));
  });
}

export const status = (code: number, body: string, type = "text/plain") =>
  listen((req, res) => {
    req.resume();
    res.writeHead(code, { "Content-Type": type });
    res.end(body);
  });

/**
 * A hand-written SSE MCP server (the 2024-11-05 transport) whose event stream
 * is cut when a tool is called, as a proxy or load balancer might do.
 */
export async function droppingSse(): Promise<HttpFixture & { drops: () => number }> {
  let stream: ServerResponse | undefined;
  let drops = 0;
  const send = (message: unknown) => stream?.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
  const fixture = await listen(async (req, res) => {
    if (req.method === "GET" && req.url?.startsWith("/sse")) {
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
      res.write("event: endpoint\ndata: /messages\n\n");
      stream = res;
      return;
    }
    if (req.method === "POST" && req.url?.startsWith("/messages")) {
      const message = JSON.parse(await readBody(req));
      res.writeHead(202).end();
      if (message.method === "initialize")
        send({
          jsonrpc: "2.0",
          id: message.id,
          result: {
            protocolVersion: "2024-11-05",
            capabilities: { tools: {} },
            serverInfo: { name: "dropper", version: "1" },
          },
        });
      else if (message.method === "tools/list")
        send({
          jsonrpc: "2.0",
          id: message.id,
          result: { tools: [{ name: "echo", inputSchema: { type: "object" } }] },
        });
      else if (message.method === "tools/call") {
        drops++;
        stream?.socket?.destroy();
        stream = undefined;
      }
      return;
    }
    res.writeHead(404).end("not found");
  }, "/sse");
  return { ...fixture, drops: () => drops };
}
