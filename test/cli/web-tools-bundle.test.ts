/**
 * The web tools (`web_fetch`, `browser_action`) end to end, through the BUILT bundle (`node bin/patchbay.js run`, which
 * loads dist/index.js) with replay cassettes and least-privilege rules
 * (`approval.default: deny`, each web tool allowed by name):
 * - web_fetch reads an allowed page and is refused a host outside the allowlist and
 *   a URL the rules deny;
 * - in a real sandbox, execute_command starts a small web server, browser_action
 *   opens it, clicks, and gets a screenshot saved as a run artifact; the run ends
 *   with the browser still open and nothing of it is left running.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { runBundleCli } from "../helpers/bundle.js";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

beforeAll(() => {
  if (!existsSync(path.join(ROOT, "dist/index.js")))
    throw new Error("dist/index.js is missing: run `npm run build` before this test.");
});

let repo: TestRepo | undefined;
const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  await repo?.cleanup();
  repo = undefined;
});

function serve(handler: http.RequestListener): Promise<{ port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    handler(req, res);
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ port: (server.address() as AddressInfo).port, hits })),
  );
}

type ToolEvent = {
  type: "tool";
  name: string;
  ok: boolean;
  decision: string;
  rule: string;
  output: string;
  detail?: string;
  artifacts?: string[];
};

async function toolEvents(file: string): Promise<ToolEvent[]> {
  return (await readFile(file, "utf8"))
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l))
    .filter((e) => e.type === "tool");
}

const call = (name: string, input: unknown) => ({ tool_calls: [{ name, input }] });
const done = call("attempt_completion", { result: "done" });

describe("the web tools through the built bundle", () => {
  it("web_fetch reads an allowed page and is refused a forbidden host and a denied URL", async () => {
    const docs = await serve((req, res) =>
      req.url === "/moved"
        ? res.writeHead(302, { location: "/private/keys" }).end()
        : res
            .writeHead(200, { "content-type": "text/html" })
            .end(
              "<html><head><title>Release notes</title></head><body><article><h1>v2</h1><p>load() is now open().</p></article></body></html>",
            ),
    );
    const evil = await serve((_req, res) => res.end("evil"));
    repo = await repoWithRemote({
      ".github/patchbay.yml": `sandbox:
  mode: required
  network:
    allow: [docs.test]
approval:
  default: deny
  rules:
    - allow: web_fetch
      urls: ["http://*.test:*/**"]
    - deny: web_fetch
      urls: ["http://docs.test:*/private/**"]
      reason: not for agents
