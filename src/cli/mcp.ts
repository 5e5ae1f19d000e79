/**
 * `patchbay mcp list` and `patchbay mcp call`: the configured MCP servers as a
 * run would see them — connected the same way, with the same names, stdio
 * servers in the same sandbox — so a broken server is found before a run
 * depends on it.
 */

import path from "node:path";
import { loadConfig } from "../config/load.js";
import type { Config } from "../config/schema.js";
import { stderrTail } from "../mcp/errors.js";
import type { McpHub } from "../mcp/hub.js";
import { serverOfToolName } from "../mcp/names.js";
import type { McpLogEvent, ServerStatus } from "../mcp/types.js";
import { type ContainedHub, connectContainedHub } from "../run/local/contained-hub.js";
import type { Redactor } from "../secrets/redactor.js";
import { UsageError } from "../util/usage-error.js";
import { parse, wholeNumber } from "./args.js";
import { type CliIO, noticeTo, type Subcommand } from "./io.js";
import { login } from "./mcp-login.js";

const USAGE = `patchbay mcp list [--config FILE] [--repo DIR] [--json]
       patchbay mcp call SERVER TOOL [JSON] [--config FILE] [--repo DIR]
       patchbay mcp call mcp__SERVER__TOOL [JSON] [--config FILE] [--repo DIR]
       patchbay mcp login SERVER [--config FILE] [--repo DIR] [--port N]

  TOOL may be the server's own tool name or the model-facing name \`mcp list\` prints.`;

const LOUD = new Set(["warning", "error", "critical", "alert", "emergency"]);

export const mcpCommand: Subcommand = async (argv, io) => {
  const { values, positionals } = parse(
    argv,
    { config: { type: "string" }, repo: { type: "string" }, json: { type: "boolean" }, port: { type: "string" } },
    USAGE,
  );
  const [action, ...rest] = positionals;
  const repo = path.resolve(io.cwd, values.repo ?? ".");
  if (action === "list" && rest.length === 0) {
    const loaded = await loadConfig({ repo, configPath: values.config, env: io.env });
    for (const warning of loaded.warnings) io.stderr(`warning: ${warning}\n`);
    return list(loaded.config, loaded.redactor, repo, io, values.json === true);
  }
  if (action === "login" && rest.length === 1) {
    const port =
      values.port === undefined ? undefined : wholeNumber(values.port, "--port", { min: 1, max: 65535, fallback: 0 });
    return login(rest[0] as string, { repo, config: values.config || undefined, port: port || undefined }, io);
  }
  if (action === "call" && rest.length >= 1 && rest.length <= 3) {
    const loaded = await loadConfig({ repo, configPath: values.config, env: io.env });
    const { server, tool, json } = callTarget(rest, Object.keys(loaded.config.mcp_servers));
    return call(loaded.config, loaded.redactor, repo, io, server, tool, parseArgsJson(json));
  }
  throw new UsageError(`usage: ${USAGE}`, 2);
};

/**
 * `mcp call SERVER TOOL [JSON]` or `mcp call mcp__server__tool [JSON]` — the name
 * `mcp list` prints and the model sees. The server is the configured one whose
 * sanitized name the prefix spells (the longest, should one name prefix another).
 */
function callTarget(rest: string[], servers: string[]): { server: string; tool: string; json?: string } {
  const [first = "", second, third] = rest;
  const modelFacing = first.startsWith("mcp__") && (rest.length === 1 || (rest.length === 2 && isJsonArg(second)));
  if (!modelFacing) {
    if (second === undefined) throw new UsageError(`usage: ${USAGE}`, 2);
    return { server: first, tool: second, json: third };
  }
  const server = serverOfToolName(first, servers);
  if (!server) {
    const known = servers.join(", ") || "none configured";
    throw new UsageError(`no configured MCP server matches "${first}" (servers: ${known})`);
  }
  return { server, tool: first, json: second };
}

