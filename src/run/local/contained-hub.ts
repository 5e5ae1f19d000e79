/**
 * MCP servers for `patchbay mcp list` and `mcp call`: the hub a run connects,
 * with each stdio server in the same sandbox a run gives it (same
 * `sandbox.mode` rules and notices, its own `network` entries on top of
 * `sandbox.network.allow`). A server tried from the CLI is never less contained
 * than in a run — and what works here works there.
 */
import { realpath } from "node:fs/promises";
import type { Config } from "../../config/schema.js";
import { McpHub } from "../../mcp/hub.js";
import { localStore } from "../../mcp/oauth/store.js";
import { defaultCacheDir } from "../../mcp/packages/cache-dir.js";
import { prefetchPackages } from "../../mcp/packages/prefetch.js";
import type { McpLogEvent } from "../../mcp/types.js";
import { RunSandbox } from "../../sandbox/run-sandbox.js";

export interface ContainedHub {
  hub: McpHub;
  /** Hosts the sandbox's proxy refused, one line each ("blocked: host ×n — …"). */
  blocked(): string[];
  /** Closes the servers, then their sandboxes. */
  close(): Promise<void>;
}

export async function connectContainedHub(opts: {
  servers: Config["mcp_servers"];
  sandbox: Config["sandbox"];
  /** The repository: the servers' working directory and the sandbox's work tree. */
  repo: string;
  env: Record<string, string | undefined>;
  notice: (level: "info" | "warning", message: string) => void;
  onLog?: (event: McpLogEvent) => void;
  /** Told each OAuth token obtained (the CLI's redactor). */
  secret?: (value: string) => void;
}): Promise<ContainedHub> {
  const packageCache = defaultCacheDir(opts.env);
  // Opened before any server starts: sandbox.mode required fails here, with nothing running.
  const sandbox = RunSandbox.open({
    config: opts.sandbox,
    workspace: await realpath(opts.repo),
    env: opts.env,
    readOnly: packageCache ? [packageCache] : undefined,
    notice: opts.notice,
  });
  try {
    const store = localStore(opts.env);
    // Package launches are fetched on the host first, as in a run: the server then starts offline.
    const fetched = packageCache
      ? await prefetchPackages(opts.servers, {
          cacheDir: packageCache,
          env: opts.env,
          workTree: opts.repo,
          log: (level, message) => opts.onLog?.({ server: "packages", level, message }),
        })
      : { servers: opts.servers, failed: {} };
    const hub = await McpHub.connect(fetched.servers, {
      cwd: opts.repo,
      env: opts.env,
      unavailable: fetched.failed,
      // A login `patchbay mcp login` kept on this machine.
      oauth: { store, secret: opts.secret },
      sandboxFor: (network) => sandbox.server(network),
      onLog: opts.onLog,
    });
    return {
      hub,
      blocked: () => sandbox.blockedReport(),
      close: async () => {
        try {
          await hub.close();
        } finally {
          await sandbox.close();
        }
      },
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}