`,
    });
    const cassette = path.join(repo.root, "fetch.json");
    await writeFile(
      cassette,
      JSON.stringify({
        turns: [
          call("web_fetch", { url: `http://docs.test:${docs.port}/notes` }),
          call("web_fetch", { url: `http://evil.test:${evil.port}/` }),
          call("web_fetch", { url: `http://docs.test:${docs.port}/private/keys` }),
          // Allowed as asked, redirected to what the rules deny: the redirect is judged again.
          call("web_fetch", { url: `http://docs.test:${docs.port}/moved` }),
          done,
        ],
      }),
    );
    const transcript = path.join(repo.root, "t.jsonl");
    const run = await runBundleCli(
      [
        "run",
        "--prompt",
        "Read the notes",
        "--repo",
        repo.work,
        "--model",
        `replay:${cassette}`,
        "--transcript",
        transcript,
      ],
      {
        PATH: process.env.PATH ?? "",
        HOME: repo.root,
        PATCHBAY_WEB_FETCH_RESOLVE: `docs.test:${docs.port}:127.0.0.1,evil.test:${evil.port}:127.0.0.1`,
      },
      repo.root,
    );
    expect(run.code, run.stderr + run.stdout).toBe(0);
    const [fetched, forbidden, denied, redirected] = await toolEvents(transcript);
    expect(fetched?.ok).toBe(true);
    expect(fetched?.output).toContain("# Release notes");
    expect(fetched?.output).toContain("load() is now open().");
    expect(fetched?.detail).toMatch(/^http:\/\/docs\.test:\d+\/notes — 200, \d+ B$/);
    expect(forbidden?.ok).toBe(false);
    expect(forbidden?.output).toContain("evil.test is not in sandbox.network.allow");
    expect(evil.hits).toEqual([]);
    expect(denied?.decision).toBe("deny");
    expect(denied?.output).toContain("not for agents");
    expect(redirected?.decision).toBe("allow");
    expect(redirected?.ok).toBe(false);
    expect(redirected?.output).toMatch(
      /the redirect to http:\/\/docs\.test:\d+\/private\/keys is denied by approval\.rules\[1\]/,
    );
    expect(docs.hits).toEqual(["/notes", "/moved"]);
    // The refused host is in the run's blocked report, with the sandbox's.
    expect(run.stdout).toContain("blocked: evil.test ×1");
  }, 120_000);

  it("starts a web server with execute_command, opens it with browser_action, clicks, and gets a screenshot", async () => {
    repo = await repoWithRemote({
      "server.js": SERVER,
      ".github/patchbay.yml": `sandbox:
  mode: required
tools:
  browser: true
approval:
  default: deny
  rules:
    - allow: execute_command
      commands: ["node server.js"]
    - allow: browser_action
    - deny: browser_action
      urls: ["https://**"]
`,
    });
    const cassette = path.join(repo.root, "browser.json");
    await writeFile(
      cassette,
      JSON.stringify({
        turns: [
          call("execute_command", { command: "node server.js" }),
          call("browser_action", { action: "launch", url: "http://localhost:8199/" }),
          call("browser_action", { action: "click", coordinate: "200,130" }),
          // The run ends with the browser open.
          done,
        ],
      }),
    );
    const transcript = path.join(repo.root, "t.jsonl");
    const artifacts = path.join(repo.root, "artifacts");
    const run = await runBundleCli(
      [
        "run",
        "--prompt",
        "Check the page",
        "--repo",
        repo.work,
        "--model",
        `replay:${cassette}`,
        "--transcript",
        transcript,
        "--artifacts",
        artifacts,
      ],
      { PATH: process.env.PATH ?? "", HOME: repo.root },
      repo.root,
    );
    expect(run.code, run.stderr + run.stdout).toBe(0);
    const [server, launch, click] = await toolEvents(transcript);
    expect(server?.output).toContain("serving on http://localhost:8199/");
    expect(launch?.ok, launch?.output).toBe(true);
    expect(launch?.output).toContain('http://localhost:8199/ "Counter"');
    expect(click?.ok).toBe(true);
    expect(click?.output).toContain("[log] clicked 1");
    expect(click?.detail).toBe("click http://localhost:8199/");
    const shots = await readdir(artifacts);
    expect(shots.sort()).toEqual(["browser-001-launch.png", "browser-002-click.png"]);
    expect((await readFile(path.join(artifacts, "browser-002-click.png"))).subarray(1, 4).toString()).toBe("PNG");
    expect(click?.artifacts).toEqual([path.join(artifacts, "browser-002-click.png")]);
    expect(run.stdout).toContain(`saved ${path.join(artifacts, "browser-002-click.png")}`);
    // Nothing of the browser (or the server) outlives the run.
    expect(await processesNaming(["patchbay-chromium-", "server.js serve"])).toEqual([]);
  }, 180_000);
});

/** Processes on this machine whose command line names one of these. */
async function processesNaming(markers: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const pid of (await readdir("/proc")).filter((p) => /^\d+$/.test(p))) {
    const cmdline = (await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "")).replace(/\0/g, " ");
    if (markers.some((m) => cmdline.includes(m))) found.push(`${pid}: ${cmdline.slice(0, 120)}`);
  }
  return found;
}

/** A server that puts itself in the background (its own session) and says where it listens. */
const SERVER = `const { spawn } = require("node:child_process");
const net = require("node:net");
if (process.argv[2] !== "serve") {
  spawn(process.execPath, [__filename, "serve"], { detached: true, stdio: "ignore" }).unref();
  const probe = () => {
    const s = net.connect(8199, "127.0.0.1", () => { s.end(); console.log("serving on http://localhost:8199/"); });
    s.on("error", () => setTimeout(probe, 100));
  };
  probe();
} else {
  require("node:http").createServer((q, s) => {
    s.writeHead(200, { "content-type": "text/html" });
    s.end('<!doctype html><title>Counter</title><button style="position:absolute;left:100px;top:100px;width:200px;height:60px" onclick="n++;this.textContent=\\'clicked \\'+n;console.log(\\'clicked\\', n)">Press me</button><script>let n=0</script>');
  }).listen(8199, "127.0.0.1");
}
`;
