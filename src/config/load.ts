/**
 * Loading the configuration: `.github/patchbay.yml` (or the path given), merged
 * with the repository's `.mcp.json` (patchbay.yml wins a name clash), with
 * `${VAR}` expanded and every problem collected with its file and line.
 */
import path from "node:path";
import type { z } from "zod";
import { credentialValues } from "../secrets/credential-values.js";
import { Redactor } from "../secrets/redactor.js";
import { isRecord } from "../util/is-record.js";
import { ConfigError, type ConfigProblem, formatProblem } from "./errors.js";
import { expandServer, UnsetVariableError } from "./expand.js";
import { locate } from "./locate.js";
import { foreignKeyWarnings, formatWarning, lenientServers } from "./mcp-entries.js";
import { MCP_JSON, mcpJsonSchema } from "./mcp-json.js";
import { type ParsedFile, parseJsonFile, parseYamlFile } from "./parse.js";
import { type Config, configSchema, type McpServerConfig } from "./schema.js";
import { readConfigText } from "./source.js";
import { issuesToProblems } from "./validate.js";

const DEFAULT_CONFIG_PATH = ".github/patchbay.yml";

export interface LoadConfigOptions {
  /** The repository root. */
  repo: string;
  /** Relative to the repo (or absolute). Default `.github/patchbay.yml`; when given explicitly it must exist. */
  configPath?: string;
  /** Read config files from this revision instead of the working tree (the PR's base sha). */
  ref?: string;
  /** The base branch to fetch when `ref` is not in a shallow clone. */
  fetchRef?: string;
  env: Record<string, string | undefined>;
}

export interface LoadedConfig {
  config: Config;
  /** Files that were read, relative to the repo. */
  files: string[];
  /** The patchbay config path, relative to the repo (whether or not it exists). */
  configPath: string;
  /** Which file declared each MCP server. */
  serverSources: Record<string, string>;
  redactor: Redactor;
  warnings: string[];
}

