/**
 * Servers that start offline (docs/decisions/0016-mcp-client-at-the-references-level.md): `npx -y pkg` is fetched on the host
 * before the server starts — real npm, install scripts off, from a stand-in
 * registry on 127.0.0.1 — into Patchbay's cache under the runner's home (which
 * the sandbox hides), shown read-only in the sandbox, and run there with the
 * network closed. A second start reuses the cache. `${HOME}` in the server's
 * env is the sandbox's home; a package that does not exist, and a server under
 * a hidden path, say exactly that.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCliInMemory } from "../helpers/cli.js";
import { tempTree } from "../helpers/tmp.js";
import { npmRegistry, type Registry, TINY_SERVER } from "../mcp/npm-registry.js";
import { runnerDirs } from "../sandbox/helpers.js";

let registry: Registry;
let dirs: Awaited<ReturnType<typeof runnerDirs>>;
let repo: { dir: string; cleanup: () => Promise<void> };

beforeAll(async () => {
  registry = await npmRegistry([
    {
      name: "patchbay-tiny-server",
      version: "1.0.0",
      bin: { "patchbay-tiny-server": "server.mjs" },
      files: { "server.mjs": TINY_SERVER },
    },
  ]);
  dirs = await runnerDirs();
  // A server installed under the runner's home, as `npm i -g` or a clone there would leave it.
  await mkdir(path.join(dirs.home, "servers"), { recursive: true });
  await writeFile(path.join(dirs.home, "servers", "mine.mjs"), TINY_SERVER);
  repo = await tempTree({
    ".github/patchbay.yml": `mcp_servers:
  tiny:
    command: npx
    args: ["-y", "patchbay-tiny-server", "--flag"]
    env: { SEEN_HOME: "\${HOME}" }
  missing:
    command: npx
    args: ["-y", "patchbay-no-such-server-xyz"]
  hidden:
    command: ${JSON.stringify(process.execPath)}
    args: [${JSON.stringify(path.join(dirs.home, "servers", "mine.mjs"))}]
`,
  });
}, 60_000);

afterAll(async () => {
  await registry?.close();
  await repo?.cleanup();
  await dirs?.cleanup();
});

/** The CLI as on a runner: HOME is the runner's (hidden in the sandbox), npm points at the stand-in registry. */
const patchbay = (...argv: string[]) =>
  runCliInMemory(argv, {
    cwd: repo.dir,
    env: {
      PATH: process.env.PATH,
      HOME: dirs.home,
      RUNNER_TEMP: dirs.runnerTemp,
      npm_config_registry: registry.registry,
      npm_config_cache: path.join(dirs.runnerTemp, "npm-cache"),
    },
  });

describe("package servers", () => {
  it("fetched before the run, then run in the sandbox with no network, from a cache it cannot change", async () => {
    const run = await patchbay("mcp", "call", "tiny", "hello");
    expect(run.code, run.stderr).toBe(0);
    const seen = JSON.parse(run.stdout);
    expect(seen).toEqual({
      hello: "from a package",
      home: "/tmp/home",
      // ${HOME} in the server's env is the sandbox's home, not the runner's hidden one.
      seen: "/tmp/home",
      args: ["--flag"],
      writeOwnFolder: "EROFS",
    });
    expect(run.stderr).toMatch(/network: none/);
    expect(run.stderr).not.toMatch(/E403|security policy|blocked:/);
  }, 120_000);

  it("a second start uses the cache: the registry is not asked again", async () => {
    const before = registry.requests().length;
    const run = await patchbay("mcp", "call", "tiny", "hello");
    expect(run.code, run.stderr).toBe(0);
    expect(registry.requests().length).toBe(before);
  }, 60_000);

  it("a package that does not exist, and a server under a hidden path: each fails saying why; the good one is listed", async () => {
    const run = await patchbay("mcp", "list");
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^tiny {2}stdio {2}connected/m);
    expect(run.stdout).toMatch(
      /^missing {2}stdio {2}failed\n {2}error: could not fetch patchbay-no-such-server-xyz before the run \(npm\): .*404.*; check the package name/m,
    );
    expect(run.stdout).toContain(
      `hidden  stdio  failed\n  error: ${path.join(dirs.home, "servers", "mine.mjs")} is hidden inside the sandbox (the runner's home, ${dirs.home}, is hidden there): install the server as a package`,
    );
  }, 120_000);
});
