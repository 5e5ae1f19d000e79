/**
 * The core tools. Call createCoreTools() once per session: replace_in_file
 * keeps a per-file failure count for that session, browser_action its browser. (Tool<I> is assignable to
 * Tool because access/execute are methods, whose parameters TypeScript checks
 * bivariantly; the loop only ever passes execute() what parse() returned.)
 */
import { Allowlist } from "../sandbox/allowlist.js";
import { createApplyPatch } from "./apply-patch.js";
import { type BrowserActionOptions, createBrowserAction } from "./browser-action.js";
import { createAskFollowupQuestion, createAttemptCompletion } from "./control.js";
import type { EditFormat } from "./edit-format.js";
import { createExecuteCommand, type ExecuteCommandOptions } from "./execute-command.js";
import { createListCodeDefinitionNames } from "./list-code-definition-names.js";
import { createListFiles } from "./list-files.js";
import { createAccessMcpResource, createListMcpResources } from "./mcp-resources.js";
import { createReadFile } from "./read-file.js";
import { createReplace } from "./replace.js";
import { createReplaceInFile } from "./replace-in-file.js";
import { createSearchFiles } from "./search-files.js";
import { createTextEditor } from "./text-editor.js";
import type { Tool } from "./types.js";
import { parsePins } from "./web/pins.js";
import { createWebFetch } from "./web-fetch.js";
import { createWriteToFile } from "./write-to-file.js";

export const CORE_TOOL_NAMES = [
  "read_file",
  "write_to_file",
  "replace_in_file",
  "list_files",
  "search_files",
  "list_code_definition_names",
  "execute_command",
  "list_mcp_resources",
  "access_mcp_resource",
  "ask_followup_question",
  "attempt_completion",
] as const;

/** The edit tool for each format (./edit-format.ts); the others are left out, so the model sees one way to edit. */
function createEditTool(format: EditFormat): Tool {
  if (format === "apply_patch") return createApplyPatch();
  if (format === "text_editor") return createTextEditor();
  if (format === "gemini_replace") return createReplace();
  return createReplaceInFile();
}

/** web_fetch's settings as the run has them; the tool is offered only when the allowlist names a host. */
interface WebToolOptions {
  /** sandbox.network.allow: the hosts commands and web_fetch may reach. */
  allow: readonly string[];
  /** PATCHBAY_WEB_FETCH_RESOLVE, unparsed (web/pins.ts); a bad value throws PinError. */
  pins?: string;
  onBlocked?: (host: string) => void;
}

export interface CoreToolOptions {
  commands?: ExecuteCommandOptions;
  web?: WebToolOptions;
  /** browser_action's settings; the tool is offered only with these (config tools.browser). */
  browser?: BrowserActionOptions;
}

export function createCoreTools(editFormat: EditFormat = "search_replace", options: CoreToolOptions = {}): Tool[] {
  const web = options.web;
  const extra: Tool[] = [
    ...(web?.allow.length
      ? [
          createWebFetch({
            allow: new Allowlist(web.allow),
            pins: parsePins(web.pins),
            onBlocked: web.onBlocked,
          }),
        ]
      : []),
    ...(options.browser ? [createBrowserAction(options.browser)] : []),
  ];
  return [
    createReadFile(),
    createWriteToFile(),
    createEditTool(editFormat),
    createListFiles(),
    createSearchFiles(options.commands?.sandbox ? { sandbox: options.commands.sandbox } : {}),
    createListCodeDefinitionNames(),
    createExecuteCommand(options.commands),
    createListMcpResources(),
    createAccessMcpResource(),
    ...extra,
    createAskFollowupQuestion(),
    createAttemptCompletion(),
  ];
}

/** Looks a tool up by its model-facing name. */
export function findTool(tools: readonly Tool[], name: string): Tool | undefined {
  return tools.find((t) => t.name === name);
}

export class DuplicateToolError extends Error {
  override name = "DuplicateToolError";
}

/** A name → tool map (core tools plus MCP tools); two tools with one name is a wiring bug. */
export function toolsByName(tools: readonly Tool[]): Map<string, Tool> {
  const map = new Map<string, Tool>();
  for (const tool of tools) {
    const existing = map.get(tool.name);
    if (existing)
      throw new DuplicateToolError(`Two tools are named ${tool.name} (from ${existing.source} and ${tool.source}).`);
    map.set(tool.name, tool);
  }
  return map;
}

export class UnknownToolError extends Error {
  override name = "UnknownToolError";
  constructor(
    readonly toolName: string,
    readonly available: string[],
  ) {
    super(`Unknown tool ${JSON.stringify(toolName)}. Available tools: ${available.join(", ")}.`);
  }
}

/** Like findTool, but throws UnknownToolError, whose message lists the available names. */
export function getTool(tools: readonly Tool[], name: string): Tool {
  const tool = findTool(tools, name);
  if (!tool)
    throw new UnknownToolError(
      name,
      tools.map((t) => t.name),
    );
  return tool;
}