export async function loadConfig(options: LoadConfigOptions): Promise<LoadedConfig> {
  const source = { repo: options.repo, ref: options.ref, fetchRef: options.fetchRef, env: options.env };
  const configPath = displayPath(options.repo, options.configPath ?? DEFAULT_CONFIG_PATH);
  const redactor = new Redactor();
  redactor.addFromEnv(options.env);
  // Meanwhile: values that look like credentials whatever their name (awaited before the config is used).
  const credentials = credentialValues(options.env);
  credentials.catch(() => {}); // a config error below ends the load first; this one is then moot
  const problems: ConfigProblem[] = [];
  const warnings: string[] = [];
  const files: string[] = [];

  const configText = await readConfigText(source, configPath);
  // The default path may be absent (every key has a safe default); a path someone chose must exist.
  const explicit = options.configPath !== undefined && configPath !== DEFAULT_CONFIG_PATH;
  if (configText === undefined && explicit) {
    throw new ConfigError([
      {
        file: configPath,
        message: `not found${options.ref ? ` at ${options.ref}` : ""}`,
        hint: "check the `config` input or --config flag",
      },
    ]);
  }
  let config = configSchema.parse({});
  let configFile: ParsedFile | undefined;
  if (configText !== undefined) {
    files.push(configPath);
    configFile = parseYamlFile(configPath, configText);
    const result = parseSection(configSchema, configFile, configPath, problems);
    if (result) {
      config = result;
      problems.push(...(await outputSchemaIssues(config, configFile, configPath)));
    }
  }

  if (configFile && isRecord(configFile.data) && isRecord(configFile.data.mcp_servers))
    for (const [name, raw] of Object.entries(configFile.data.mcp_servers))
      warnings.push(
        ...foreignKeyWarnings(raw, ["mcp_servers", name], configPath, configFile.located).map(formatWarning),
      );

  const mcpText = await readConfigText(source, MCP_JSON);
  let mcpFile: ParsedFile | undefined;
  let mcpServers: Record<string, McpServerConfig> = {};
  if (mcpText !== undefined) {
    files.push(MCP_JSON);
    mcpFile = parseJsonFile(MCP_JSON, mcpText);
    const entries = parseSection(mcpJsonSchema, mcpFile, MCP_JSON, problems)?.mcpServers;
    if (entries) {
      const lenient = lenientServers(entries, MCP_JSON, mcpFile.located);
      mcpServers = lenient.servers;
      warnings.push(...lenient.warnings.map(formatWarning));
    }
  }
  if (problems.length) throw new ConfigError(sortByLine(problems));

  const serverSources: Record<string, string> = {};
  const servers: Record<string, McpServerConfig> = {};
  for (const [name, server] of Object.entries(mcpServers)) {
    servers[name] = server;
    serverSources[name] = MCP_JSON;
  }
  for (const [name, server] of Object.entries(config.mcp_servers)) {
    if (servers[name])
      warnings.push(`server "${name}" is declared in both ${configPath} and ${MCP_JSON}; using ${configPath}`);
    servers[name] = server;
    serverSources[name] = configPath;
  }

  for (const [name, server] of Object.entries(servers)) {
    if (server.disabled) continue;
    const fromMcpJson = serverSources[name] === MCP_JSON;
    const keyPath = fromMcpJson ? ["mcpServers", name] : ["mcp_servers", name];
    try {
      servers[name] = expandServer(server, keyPath, options.env, redactor);
    } catch (e) {
      if (!(e instanceof UnsetVariableError)) throw e;
      const file = fromMcpJson ? MCP_JSON : configPath;
      const located = fromMcpJson ? mcpFile : configFile;
      const pos =
        located &&
        locate(
          located.located,
          e.key.split(".").map((k) => (/^\d+$/.test(k) ? Number(k) : k)),
        );
      const problem = {
        file,
        line: pos?.line,
        column: pos?.column,
        key: e.key,
        message: `server "${name}": ${e.message}`,
        hint: `set ${e.variable} in the workflow's env (or secrets), or write \${${e.variable}:-default}`,
      };
      // .mcp.json is shared with other clients: its server is left out, the others start.
      if (fromMcpJson) {
        delete servers[name];
        warnings.push(`${formatProblem(problem)} — server "${name}" is not started; the other servers are`);
      } else problems.push(problem);
    }
  }
  if (problems.length) throw new ConfigError(sortByLine(problems));

  for (const value of await credentials) redactor.add(value);
  return { config: { ...config, mcp_servers: servers }, files, configPath, serverSources, redactor, warnings };
}

function parseSection<S extends z.ZodType>(
  schema: S,
  file: ParsedFile,
  name: string,
  problems: ConfigProblem[],
): z.infer<S> | undefined {
  if (file.data === null || typeof file.data !== "object" || Array.isArray(file.data)) {
    problems.push({ file: name, line: 1, message: "expected a mapping of keys at the top level" });
    return undefined;
  }
  const result = schema.safeParse(file.data, { reportInput: true });
  if (result.success) return result.data;
  problems.push(...issuesToProblems(result.error.issues, schema, name, file.located));
  return undefined;
}

/**
 * Each task's inline output_schema, checked as a JSON Schema. The validator (Ajv)
 * is loaded only when a task has one: every run loads the config, few use typed results.
 */
async function outputSchemaIssues(config: Config, file: ParsedFile, name: string): Promise<ConfigProblem[]> {
  const inline = Object.entries(config.tasks).filter(([, task]) => typeof task.output_schema === "object");
  if (inline.length === 0) return [];
  const { outputSchemaProblems } = await import("./output-schema.js");
  const issues = inline.flatMap(([task, { output_schema }]) =>
    outputSchemaProblems(output_schema).map(({ path, message }) => ({
      code: "custom" as const,
      path: ["tasks", task, "output_schema", ...path],
      message,
      input: output_schema,
    })),
  );
  return issuesToProblems(issues, configSchema, name, file.located);
}

function displayPath(repo: string, file: string): string {
  const relative = path.relative(repo, path.resolve(repo, file));
  return relative.startsWith("..") ? path.resolve(repo, file) : relative.split(path.sep).join("/");
}

function sortByLine(problems: ConfigProblem[]): ConfigProblem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
