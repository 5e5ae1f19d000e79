/**
 * The run's containment stage (docs/decisions/0010-containment.md): one sandbox for every subprocess the
 * agent causes, and — on a fork's pull request — the servers and instruction
 * files taken from the base revision, so nothing from the head runs outside it.
 * `close()` undoes all of it.
 */
import { realpath } from "node:fs/promises";
import type { SessionEvent } from "../../agent/types.js";
import type { Config } from "../../config/schema.js";
import { defaultCacheDir } from "../../mcp/packages/cache-dir.js";
import { RunSandbox } from "../../sandbox/run-sandbox.js";
import { SKILL_ROOTS } from "../../skills/discover-skills.js";
import type { Logger } from "../../util/logger.js";
import type { RunSettings } from "../contract.js";
import type { Task } from "../task.js";
import { baseInstructions, forkSafeServers } from "./fork-safety.js";
import { configRevision } from "./prepare.js";

export interface Containment {
  sandbox: RunSandbox;
  /** The MCP servers this run may start (a fork's PR: none whose command is a repository file). */
  servers: Config["mcp_servers"];
  /** Where the base revision's instruction files and skills were copied, for a fork's PR. */
  instructionsDir?: string;
  /** Patchbay's MCP package cache, shown read-only in the sandbox (mcp/packages). */
  packageCache?: string;
  close(): Promise<void>;
}

export async function openContainment(ctx: {
  settings: Pick<RunSettings, "repo" | "env" | "tempDir" | "event">;
  config: Config;
  task: Task;
  emit: (event: SessionEvent) => void;
  log: Logger;
}): Promise<Containment> {
  const { settings, config, task } = ctx;
  const fork = task.branch.kind === "fork";
  const packageCache = defaultCacheDir(settings.env);
  const sandbox = RunSandbox.open({
    config: config.sandbox,
    workspace: await realpath(settings.repo),
    env: settings.env,
    fork,
    hide: [settings.tempDir],
    readOnly: packageCache ? [packageCache] : undefined,
    notice: (level, message) => ctx.emit({ type: "log", level, source: "sandbox", message }),
  });
  try {
    const safe = fork
      ? forkSafeServers(config.mcp_servers, settings.repo)
      : { servers: config.mcp_servers, refused: [] };
    for (const refusal of safe.refused) ctx.log.warning(refusal);
    // The base revision: the PR event's base sha, else (a comment on the PR) the base branch on origin.
    const base =
      task.branch.kind === "fork"
        ? ((settings.event && configRevision(settings.event.payload)) ?? {
            ref: `origin/${task.branch.base}`,
            fetchRef: task.branch.base,
          })
        : undefined;
    const instructions = base
      ? await baseInstructions({
          repo: settings.repo,
          ...base,
          // Skills are instructions too: a fork's own are never read.
          names: [...config.instructions, ...SKILL_ROOTS],
          tempDir: settings.tempDir,
          env: settings.env,
        })
      : undefined;
    return {
      sandbox,
      servers: safe.servers,
      instructionsDir: instructions?.dir,
      packageCache: packageCache || undefined,
      close: async () => {
        await sandbox.close();
        await instructions?.dispose();
      },
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

/** Hosts the egress proxy refused, where the console, the comment and the summary show them. */
export function reportBlocked(sandbox: RunSandbox, emit: (event: SessionEvent) => void): void {
  for (const line of sandbox.blockedReport()) emit({ type: "log", level: "warning", source: "sandbox", message: line });
}
