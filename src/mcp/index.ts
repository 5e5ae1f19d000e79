/** The MCP hub's public surface; everything else in src/mcp is internal. */
export type { ConnectionOptions, InProcessServer, McpLogEvent, ServerState, ServerStatus } from "./connection.js";
export { McpHubError } from "./errors.js";
export { type HubOptions, McpHub } from "./hub.js";
export {
  baseName,
  MAX_TOOL_NAME,
  type MappedTool,
  mapToolNames,
  sanitize,
  ToolNameMap,
  type ToolRef,
} from "./names.js";
export { ClientCredentials, OAuthError } from "./oauth.js";
export type { McpToolInput } from "./tool-adapter.js";
