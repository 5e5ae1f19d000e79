/**
 * Package launches (docs/decisions/0016-mcp-client-at-the-references-level.md): which commands are ones (npx, pnpm dlx, uvx),
 * what they name, and the fetch before the run — npm for real against a
 * stand-in registry, with the package's install script never run; uv through a
 * small fake `uv` (uv is not installable here), which still checks the
 * environment Patchbay gives it and the command it runs afterwards.
 */
import { access, chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { McpHub } from "../../src/mcp/hub.js";
import { packageLaunch } from "../../src/mcp/packages/launch.js";
import { prefetchPackages } from "../../src/mcp/packages/prefetch.js";
import { baseOpts, config } from "./helpers.js";
import { npmRegistry, type Registry, TINY_SERVER } from "./npm-registry.js";

describe("packageLaunch", () => {
  it.each([
    [
      ["npx", ["-y", "@scope/server@1.2.3", "--root", "."]],
      { installer: "npm", spec: "@scope/server@1.2.3", name: "@scope/server", args: ["--root", "."] },
    ],
    [
      ["npx", ["--yes", "-p", "pkg", "pkg-cli", "x"]],
      { installer: "npm", spec: "pkg", name: "pkg", bin: "pkg-cli", args: ["x"] },
    ],
    [
      ["/usr/bin/npx", ["--package=pkg@2", "--", "cmd"]],
      { installer: "npm", spec: "pkg@2", name: "pkg", bin: "cmd", args: [] },
    ],
    [["pnpm", ["dlx", "srv", "a"]], { installer: "npm", spec: "srv", name: "srv", args: ["a"] }],
    [
      ["pnpm", ["--package=srv", "dlx", "srv-bin"]],
      { installer: "npm", spec: "srv", name: "srv", bin: "srv-bin", args: [] },
    ],
    [
      ["uvx", ["mcp-server-time", "--tz", "UTC"]],
      {
        installer: "uv",
        spec: "mcp-server-time",
        name: "mcp-server-time",
        bin: "mcp-server-time",
        args: ["--tz", "UTC"],
      },
    ],
    [
      ["uvx", ["mcp-server-git@1.2"]],
      { installer: "uv", spec: "mcp-server-git==1.2", name: "mcp-server-git", bin: "mcp-server-git", args: [] },
    ],
    [
      ["uvx", ["--from", "pkg[extra]>=1", "cmd"]],
      { installer: "uv", spec: "pkg[extra]>=1", name: "pkg", bin: "cmd", args: [] },
    ],
    [["uv", ["tool", "run", "srv"]], { installer: "uv", spec: "srv", name: "srv", bin: "srv", args: [] }],
  ])("%j", ([command, args], expected) => {
    expect(packageLaunch(command as string, args as string[])).toEqual(expected);
  });

  it.each([
    ["node", ["server.js"]],
    ["npx", ["--registry", "x", "pkg"]],
    ["npx", ["./local-dir"]],
    ["npx", ["-y", "git+https://github.com/a/b"]],
    ["pnpm", ["run", "server"]],
    ["uvx", ["--with", "x", "pkg"]],
  ])("leaves %s %j alone", (command, args) => {
    expect(packageLaunch(command, args)).toBeUndefined();
  });
});

describe("prefetchPackages", () => {
  let registry: Registry;
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "patchbay-prefetch-"));
    registry = await npmRegistry([
      {
        name: "patchbay-scripted-server",
        version: "2.0.0",
        bin: { "patchbay-scripted-server": "server.mjs" },
        files: { "server.mjs": TINY_SERVER },
        // The attack: an install script that would run on the host, outside any sandbox.
        scripts: { postinstall: `node -e "require('fs').writeFileSync('${path.join(work, "PWNED")}', 'x')"` },
      },
    ]);
  }, 60_000);
  afterAll(async () => {
    await registry?.close();
    await rm(work, { recursive: true, force: true });
  });

  const env = () => ({
    PATH: process.env.PATH,
    HOME: work,
    npm_config_registry: registry.registry,
    npm_config_cache: path.join(work, "npm-cache"),
  });

  it("installs with scripts off, rewrites the server to run the package's command, and the server works", async () => {
    const cacheDir = path.join(work, "cache");
    const logs: string[] = [];
    const { servers, failed } = await prefetchPackages(
      { s: config({ command: "npx", args: ["-y", "patchbay-scripted-server@2.0.0", "--x"] }) },
      { cacheDir, env: env(), workTree: work, log: (_l, m) => logs.push(m) },
    );
    expect(failed).toEqual({});
    expect(servers.s?.command).toMatch(
      new RegExp(
        `^${cacheDir}/npm/patchbay-scripted-server-[0-9a-f]{16}/node_modules/\\.bin/patchbay-scripted-server$`,
      ),
    );
    expect(servers.s?.args).toEqual(["--x"]);
    await expect(access(path.join(work, "PWNED"))).rejects.toThrow();
    expect(logs.join("\n")).toMatch(/fetched before the run in \d+ ms \(install scripts off\)/);
    const hub = await McpHub.connect(servers, baseOpts());
    try {
      expect(JSON.parse((await hub.callTool("s", "hello", {})).content)).toMatchObject({
        hello: "from a package",
        args: ["--x"],
      });
    } finally {
      await hub.close();
    }
  }, 60_000);

  it("uvx: uv installs the tool under the cache (tools, bin and Python all there), and its command runs", async () => {
    const bin = path.join(work, "fake-bin");
    await mkdir(bin, { recursive: true });
    // A stand-in for `uv tool install SPEC`: it checks where Patchbay told it to put things, and puts a command there.
    await writeFile(
      path.join(bin, "uv"),
      `#!/bin/sh
[ "$1 $2" = "tool install" ] || { echo "unexpected: $*" >&2; exit 2; }
for v in UV_TOOL_DIR UV_TOOL_BIN_DIR UV_PYTHON_INSTALL_DIR UV_CACHE_DIR; do eval "[ -n \\"\\$$v\\" ]" || { echo "$v unset" >&2; exit 3; }; done
mkdir -p "$UV_TOOL_BIN_DIR"
printf '#!${process.execPath}\\n%s' '${TINY_SERVER.replace(/^#!.*\n/, "").replaceAll("'", "'\\''")}' > "$UV_TOOL_BIN_DIR/time-server"
chmod +x "$UV_TOOL_BIN_DIR/time-server"
`,
    );
    await chmod(path.join(bin, "uv"), 0o755);
    const cacheDir = path.join(work, "cache");
    const { servers, failed } = await prefetchPackages(
      { t: config({ command: "uvx", args: ["--from", "time-server==1.0", "time-server", "--tz", "UTC"] }) },
      {
        cacheDir,
        env: { ...env(), PATH: `${bin}:${process.env.PATH}` },
        workTree: path.join(work, "tree-uv"),
        log: () => {},
      },
    );
    expect(failed).toEqual({});
    expect(servers.t?.command).toBe(
      path.join(
        cacheDir,
        "uv",
        `${"time-server"}-${path
          .basename(path.dirname(path.dirname(servers.t?.command ?? "")))
          .split("-")
          .at(-1)}`,
        "bin",
        "time-server",
      ),
    );
    const hub = await McpHub.connect(servers, baseOpts());
    try {
      expect(JSON.parse((await hub.callTool("t", "hello", {})).content)).toMatchObject({ args: ["--tz", "UTC"] });
    } finally {
      await hub.close();
    }
  }, 60_000);

  it("a planted `npm` in the work tree is never the one run on the host", async () => {
    const tree = path.join(work, "tree");
    await mkdir(path.join(tree, "node_modules/.bin"), { recursive: true });
    await writeFile(
      path.join(tree, "node_modules/.bin/npm"),
      `#!/bin/sh\ntouch ${path.join(work, "PLANTED")}\nexit 1\n`,
    );
    await chmod(path.join(tree, "node_modules/.bin/npm"), 0o755);
    const { failed } = await prefetchPackages(
      { s: config({ command: "npx", args: ["-y", "patchbay-scripted-server@2.0.0"] }) },
      {
        cacheDir: path.join(work, "cache-planted"),
        env: { ...env(), PATH: `${path.join(tree, "node_modules/.bin")}:${process.env.PATH}` },
        workTree: tree,
        log: () => {},
      },
    );
    expect(failed).toEqual({});
    await expect(access(path.join(work, "PLANTED"))).rejects.toThrow();
  }, 60_000);
});