function isJsonArg(text: string | undefined): boolean {
  return text !== undefined && /^\s*[[{]/.test(text);
}

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

/**
 * The servers, each in the sandbox a run would give it. The sandbox's notices
 * (mechanism, `off`, none available) and the hosts its proxy refused go to
 * stderr, as a run prints them: stdout stays the list or the tool's result.
 */
async function connect(
  servers: Config["mcp_servers"],
  config: Config,
  repo: string,
  io: CliIO,
  redactor: Redactor,
  onLog?: (event: McpLogEvent) => void,
): Promise<ContainedHub> {
  return connectContainedHub({
    servers,
    sandbox: config.sandbox,
    repo,
    env: io.env,
    notice: noticeTo(io),
    secret: (value) => redactor.add(value),
    onLog,
  });
}

async function closeAndReport(contained: ContainedHub, io: CliIO): Promise<void> {
  await contained.close();
  for (const line of contained.blocked()) io.stderr(`${line}\n`);
}

async function list(config: Config, redactor: Redactor, repo: string, io: CliIO, json: boolean): Promise<number> {
  // No log callback: lines would interleave with the table; status() carries every error.
  const contained = await connect(config.mcp_servers, config, repo, io, redactor);
  const { hub } = contained;
  try {
    await hub.settled();
    const statuses = hub.status();
    const tools = hub.tools();
    const report = await Promise.all(
      statuses.map(async (s) => ({
        ...s,
        tools: tools.filter((t) => t.source === s.name).map((t) => ({ name: t.name, description: t.description })),
        ...(await resourcesOf(hub, s)),
        ...(await promptsOf(hub, s)),
      })),
    );
    if (json) io.stdout(`${redactor.redact(JSON.stringify({ servers: report }, null, 2))}\n`);
    else io.stdout(redactor.redact(renderList(report)));
    return statuses.some((s) => s.status === "failed") ? 1 : 0;
  } finally {
    await closeAndReport(contained, io);
  }
}

async function promptsOf(hub: McpHub, status: ServerStatus) {
  if (status.status !== "connected" || !status.offers?.prompts) return { prompts: [] };
  try {
    const { prompts } = await hub.serverPrompts(status.name);
    return {
      prompts: prompts.map((p) => ({
        name: p.name,
        description: p.description || undefined,
        arguments: (p.arguments ?? []).map((a) => ({ name: a.name, required: a.required === true })),
      })),
    };
  } catch (error) {
    return { prompts: [], promptsError: error instanceof Error ? error.message : String(error) };
  }
}

async function resourcesOf(hub: McpHub, status: ServerStatus) {
  if (status.status !== "connected") return { resources: [], resourceTemplates: [] };
  try {
    const { resources, templates } = await hub.serverResources(status.name);
    return {
      resources: resources.map((r) => ({ uri: r.uri, name: r.name, mimeType: r.mimeType || undefined })),
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
  Awaited<ReturnType<typeof promptsOf>> &
  Omit<ServerStatus, "tools"> & {
    tools: { name: string; description: string }[];
    resourcesError?: string;
    promptsError?: string;
  };

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
      if (s.prompts.length) {
        out.push(`  prompts (${s.prompts.length}) — use as a request: /${s.name}:PROMPT arg=value`);
        for (const p of s.prompts) {
          const args = p.arguments.map((a) => (a.required ? a.name : `[${a.name}]`)).join(" ");
          out.push(`    ${p.name}${args ? ` ${args}` : ""}${p.description ? ` — ${oneLine(p.description)}` : ""}`);
        }
      }
      if (s.promptsError) out.push(`  prompts: listing failed: ${s.promptsError}`);
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
  const contained = await connect(
    { [server]: { ...entry, disabled: false } },
    config,
    repo,
    io,
    redactor,
    logTo(io, redactor),
  );
  const { hub } = contained;
  try {
    const [status] = hub.status();
    if (status?.status !== "connected") {
      io.stderr(
        redactor.redact(`MCP server "${server}" ${status?.status ?? "failed"}: ${status?.error ?? "unknown error"}\n`),
      );
      return 1;
    }
    // The real name, whether the caller gave it or the model-facing one `mcp list` prints.
    const realName = hub.resolveTool(server, tool)?.realName ?? tool;
    const parsed = hub.findTool(server, realName)?.parse(args);
    if (parsed && !parsed.ok) {
      io.stderr(`${parsed.error}\n`);
      return 1;
    }
    const result = await hub.callTool(server, realName, args);
    const text = redactor.redact(result.content);
    if (result.ok) io.stdout(`${text}\n`);
    else io.stderr(`${text}\n`);
    return result.ok ? 0 : 1;
  } finally {
    await closeAndReport(contained, io);
  }
}
