/**
 * The annotations an MCP tool really declares, for `patchbay policy check`: the
 * run decides with what the server says (readOnlyHint), so the check asks the
 * server too — only the one server the tool belongs to — and says plainly what
 * it assumed when it could not.
 */
import type { Config } from "../config/schema.js";
import { serverOfToolName } from "../mcp/names.js";
import type { PolicyCall } from "../policy/types.js";
import { connectContainedHub } from "../run/local/contained-hub.js";

export interface KnownAnnotations {
  annotations?: PolicyCall["annotations"];
  /** One line on where the annotations came from, or what was assumed. */
  source: string;
}

export async function mcpToolAnnotations(
  config: Config,
  tool: string,
  opts: {
    cwd: string;
    env: Record<string, string | undefined>;
    /** The sandbox's notices: the server starts in it, as in a run. */
    notice: (level: "info" | "warning", message: string) => void;
  },
): Promise<KnownAnnotations> {
  const assumed = "decided as if the tool declared no annotations (not read-only); --read-only assumes readOnlyHint";
  const server = serverOfToolName(tool, Object.keys(config.mcp_servers));
  const entry = server ? config.mcp_servers[server] : undefined;
  if (!server || !entry) return { source: `no configured server offers ${tool}: ${assumed}` };
  const contained = await connectContainedHub({
    servers: { [server]: { ...entry, disabled: false } },
    sandbox: config.sandbox,
    repo: opts.cwd,
    env: opts.env,
    notice: opts.notice,
  });
  const { hub } = contained;
  try {
    const [status] = hub.status();
    if (status?.status !== "connected")
      return {
        source: `server "${server}" ${status?.status ?? "failed"} (${status?.error ?? "no error"}): ${assumed}`,
      };
    const found = hub.tools().find((t) => t.name === tool);
    if (!found) return { source: `server "${server}" lists no tool ${tool}: ${assumed}` };
    const readOnly = found.annotations?.readOnlyHint;
    return {
      annotations: readOnly === undefined ? {} : { readOnlyHint: readOnly },
      source: `annotations from server "${server}": readOnlyHint ${readOnly === undefined ? "not declared" : readOnly}`,
    };
  } finally {
    await contained.close();
  }
}
