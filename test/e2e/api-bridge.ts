/**
 * GitHub's API for a child process: the built bundle runs as its own process, where
 * nock cannot see its requests. It gets GITHUB_API_URL pointing at this bridge on
 * 127.0.0.1, which replays each request with fetch to https://api.github.com from
 * the test's own process — where the test's GitHubMock (nock) answers it exactly as
 * it answers an in-process run — and sends the answer back. Nothing reaches the
 * internet: the bridge turns nock's net-connect guard on for the whole process.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import nock from "nock";

/** Hop-by-hop and framing headers: the bridge's own connection, not the request's. */
const DROP_REQUEST = new Set(["host", "connection", "content-length", "transfer-encoding", "keep-alive"]);
const DROP_RESPONSE = new Set(["content-length", "content-encoding", "transfer-encoding", "connection"]);

const API = "https://api.github.com";

export interface ApiBridge {
  /** The URL to give the child as GITHUB_API_URL. */
  url: string;
  close(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

export async function startApiBridge(): Promise<ApiBridge> {
  nock.disableNetConnect();
  nock.enableNetConnect("127.0.0.1");
  const server: Server = createServer(async (req, res) => {
    try {
      // Again per request: a GitHubMock's close() opens the net connection back up.
      nock.disableNetConnect();
      nock.enableNetConnect("127.0.0.1");
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (value !== undefined && !DROP_REQUEST.has(name))
          headers[name] = Array.isArray(value) ? value.join(", ") : value;
      const sent = await body(req);
      const answer = await fetch(`${API}${req.url ?? "/"}`, {
        method: req.method ?? "GET",
        headers,
        body: sent ? new Uint8Array(sent) : undefined,
      });
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!DROP_RESPONSE.has(name)) out[name] = value;
      });
      res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      // No interceptor matched (nock refused the connection): the mock records it as unexpected.
      // 400, which the client does not retry: a 5xx would be retried with real waits, seconds each.
      res
        .writeHead(400, { "content-type": "application/json" })
        .end(JSON.stringify({ message: `test API bridge: ${error instanceof Error ? error.message : String(error)}` }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the API bridge has no TCP address");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
