/**
 * The action's main step from the BUILT bundle, as the runner starts it: `node
 * dist/index.js` as a child process with the runner's environment (harness.ts's
 * runnerEnv). Its network edge — GitHub's API, the model provider, GitHub's
 * image hosts — is the test's nock mocks: a preload in the child
 * (network-bridge-preload.mjs) sends every request for a host other than
 * 127.0.0.1 to a bridge here, which replays it in this process, where nock
 * answers. Servers the test runs on 127.0.0.1 (an OTLP collector) are reached
 * directly.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type ActionRun, type ActionRunOptions, parseOutputs, ROOT, runnerEnv } from "./harness.js";

const PRELOAD = path.join(ROOT, "test/e2e/network-bridge-preload.mjs");

async function body(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

const DROP = new Set(["host", "connection", "content-length", "transfer-encoding", "keep-alive"]);

/** A bridge on 127.0.0.1: each request it gets is replayed with fetch here, where nock answers. */
async function startBridge(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    try {
      const url = String(req.headers["x-bridge-url"]);
      const sent = JSON.parse(String(req.headers["x-bridge-headers"] ?? "{}")) as Record<string, string>;
      const headers = Object.fromEntries(Object.entries(sent).filter(([k]) => !DROP.has(k.toLowerCase())));
      const data = await body(req);
      const answer = await fetch(url, {
        method: String(req.headers["x-bridge-method"] ?? "GET"),
        headers,
        redirect: "manual",
        body: data ? new Uint8Array(data) : undefined,
      });
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name))
          out[name] = value;
      });
      res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      // Nothing answered it here (nock refused the connection): the child sees a 501 naming why.
      res
        .writeHead(501, { "content-type": "application/json" })
        .end(JSON.stringify({ message: `test bridge: ${error instanceof Error ? error.message : String(error)}` }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One run of `node dist/index.js` as the runner starts it; outputs, job summary, log and exit code. */
export async function runBundledAction(options: ActionRunOptions): Promise<ActionRun> {
  const bundle = path.join(ROOT, "dist/index.js");
  if (!existsSync(bundle)) throw new Error("dist/index.js is missing: run `npm run build` before this test.");
  const { env, runnerDir } = await runnerEnv(options);
  const bridge = await startBridge();
  try {
    const node = process.env.PATCHBAY_TEST_NODE || process.execPath;
    const child = spawn(node, ["--import", PRELOAD, bundle], {
      cwd: options.workspace,
      env: { ...env, PATCHBAY_TEST_BRIDGE: bridge.url },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout.on("data", (c: Buffer) => {
      log += c.toString("utf8");
    });
    child.stderr.on("data", (c: Buffer) => {
      log += c.toString("utf8");
    });
    const exitCode = await new Promise<number>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    });
    return {
      outputs: parseOutputs(await readFile(env.GITHUB_OUTPUT ?? "", "utf8")),
      summary: await readFile(env.GITHUB_STEP_SUMMARY ?? "", "utf8"),
      log,
      exitCode,
      stateFile: env.GITHUB_STATE ?? "",
      runnerDir,
    };
  } finally {
    await bridge.close();
  }
}
