/**
 * A stateful Streamable HTTP MCP server on 127.0.0.1 (the SDK's transport, one
 * per session, as its examples keep them) whose sessions can be forgotten — what
 * a restart does. An unknown session id gets 404, as the spec says, or — like
 * the SDK's example servers — 400 "No valid session ID provided".
 */
import { randomUUID } from "node:crypto";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { type HttpFixture, listen, readBody } from "./http-servers.js";

export interface SessionServer extends HttpFixture {
  /** Forget every session, as a restarted server has. */
  restart: () => Promise<void>;
  /** Sessions opened so far (initialize requests answered). */
  sessions: () => number;
}

export async function sessionServer(unknownSession: 404 | 400 = 404): Promise<SessionServer> {
  const transports = new Map<string, StreamableHTTPServerTransport>();
  let opened = 0;
  let restartPending = false;
  const restart = async () => {
    const all = [...transports.values()];
    transports.clear();
    await Promise.all(all.map((t) => t.close()));
  };
  const build = () => {
    const server = new McpServer({ name: "sessions", version: "1.0.0" });
    // Answers, then forgets every session before the next request is read — as
    // if the server restarted right after (no timer: under load one can lose the race).
    server.registerTool("restart", { description: "Restarts the server" }, async () => {
      restartPending = true;
      return { content: [{ type: "text", text: "restarting" }] };
    });
    server.registerTool("echo", { description: "Echoes", inputSchema: { text: z.string() } }, async ({ text }) => ({
      content: [{ type: "text", text: `echo: ${text}` }],
    }));
    return server;
  };
  const fixture = await listen(async (req, res) => {
    if (restartPending) {
      restartPending = false;
      await restart();
    }
    const id = req.headers["mcp-session-id"];
    const body = req.method === "POST" ? JSON.parse(await readBody(req)) : undefined;
    const known = typeof id === "string" ? transports.get(id) : undefined;
    if (known) return known.handleRequest(req, res, body);
    if (req.method === "POST" && id === undefined && isInitializeRequest(body)) {
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sid) => {
          transports.set(sid, transport);
          opened++;
        },
      });
      await build().connect(transport);
      return transport.handleRequest(req, res, body);
    }
    const status = id === undefined ? 400 : unknownSession;
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({
        jsonrpc: "2.0",
        error: {
          code: -32000,
          message: status === 404 ? "Session not found" : "Bad Request: No valid session ID provided",
        },
        id: null,
      }),
    );
  });
  return {
    ...fixture,
    restart,
    sessions: () => opened,
  };
}
