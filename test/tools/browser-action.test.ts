/**
 * browser_action with the real parts: Debian's Chromium started inside a real
 * sandbox (RunSandbox, as a run builds it), a web server started in the same
 * sandbox by execute_command, and puppeteer-core over the DevTools pipe.
 */
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxSchema } from "../../src/config/sandbox-schema.js";
import { RunSandbox } from "../../src/sandbox/run-sandbox.js";
import { createBrowserAction } from "../../src/tools/browser-action.js";
import { createExecuteCommand } from "../../src/tools/execute-command.js";
import type { Tool, ToolResult } from "../../src/tools/types.js";
import { makeCtx, makeWorkspace, type Workspace } from "./helpers.js";

const PAGE = `<!doctype html><html><head><title>Counter</title></head><body style="margin:0">
<button id="b" style="position:absolute;left:100px;top:100px;width:200px;height:60px"
  onclick="n++;document.getElementById('c').textContent='clicked '+n;console.log('clicked', n)">Press me</button>
<input id="i" style="position:absolute;left:100px;top:200px;width:200px;height:30px" placeholder="name">
<p id="c" style="position:absolute;top:300px">not clicked</p>
<a id="pop" href="/other" target="_blank" style="position:absolute;left:100px;top:400px">popup</a>
<a id="dl" href="/file.bin" download style="position:absolute;left:400px;top:400px">download</a>
<div style="height:3000px"></div>
<script>let n=0; console.warn('page ready'); window.open('/other');</script></body></html>`;

const SERVER = `const http=require('http');http.createServer((q,s)=>{if(q.url==='/file.bin'){s.writeHead(200,{'content-type':'application/octet-stream','content-disposition':'attachment; filename=f.bin'});return s.end(Buffer.alloc(100))}s.writeHead(200,{'content-type':'text/html'});s.end(require('fs').readFileSync('page.html'))}).listen(8199,'127.0.0.1')`;

let ws: Workspace;
let sandbox: RunSandbox;
let host: http.Server;
let hostPort: number;
let hostHits = 0;
const tools: Tool[] = [];

beforeAll(async () => {
  ws = await makeWorkspace();
  const { writeFile } = await import("node:fs/promises");
  await writeFile(path.join(ws.dir, "page.html"), PAGE);
  await writeFile(path.join(ws.dir, "server.js"), SERVER);
  sandbox = RunSandbox.open({
    config: sandboxSchema.parse({ mode: "required" }),
    workspace: ws.dir,
    env: {},
    notice: () => {},
  });
  // The page's server, started the way an agent would: a command in the sandbox, setsid so it outlives the call.
  const exec = createExecuteCommand({ sandbox: sandbox.commands });
  const started = await call(exec, {
    command: "setsid node server.js > /tmp/server.log 2>&1 < /dev/null & sleep 0.5; echo up",
  });
  if (!started.content.includes("up")) throw new Error(started.content);
  host = http.createServer((_q, s) => {
    hostHits++;
    s.end("<title>host</title>host loopback");
  });
  await new Promise<void>((r) => host.listen(0, "127.0.0.1", r));
  hostPort = (host.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const t of tools) await t.dispose?.();
  await sandbox.close();
  host.close();
  await ws.cleanup();
});

function browser(images: boolean, artifactsDir?: string) {
  const tool = createBrowserAction({ sandbox: sandbox.commands, images, artifactsDir: artifactsDir || undefined });
  tools.push(tool);
  return tool;
}

