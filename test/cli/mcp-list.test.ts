/**
 * The hub's "done when": `patchbay mcp list` on a repository declaring
 * server-everything over all three transports, server-filesystem, and a broken
 * server shows the working ones with their tools and the broken one with its
 * reason, and exits 1.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCliInMemory } from "../helpers/cli.js";
import { tempTree } from "../helpers/tmp.js";
import { everything, type Running, repoRoot, startEverything } from "../mcp/helpers.js";

let sse: Running;
let http: Running;
let repo: { dir: string; cleanup: () => Promise<void> };

beforeAll(async () => {
  [sse, http] = await Promise.all([startEverything("sse"), startEverything("streamableHttp")]);
  const node = JSON.stringify(process.execPath);
  repo = await tempTree({
    // The servers run from Patchbay's own checkout, which the sandbox hides (the action's
    // directory); the sandboxed path of `mcp list` is mcp-sandbox.test.ts.
    ".github/patchbay.yml": `sandbox: { mode: off }
mcp_servers:
  everything-stdio:
    command: ${node}
    args: [${JSON.stringify(everything)}, stdio]
  everything-sse:
    type: sse
    url: http://127.0.0.1:${sse.port}/sse
  everything-http:
    type: http
    url: http://127.0.0.1:${http.port}/mcp
  files:
    command: ${node}
    args: [${JSON.stringify(`${repoRoot}/node_modules/@modelcontextprotocol/server-filesystem/dist/index.js`)}, "."]
  broken:
    command: ${node}
    args: ["-e", "console.error('cannot start: missing DATABASE_URL'); process.exit(3)"]
`,
  });
}, 60_000);

afterAll(async () => {
  await Promise.all([sse?.stop(), http?.stop()]);
  await repo?.cleanup();
});

describe("patchbay mcp list (three transports, two real servers, one broken)", () => {
  it("lists the working servers with their tools and the broken one with its reason; exit 1", async () => {
    const run = await runCliInMemory(["mcp", "list"], {
      cwd: repo.dir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(run.code).toBe(1);
    const out = run.stdout;
    for (const [name, transport] of [
      ["everything-stdio", "stdio"],
      ["everything-sse", "sse"],
      ["everything-http", "http"],
      ["files", "stdio"],
    ]) {
      expect(out).toMatch(new RegExp(`^${name} {2}${transport} {2}connected`, "m"));
    }
    for (const server of ["everything-stdio", "everything-sse", "everything-http"]) {
      expect(out).toContain(`mcp__${server}__echo`);
      expect(out).toContain(`mcp__${server}__get-sum`);
    }
    expect(out).toContain("mcp__files__read_text_file");
    expect(out).toMatch(/^broken {2}stdio {2}failed$/m);
    expect(out).toContain("missing DATABASE_URL");
  }, 60_000);
});
