/**
 * `patchbay mcp list` and `patchbay mcp call`: the configured MCP servers as a
 * run would see them — connected the same way, with the same names — so a
 * broken server is found before a run depends on it.
 */

import path from "node:path";
import { loadConfig } from "../config/load.js";
import type { Config } from "../config/schema.js";
import type { Redactor } from "../config/secrets.js";
import { stderrTail } from "../mcp/errors.js";
import { McpHub } from "../mcp/hub.js";
import type { McpLogEvent, ServerStatus } from "../mcp/types.js";
import { UsageError } from "../util/usage-error.js";
import { parse } from "./args.js";
import type { CliIO, Subcommand } from "./io.js";

const USAGE = `patchbay mcp list [--config FILE] [--repo DIR] [--json]
       patchbay mcp call SERVER TOOL [JSON] [--config FILE] [--repo DIR]`;

const LOUD = new Set(["warning", "error", "critical", "alert", "emergency"]);

export const mcpCommand: Subcommand = async (argv, io) => {
  const { values, positionals } = parse(
    argv,
    { config: { type: "string" }, repo: { type: "string" }, json: { type: "boolean" } },
    USAGE,
  );
  const [action, ...rest] = positionals;
  const repo = path.resolve(io.cwd, values.repo ?? ".");
  if (action === "list" && rest.length === 0) {
    const loaded = await loadConfig({ repo, configPath: values.config, env: io.env });
    return list(loaded.config, loaded.redactor, repo, io, values.json === true);
  }
  if (action === "call" && rest.length >= 2 && rest.length <= 3) {
    const [server = "", tool = "", json] = rest;
    const args = parseArgsJson(json);
    const loaded = await loadConfig({ repo, configPath: values.config, env: io.env });
    return call(loaded.config, loaded.redactor, repo, io, server, tool, args);
  }
  throw new UsageError(`usage: ${USAGE}`, 2);
};

function parseArgsJson(json: string | undefined): Record<string, unknown> {
  if (json === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new UsageError(
      `the tool arguments are not valid JSON (${error instanceof Error ? error.message : error}); pass an object such as '{"path": "README.md"}'`,
      2,
    );
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new UsageError(`the tool arguments must be a JSON object such as '{"path": "README.md"}'`, 2);
  return Object.fromEntries(Object.entries(value));
}

function logTo(io: CliIO, redactor: Redactor) {
  return (event: McpLogEvent) => {
    if (LOUD.has(event.level)) io.stderr(redactor.redact(`[${event.server}] ${event.level}: ${event.message}\n`));
  };
}

async function list(config: Config, redactor: Redactor, repo: string, io: CliIO, json: boolean): Promise<number> {
  // No log callback: lines would interleave with the table; status() carries every error.
  const hub = await McpHub.connect(config.mcp_servers, { cwd: repo, env: io.env });
  try {
    await hub.settled();
    const statuses = hub.status();
    const tools = hub.tools();
    const report = await Promise.all(
      statuses.map(async (s) => ({
        ...s,
        tools: tools.filter((t) => t.source === s.name).map((t) => ({ name: t.name, description: t.description })),
        ...(await resourcesOf(hub, s)),
      })),
    );
    if (json) io.stdout(`${redactor.redact(JSON.stringify({ servers: report }, null, 2))}\n`);
    else io.stdout(redactor.redact(renderList(report)));
    return statuses.some((s) => s.status === "failed") ? 1 : 0;
  } finally {
    await hub.close();
  }
}

async function resourcesOf(hub: McpHub, status: ServerStatus) {
  if (status.status !== "connected") return { resources: [], resourceTemplates: [] };
  try {
    const { resources, templates } = await hub.serverResources(status.name);
    return {
      resources: resources.map((r) => ({ uri: r.uri, name: r.name, ...(r.mimeType ? { mimeType: r.mimeType } : {}) })),
      resourceTemplates: templates.map((t) => ({ uriTemplate: t.uriTemplate, name: t.name })),
    };
  } catch (error) {
    return {
      resources: [],
      resourceTemplates: [],
      resourcesError: error instanceof Error ? error.message : String(error),
    };
  }
}

type Report = Awaited<ReturnType<typeof resourcesOf>> &
  Omit<ServerStatus, "tools"> & { tools: { name: string; description: string }[]; resourcesError?: string };

function oneLine(text: string, max = 100): string {
  const first = text.split("\n")[0]?.trim() ?? "";
  return first.length > max ? `${first.slice(0, max - 1)}…` : first;
}

function renderList(servers: Report[]): string {
  if (servers.length === 0) return "No MCP servers configured (mcp_servers in .github/patchbay.yml, or .mcp.json).\n";
  const out: string[] = [];
  for (const s of servers) {
    const time = s.connectMs !== undefined ? `  ${s.connectMs} ms` : "";
    const info = s.serverInfo ? `  (${s.serverInfo.name} ${s.serverInfo.version})` : "";
    const restarts = s.restarts ? `  restarted ${s.restarts}×` : "";
    out.push(`${s.name}  ${s.transport}  ${s.status}${time}${info}${restarts}`);
    if (s.error) out.push(...indent(`error: ${s.error}`, "  "));
    if (s.status === "failed" && s.stderr && !s.error?.includes("stderr:"))
      out.push("  stderr (last lines):", ...indent(stderrTail(s.stderr), "    "));
    if (s.status === "connected") {
      out.push(`  tools (${s.tools.length}):`);
      for (const t of s.tools) out.push(`    ${t.name}${t.description ? ` — ${oneLine(t.description)}` : ""}`);
      if (s.resources.length || s.resourceTemplates.length) {
        out.push(`  resources (${s.resources.length}, ${s.resourceTemplates.length} templates):`);
        for (const r of s.resources) out.push(`    ${r.uri}${r.name ? ` — ${r.name}` : ""}`);
        for (const t of s.resourceTemplates) out.push(`    ${t.uriTemplate} (template)`);
      }
      if (s.resourcesError) out.push(`  resources: listing failed: ${s.resourcesError}`);
    }
    for (const w of s.warnings) out.push(`  warning: ${w}`);
  }
  return `${out.join("\n")}\n`;
}

function indent(text: string, prefix: string): string[] {
  return text.split("\n").map((line) => `${prefix}${line}`);
}

async function call(
  config: Config,
  redactor: Redactor,
  repo: string,
  io: CliIO,
  server: string,
  tool: string,
  args: Record<string, unknown>,
): Promise<number> {
  const entry = config.mcp_servers[server];
  if (!entry) {
    const known = Object.keys(config.mcp_servers).join(", ") || "none configured";
    throw new UsageError(`there is no MCP server "${server}" in the config (servers: ${known})`);
  }
  // Only the server asked for: `mcp call` should not wait for the others.
  const hub = await McpHub.connect(
    { [server]: { ...entry, disabled: false } },
    { cwd: repo, env: io.env, onLog: logTo(io, redactor) },
  );
  try {
    const [status] = hub.status();
    if (status?.status !== "connected") {
      io.stderr(
        redactor.redact(`MCP server "${server}" ${status?.status ?? "failed"}: ${status?.error ?? "unknown error"}\n`),
      );
      return 1;
    }
    const parsed = hub.findTool(server, tool)?.parse(args);
    if (parsed && !parsed.ok) {
      io.stderr(`${parsed.error}\n`);
      return 1;
    }
    const result = await hub.callTool(server, tool, args);
    const text = redactor.redact(result.content);
    if (result.ok) io.stdout(`${text}\n`);
    else io.stderr(`${text}\n`);
    return result.ok ? 0 : 1;
  } finally {
    await hub.close();
  }
}