async function call(tool: Tool, input: unknown): Promise<ToolResult> {
  const parsed = tool.parse(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return tool.execute(parsed.value, makeCtx(ws.dir));
}

describe("browser_action in the sandbox", () => {
  it("opens a page served by a command in the sandbox, clicks, types, and gets screenshots", async () => {
    const artifacts = path.join(ws.dir, "..", `${path.basename(ws.dir)}-artifacts`);
    const b = browser(true, artifacts);
    const launched = await call(b, { action: "launch", url: "http://localhost:8199/" });
    expect(launched.ok, launched.content).toBe(true);
    expect(launched.content).toContain('http://localhost:8199/ "Counter"');
    expect(launched.content).toContain("[warn] page ready");
    // A script's window.open without a click is Chromium's popup blocker's to refuse: nothing opens.
    expect(launched.content).not.toContain("popup");
    expect(launched.images?.[0]?.mimeType).toBe("image/png");
    const shot = Buffer.from(launched.images?.[0]?.data ?? "", "base64");
    expect(shot.subarray(1, 4).toString()).toBe("PNG");

    const clicked = await call(b, { action: "click", coordinate: "200,130" });
    expect(clicked.ok).toBe(true);
    expect(clicked.content).toContain("[log] clicked 1");
    expect(clicked.artifacts?.[0]).toMatch(/browser-002-click\.png$/);
    expect((await readFile(clicked.artifacts?.[0] ?? "")).subarray(1, 4).toString()).toBe("PNG");

    const popup = await call(b, { action: "click", coordinate: "115,408" });
    expect(popup.content).toMatch(/a popup \(http:\/\/localhost:8199\/other\) was closed: launch its URL/);
    expect(popup.content).toContain('http://localhost:8199/ "Counter"');
    await call(b, { action: "click", coordinate: "200,215" });
    await call(b, { action: "type", text: "Ada" });
    const scrolled = await call(b, { action: "scroll_down" });
    expect(scrolled.content).toMatch(/scrolled to 600 of \d+ px/);
    const closed = await call(b, { action: "close" });
    expect(closed.content).toBe("The browser is closed.");
  }, 120_000);

  it("describes the page as text, with click coordinates, to a model that reads no images", async () => {
    const b = browser(false);
    const r = await call(b, { action: "launch", url: "http://localhost:8199/" });
    expect(r.images).toBeUndefined();
    expect(r.content).toContain("not clicked");
    expect(r.content).toMatch(/button "Press me" at 200,130/);
    expect(r.content).toMatch(/<<<UNTRUSTED [0-9a-f]{16} page http:\/\/localhost:8199\//);
    const clicked = await call(b, { action: "click", coordinate: "200,130" });
    expect(clicked.content).toContain("clicked 1");
    const dl = await call(b, { action: "click", coordinate: "430,408" });
    expect(dl.content).toMatch(/a download of f\.bin .* was refused/);
    await call(b, { action: "close" });
  }, 120_000);

  it("cannot reach the host's loopback from inside the sandbox", async () => {
    const b = browser(false);
    const r = await call(b, { action: "launch", url: `http://127.0.0.1:${hostPort}/` });
    expect(r.ok).toBe(false);
    expect(r.content).toContain("ERR_CONNECTION_REFUSED");
    expect(hostHits).toBe(0);
    await call(b, { action: "close" });
  }, 120_000);

  it("says what to do for a click before launch, and for bad input", async () => {
    const b = browser(true);
    const r = await call(b, { action: "click", coordinate: "10,10" });
    expect(r.ok).toBe(false);
    expect(r.content).toContain("no browser is open: start one with action launch and a url");
    for (const [input, text] of [
      [{ action: "launch" }, "launch needs url"],
      [{ action: "launch", url: "file:///etc/passwd" }, "http:// or https://"],
      [{ action: "click" }, "click needs coordinate"],
      [{ action: "click", coordinate: "5000,10" }, "outside the 900x600 page"],
      [{ action: "type" }, "type needs text"],
      [{ action: "hover" }, "action"],
    ] as const) {
      const parsed = b.parse(input);
      expect(parsed.ok, JSON.stringify(input)).toBe(false);
      if (!parsed.ok) expect(parsed.error).toContain(text);
    }
  });

  it("a browser that crashes is a clear error, and launch starts a new one", async () => {
    const exec = createExecuteCommand({ sandbox: sandbox.commands });
    const b = browser(false);
    expect((await call(b, { action: "launch", url: "http://localhost:8199/" })).ok).toBe(true);
    const killed = await call(exec, {
      command: "pkill -KILL -f -- '--remote-debugging-[p]ipe'; sleep 0.5; echo killed",
    });
    expect(killed.content).toContain("killed");
    const after = await call(b, { action: "click", coordinate: "200,130" });
    expect(after.ok).toBe(false);
    expect(after.content).toMatch(/the browser exited .*; call browser_action with action launch to start a new one/);
    const again = await call(b, { action: "launch", url: "http://localhost:8199/" });
    expect(again.ok).toBe(true);
    await b.dispose?.();
    // Nothing of either browser is left running (zombies waiting for PID 1 to reap them are not running).
    // Chrome's helpers exit a moment after their parent: up to 5 s for them to go, then count.
    const ps = await call(exec, {
      command:
        "for i in $(seq 50); do n=$(ps -eo stat=,comm= | grep -v '^Z' | grep -c chrom); [ \"$n\" = 0 ] && break; sleep 0.1; done; echo $n",
    });
    expect(ps.content.trim().split("\n").pop()).toBe("0");
  }, 120_000);
});
