/**
 * What a core tool call touches, from its raw JSON input, for when no Tool
 * object is at hand (`patchbay policy check`). The tools themselves report
 * their access through Tool.access; this knows only their input shapes.
 */
import { z } from "zod";
import { patchAccess } from "../tools/edit/v4a.js";
import type { ToolAccess } from "../tools/types.js";

const withPath = z.object({ path: z.string() });
const optionalPath = z.object({ path: z.string().optional() });
const withCommand = z.object({ command: z.string() });
const withPathAndCommand = z.object({ path: z.string(), command: z.string() });
const withInput = z.object({ input: z.string() });
const withUrl = z.object({ url: z.string() });
const browserStep = z.object({ action: z.string(), url: z.string().optional() });
const withFilePath = z.object({ file_path: z.string() });

export class AccessInputError extends Error {
  constructor(
    readonly tool: string,
    message: string,
  ) {
    super(message);
    this.name = "AccessInputError";
  }
}

function parse<T>(tool: string, schema: z.ZodType<T>, input: unknown, expected: string): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new AccessInputError(tool, `${tool} takes ${expected}, e.g. ${exampleOf(tool)}`);
  return result.data;
}

function exampleOf(tool: string): string {
  if (tool === "execute_command") return `'{"command":"npm test"}'`;
  if (tool === "web_fetch") return `'{"url":"https://docs.python.org/3/"}'`;
  if (tool === "browser_action") return `'{"action":"launch","url":"http://localhost:3000/"}'`;
  return `'{"path":"src/index.ts"}'`;
}

export function accessOf(tool: string, input: unknown): ToolAccess {
  switch (tool) {
    case "read_file":
      return { kind: "read", paths: [parse(tool, withPath, input, "a string `path`").path] };
    case "list_files":
    case "search_files":
    case "list_code_definition_names":
      return { kind: "read", paths: [parse(tool, optionalPath, input ?? {}, "an optional string `path`").path ?? "."] };
    case "write_to_file":
    case "replace_in_file":
      return { kind: "write", paths: [parse(tool, withPath, input, "a string `path`").path] };
    case "str_replace_based_edit_tool": {
      const { path, command } = parse(tool, withPathAndCommand, input, "a string `path` and `command`");
      return { kind: command === "view" ? "read" : "write", paths: [path] };
    }
    case "replace":
      return { kind: "write", paths: [parse(tool, withFilePath, input, "a string `file_path`").file_path] };
    case "apply_patch":
      return patchAccess(parse(tool, withInput, input, "a string `input` (the patch)").input);
    case "execute_command":
      return { kind: "exec", command: parse(tool, withCommand, input, "a string `command`").command };
    case "list_mcp_resources":
    case "access_mcp_resource":
      return { kind: "read" };
    case "web_fetch":
      return { kind: "read", urls: [parse(tool, withUrl, input, "a string `url`").url] };
    case "browser_action": {
      const step = parse(tool, browserStep, input, "an `action` (launch with a `url`, click, type, …)");
      return { kind: "other", urls: step.url !== undefined ? [step.url] : undefined };
    }
    default:
      return { kind: "other" };
  }
}
