/**
 * The egress proxy on its Unix socket, driven the way curl and npm drive a
 * proxy (CONNECT and absolute-form requests), against a real server on 127.0.0.1.
 */
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Allowlist } from "../../src/sandbox/allowlist.js";
import { describeBlocked, EgressProxy } from "../../src/sandbox/egress-proxy.js";
import { tempTree } from "../helpers/tmp.js";
import { hostServer } from "./helpers.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function proxyFor(allow: string[]) {
  const tree = await tempTree();
  const socket = path.join(tree.dir, "egress.sock");
  const blocked = new Map<string, number>();
  const proxy = new EgressProxy(new Allowlist(allow), blocked);
  await proxy.listen(socket);
  cleanups.push(tree.cleanup, () => proxy.close());
  return { socket, blocked };
}

/** The status line the proxy answers a CONNECT with. */
function connect(socket: string, authority: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(socket, () => s.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`));
    s.once("data", (d) => {
      resolve(d.toString().split("\r\n")[0] ?? "");
      s.destroy();
    });
    s.on("error", reject);
  });
}

function get(socket: string, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: socket, path: url, method: "GET", headers: { host: new URL(url).host } });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (c) => {
        body += c;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the egress proxy", () => {
  it("tunnels to an allowed host:port and forwards plain HTTP to it", async () => {
    const server = await hostServer();
    cleanups.push(server.close);
    const { socket, blocked } = await proxyFor([`127.0.0.1:${server.port}`]);
    expect(await connect(socket, `127.0.0.1:${server.port}`)).toBe("HTTP/1.1 200 Connection Established");
    const answer = await get(socket, `http://127.0.0.1:${server.port}/x`);
    expect(answer).toEqual({ status: 200, body: "hello from the host\n" });
    expect(blocked.size).toBe(0);
  });

  it("refuses other hosts and other ports, says what to configure, and counts each attempt", async () => {
    const server = await hostServer();
    cleanups.push(server.close);
    const { socket, blocked } = await proxyFor([`127.0.0.1:${server.port}`, "*.example.org"]);
    expect(await connect(socket, "evil.example:443")).toBe("HTTP/1.1 403 Forbidden");
    expect(await connect(socket, "evil.example:443")).toBe("HTTP/1.1 403 Forbidden");
    expect(await connect(socket, "127.0.0.1:22")).toBe("HTTP/1.1 403 Forbidden");
    // "*.example.org" is its subdomains, not example.org itself
    expect(await connect(socket, "example.org:443")).toBe("HTTP/1.1 403 Forbidden");
    const refused = await get(socket, "http://evil.example/");
    expect(refused.status).toBe(403);
    expect(refused.body).toContain("add it to sandbox.network.allow");
    expect(server.hits()).toBe(0);
    expect(describeBlocked(blocked)).toEqual([
      "blocked: evil.example ×3 — add it to sandbox.network.allow if it is needed",
      "blocked: 127.0.0.1 ×1 — add it to sandbox.network.allow if it is needed",
      "blocked: example.org ×1 — add it to sandbox.network.allow if it is needed",
    ]);
  });

  it("answers a malformed CONNECT with 400 and counts nothing", async () => {
    const { socket, blocked } = await proxyFor([]);
    expect(await connect(socket, "no-port")).toBe("HTTP/1.1 400 Bad Request");
    expect(blocked.size).toBe(0);
  });
});

describe("the allowlist", () => {
  it("matches hosts on any port, host:port on that port, *.suffix on subdomains, and presets", () => {
    const allow = new Allowlist(["api.example.com", "db.internal:5432", "*.corp.example", "node"]);
    expect(allow.allows("API.example.com", 443)).toBe(true);
    expect(allow.allows("api.example.com", 8080)).toBe(true);
    expect(allow.allows("db.internal", 5432)).toBe(true);
    expect(allow.allows("db.internal", 5433)).toBe(false);
    expect(allow.allows("a.b.corp.example", 443)).toBe(true);
    expect(allow.allows("corp.example", 443)).toBe(false);
    expect(allow.allows("evilcorp.example", 443)).toBe(false);
    expect(allow.allows("registry.npmjs.org", 443)).toBe(true);
    expect(allow.allows("pypi.org", 443)).toBe(false);
    expect(new Allowlist([]).allows("localhost", 80)).toBe(false);
  });
});
