import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/load.js";
import { runCliInMemory } from "../helpers/cli.js";
import { git } from "../helpers/git.js";
import { tempTree } from "../helpers/tmp.js";

const YML = `
model:
  provider: openai-compatible
  name: qwen
  base_url: http://localhost:11434/v1
mcp_servers:
  fs:
    command: npx
    args: ["-y", "@modelcontextprotocol/server-filesystem", "\${ROOT:-.}"]
    env: { LOG_LEVEL: "\${LOG_LEVEL:-info}" }
  docs:
    url: https://mcp.example.com/mcp
    headers: { Authorization: "Bearer \${DOCS_TOKEN}" }
`;
const MCP_JSON = JSON.stringify({
  mcpServers: {
    fs: { command: "should-lose" },
    everything: {
      type: "streamableHttp",
      url: "http://127.0.0.1:3001/mcp",
      disabled: false,
      timeout: 120,
      autoApprove: ["echo"],
    },
    cline: { command: "node", args: ["server.js"], disabled: true, env: { KEY: "${NOT_SET_BUT_DISABLED}" } },
  },
});

describe("loadConfig", () => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
  });

  it("gives every default when there is no config file", async () => {
    const tree = await tempTree();
    cleanup = tree.cleanup;
    const loaded = await loadConfig({ repo: tree.dir, env: {} });
    expect(loaded.files).toEqual([]);
    expect(loaded.config.limits).toEqual({ max_turns: 50, max_cost_usd: 5, timeout_minutes: 30, max_tool_errors: 6 });
    expect(loaded.config.approval).toBeUndefined();
    expect(loaded.config.git.branch).toBe("patchbay/{kind}-{number}");
    expect(loaded.config.trigger.phrase).toBe("@patchbay");
  });

  it("merges .mcp.json, lets patchbay.yml win a clash, and expands variables", async () => {
    const tree = await tempTree({ ".github/patchbay.yml": YML, ".mcp.json": MCP_JSON });
    cleanup = tree.cleanup;
    const loaded = await loadConfig({ repo: tree.dir, env: { DOCS_TOKEN: "s3cr3t-token-value" } });
    const servers = loaded.config.mcp_servers;
    expect(Object.keys(servers).sort()).toEqual(["cline", "docs", "everything", "fs"]);
    expect(servers.fs?.command).toBe("npx");
    expect(servers.fs?.args).toEqual(["-y", "@modelcontextprotocol/server-filesystem", "."]);
    expect(servers.fs?.env).toEqual({ LOG_LEVEL: "info" });
    expect(servers.docs?.headers).toEqual({ Authorization: "Bearer s3cr3t-token-value" });
    expect(servers.everything).toMatchObject({ type: "streamableHttp", timeout: 120, autoApprove: ["echo"] });
    expect(servers.cline?.disabled).toBe(true);
    expect(loaded.serverSources).toEqual({
      fs: ".github/patchbay.yml",
      docs: ".github/patchbay.yml",
      everything: ".mcp.json",
      cline: ".mcp.json",
    });
    expect(loaded.warnings.join("\n")).toContain('server "fs" is declared in both');
    // The header value "Bearer s3cr3t-token-value" is a secret too: its part " s3cr3t-token-value" goes with it.
    expect(loaded.redactor.redact("token s3cr3t-token-value here")).toBe("token*** here");
  });

  it("config check prints the merged servers with secrets masked", async () => {
    const tree = await tempTree({ ".github/patchbay.yml": YML, ".mcp.json": MCP_JSON });
    cleanup = tree.cleanup;
    const run = await runCliInMemory(["config", "check"], { cwd: tree.dir, env: { DOCS_TOKEN: "s3cr3t-token-value" } });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("# read: .github/patchbay.yml, .mcp.json");
    expect(run.stdout).toContain("# server everything: from .mcp.json");
    expect(run.stdout).toMatch(/everything:\n\s+type: streamableHttp/);
    expect(run.stdout).toMatch(/Authorization: ["']?\*\*\*/);
    expect(run.stdout).not.toContain("s3cr3t-token-value");
    const json = await runCliInMemory(["config", "check", "--json"], {
      cwd: tree.dir,
      env: { DOCS_TOKEN: "s3cr3t-token-value" },
    });
    const parsed = JSON.parse(json.stdout);
    expect(parsed.config.mcp_servers.docs.headers.Authorization).toBe("***");
    expect(parsed.config.model.provider).toBe("openai-compatible");
  });

  it("the action's default `config` input on a repository without the file gives the defaults", async () => {
    const tree = await tempTree();
    cleanup = tree.cleanup;
    const loaded = await loadConfig({ repo: tree.dir, configPath: ".github/patchbay.yml", env: {} });
    expect(loaded.files).toEqual([]);
    expect(loaded.config.limits.max_turns).toBe(50);
  });

  it("--config points at another file", async () => {
    const tree = await tempTree({ "ci/agent.yml": "limits:\n  max_turns: 7\n" });
    cleanup = tree.cleanup;
    const loaded = await loadConfig({ repo: tree.dir, configPath: "ci/agent.yml", env: {} });
    expect(loaded.config.limits.max_turns).toBe(7);
    expect(loaded.files).toEqual(["ci/agent.yml"]);
  });

  it("on pull-request events reads the base revision, not the working tree", async () => {
    const tree = await tempTree({ ".github/patchbay.yml": "limits:\n  max_turns: 5\n" });
    cleanup = tree.cleanup;
    git(tree.dir, "init", "-q", "-b", "main");
    git(tree.dir, "add", "-A");
    git(tree.dir, "commit", "-qm", "base");
    const base = git(tree.dir, "rev-parse", "HEAD");
    // The PR head loosens the rules and adds a server; none of it may apply to its own run.
    git(tree.dir, "checkout", "-qb", "pr");
    await writeFile(
      path.join(tree.dir, ".github/patchbay.yml"),
      "limits:\n  max_turns: 500\napproval:\n  default: allow\n",
    );
    await writeFile(path.join(tree.dir, ".mcp.json"), JSON.stringify({ mcpServers: { evil: { command: "curl" } } }));
    git(tree.dir, "add", "-A");
    git(tree.dir, "commit", "-qm", "loosen");
    const loaded = await loadConfig({ repo: tree.dir, ref: base, env: { PATH: process.env.PATH } });
    expect(loaded.config.limits.max_turns).toBe(5);
    expect(loaded.config.approval).toBeUndefined();
    expect(loaded.config.mcp_servers).toEqual({});
    const head = await loadConfig({ repo: tree.dir, env: {} });
    expect(head.config.limits.max_turns).toBe(500);
  });

  it("fetches the base revision when a shallow clone lacks it", async () => {
    const origin = await tempTree({ ".github/patchbay.yml": "limits:\n  max_turns: 9\n" });
    git(origin.dir, "init", "-q", "-b", "main");
    git(origin.dir, "add", "-A");
    git(origin.dir, "commit", "-qm", "base");
    const base = git(origin.dir, "rev-parse", "HEAD");
    git(origin.dir, "checkout", "-qb", "pr");
    await writeFile(path.join(origin.dir, "x.txt"), "x");
    git(origin.dir, "add", "-A");
    git(origin.dir, "commit", "-qm", "pr");
    const clone = await tempTree();
    cleanup = async () => {
      await origin.cleanup();
      await clone.cleanup();
    };
    git(clone.dir, "clone", "-q", "--depth=1", "--branch", "pr", `file://${origin.dir}`, "repo");
    const repo = path.join(clone.dir, "repo");
    const loaded = await loadConfig({ repo, ref: base, fetchRef: "main", env: { PATH: process.env.PATH } });
    expect(loaded.config.limits.max_turns).toBe(9);
  });
});
