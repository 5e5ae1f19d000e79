/**
 * The sandbox's only way out: an HTTP proxy on a Unix socket that Patchbay
 * runs on the host side. A sandboxed process reaches it through the bridge on
 * 127.0.0.1 inside its own network namespace (see namespace.ts). CONNECT
 * tunnels (HTTPS) and plain absolute-form HTTP requests are forwarded when the
 * allowlist has the host; everything else gets a 403 that says what to
 * configure, and is counted per host for the run's report.
 */
import http from "node:http";
import net from "node:net";
import type { Allowlist } from "./allowlist.js";

export type BlockedCounts = Map<string, number>;

export class EgressProxy {
  private readonly server: http.Server;
  private readonly sockets = new Set<net.Socket>();

  constructor(
    private readonly allow: Allowlist,
    /** Shared across a run's proxies, so the report has one list. */
    readonly blocked: BlockedCounts,
  ) {
    this.server = http.createServer((req, res) => this.forward(req, res));
    this.server.on("connect", (req, socket: net.Socket, head) => this.tunnel(req, socket, head));
    this.server.on("connection", (socket: net.Socket) => {
      this.sockets.add(socket);
      socket.once("close", () => this.sockets.delete(socket));
    });
  }

  listen(socketPath: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(socketPath, () => resolve());
    });
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private permitted(host: string, port: number): boolean {
    if (this.allow.allows(host, port)) return true;
    const name = host.toLowerCase();
    this.blocked.set(name, (this.blocked.get(name) ?? 0) + 1);
    return false;
  }

  private tunnel(req: http.IncomingMessage, client: net.Socket, head: Buffer): void {
    const target = parseAuthority(req.url ?? "");
    client.on("error", () => {});
    if (!target) {
      client.end("HTTP/1.1 400 Bad Request\r\n\r\n");
      return;
    }
    if (!this.permitted(target.host, target.port)) {
      client.end(refusal(target.host));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    upstream.once("connect", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on("error", (error) => {
      if (client.writable && !upstream.readable) client.end(`HTTP/1.1 502 Bad Gateway\r\n\r\n${error.message}\n`);
      else client.destroy();
    });
    client.once("close", () => upstream.destroy());
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse): void {
    let url: URL;
    try {
      url = new URL(req.url ?? "");
    } catch {
      res.writeHead(400).end("Patchbay's egress proxy takes absolute URLs or CONNECT.\n");
      return;
    }
    const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
    if (url.protocol !== "http:" || !this.permitted(url.hostname, port)) {
      res.writeHead(403, { "content-type": "text/plain" }).end(refusalText(url.hostname));
      return;
    }
    const headers = { ...req.headers };
    delete headers["proxy-connection"];
    delete headers["proxy-authorization"];
    const upstream = http.request(
      { host: url.hostname, port, path: `${url.pathname}${url.search}`, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`${error.message}\n`);
    });
    req.pipe(upstream);
  }
}

function parseAuthority(authority: string): { host: string; port: number } | undefined {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(authority);
  if (!match) return undefined;
  const port = Number(match[2]);
  if (port < 1 || port > 65535) return undefined;
  return { host: (match[1] ?? "").replace(/^\[|\]$/g, ""), port };
}

function refusalText(host: string): string {
  return `Patchbay's sandbox blocked ${host}: add it to sandbox.network.allow in .github/patchbay.yml if the run needs it.\n`;
}

function refusal(host: string): string {
  const body = refusalText(host);
  return `HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/** "blocked: evil.example ×3 — add it to sandbox.network.allow if it is needed", one line per host. */
export function describeBlocked(blocked: BlockedCounts): string[] {
  return [...blocked.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([host, count]) => `blocked: ${host} ×${count} — add it to sandbox.network.allow if it is needed`);
}
