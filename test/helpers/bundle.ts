/**
 * The built CLI (`node bin/patchbay.js`, which loads dist/index.js) as a shell
 * starts it, and a stand-in OTLP/HTTP collector on 127.0.0.1 that keeps every
 * span it receives (or, asked to, never answers).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface BundleRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runBundleCli(
  args: string[],
  env: Record<string, string | undefined>,
  cwd: string,
  node: string[] = [],
): Promise<BundleRun> {
  if (!existsSync(path.join(ROOT, "dist/index.js")))
    throw new Error("dist/index.js is missing: run `npm run build` before this test.");
  return new Promise((resolve, reject) => {
    // PATCHBAY_TEST_NODE runs the bundle on another Node (24, as the action's runner does).
    const binary = process.env.PATCHBAY_TEST_NODE || process.execPath;
    const child = spawn(binary, [...node, path.join(ROOT, "bin/patchbay.js"), ...args], { cwd, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => {
      stdout += c.toString();
    });
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** One span as the collector received it: name, parent, attributes flattened to values. */
interface ReceivedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, string | number | boolean>;
  status?: { code?: number; message?: string };
}

export interface Collector {
  url: string;
  spans: ReceivedSpan[];
  /** Every request body, raw, and the headers it came with. */
  requests: { headers: http.IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

type OtlpValue = { stringValue?: string; intValue?: number | string; doubleValue?: number; boolValue?: boolean };

function value(v: OtlpValue): string | number | boolean {
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.intValue !== undefined) return Number(v.intValue);
  if (v.doubleValue !== undefined) return v.doubleValue;
  return v.boolValue ?? "";
}

/** A collector stand-in: POST /v1/traces with OTLP JSON. `hang`: accept and never answer. */
export async function startCollector(options: { hang?: boolean } = {}): Promise<Collector> {
  const spans: ReceivedSpan[] = [];
  const requests: Collector["requests"] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      requests.push({ headers: req.headers, body });
      if (options.hang) return;
      const parsed = JSON.parse(body) as {
        resourceSpans?: {
          scopeSpans?: {
            spans?: (Omit<ReceivedSpan, "attributes"> & { attributes?: { key: string; value: OtlpValue }[] })[];
          }[];
        }[];
      };
      for (const rs of parsed.resourceSpans ?? [])
        for (const ss of rs.scopeSpans ?? [])
          for (const s of ss.spans ?? [])
            spans.push({
              ...s,
              attributes: Object.fromEntries((s.attributes ?? []).map((a) => [a.key, value(a.value)])),
            });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
