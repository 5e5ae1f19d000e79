/** The run's sandbox mode: what is chosen, and what people are told. */
import { mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sandboxSchema } from "../../src/config/sandbox-schema.js";
import { RunSandbox } from "../../src/sandbox/run-sandbox.js";
import type { CommandSandbox } from "../../src/sandbox/types.js";
import { exec } from "../../src/util/exec.js";
import { hostServer } from "./helpers.js";

function open(config: object, env: Record<string, string>, fork = false, workspace = "/nonexistent") {
  const notices: string[] = [];
  const sandbox = RunSandbox.open({
    config: sandboxSchema.parse(config),
    workspace,
    env,
    fork,
    notice: (level, message) => notices.push(`${level}: ${message}`),
  });
  return { sandbox, notices };
}

describe("sandbox.mode", () => {
  it("is required under GitHub Actions and auto in the CLI when the config says nothing", () => {
    expect(open({}, { GITHUB_ACTIONS: "true" }).sandbox.mode).toBe("required");
    expect(open({}, {}).sandbox.mode).toBe("auto");
  });

  it("off runs commands unconfined and says so, loudly", async () => {
    const { sandbox, notices } = open({ mode: "off" }, {});
    expect(sandbox.commands).toBeUndefined();
    expect(notices).toEqual([
      expect.stringMatching(/^warning: sandbox: off \(sandbox.mode\) — tool commands and MCP servers run unconfined/),
    ]);
    await sandbox.close();
  });

  it("off does not apply to a fork's pull request", async () => {
    const { sandbox, notices } = open({ mode: "off" }, {}, true);
    expect(sandbox.mode).toBe("required");
    expect(sandbox.commands).toBeDefined();
    expect(notices[0]).toContain("does not apply to a fork's pull request");
    await sandbox.close();
  });

  it("names the mechanism and the allowed hosts at the start of a run, and starts nothing until a command runs", async () => {
    const { sandbox, notices } = open({ network: { allow: ["node", "api.example.com:443"] } }, {});
    expect(notices).toEqual([
      expect.stringMatching(/^info: sandbox: Linux namespaces via .*; network: node, api.example.com:443/),
    ]);
    expect(sandbox.blockedReport()).toEqual([]);
    await sandbox.close();
  });
});

/** curl through the sandbox's proxy; the exit code says whether the host answered. */
async function curl(sandbox: CommandSandbox, workspace: string, url: string): Promise<string> {
  const launch = await sandbox.launch({
    command: "curl",
    args: ["-fsS", "-m", "5", "--noproxy", "", url],
    cwd: workspace,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
  });
  const result = await exec(launch.command, launch.args, { cwd: launch.cwd, env: launch.env, timeoutMs: 20_000 });
  return `${result.exitCode} ${result.stdout}${result.stderr}`;
}

describe("mcp_servers.<name>.network", () => {
  it("opens a host for that server's sandbox only", async () => {
    const server = await hostServer();
    const workspace = await realpath(await mkdtemp(path.join(os.tmpdir(), "patchbay-sbx-net-")));
    const { sandbox } = open({}, {}, false, workspace);
    try {
      const url = `http://127.0.0.1:${server.port}/`;
      const mcp = sandbox.server([`127.0.0.1:${server.port}`]) as CommandSandbox;
      expect(await curl(mcp, workspace, url)).toBe("0 hello from the host\n");
      // Every server has a sandbox of its own, apart from the commands' (its own processes, its own environment).
      expect(sandbox.server([])).not.toBe(sandbox.commands);
      expect(await curl(sandbox.commands as CommandSandbox, workspace, url)).toMatch(/^22 .*403/);
      expect(server.hits()).toBe(1);
      expect(sandbox.blockedReport()).toEqual([
        "blocked: 127.0.0.1 ×1 — add it to sandbox.network.allow if it is needed",
      ]);
    } finally {
      await sandbox.close();
      await server.close();
      await rm(workspace, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("npm in the sandbox", () => {
  it("`npm test` runs with no update check, so no blocked host nudges people to open the registry", async () => {
    const workspace = await realpath(await mkdtemp(path.join(os.tmpdir(), "patchbay-sbx-npm-")));
    await writeFile(
      path.join(workspace, "package.json"),
      JSON.stringify({ name: "t", version: "1.0.0", scripts: { test: "node -e \"console.log('ok')\"" } }),
    );
    const { sandbox } = open({}, {}, false, workspace);
    try {
      const launch = await (sandbox.commands as CommandSandbox).launch({
        command: "npm",
        args: ["test"],
        cwd: workspace,
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      });
      const result = await exec(launch.command, launch.args, { cwd: launch.cwd, env: launch.env, timeoutMs: 60_000 });
      expect(result.exitCode, result.stderr).toBe(0);
      expect(result.stdout).toContain("ok");
      expect(sandbox.blockedReport()).toEqual([]);
    } finally {
      await sandbox.close();
      await rm(workspace, { recursive: true, force: true });
    }
  }, 90_000);
});
