/** The run's sandbox mode: what is chosen, and what people are told. */
import { describe, expect, it } from "vitest";
import { sandboxSchema } from "../../src/config/sandbox-schema.js";
import { RunSandbox } from "../../src/sandbox/run-sandbox.js";

function open(config: object, env: Record<string, string>, fork = false) {
  const notices: string[] = [];
  const sandbox = RunSandbox.open({
    config: sandboxSchema.parse(config),
    workspace: "/nonexistent",
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
