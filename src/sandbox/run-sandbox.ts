/**
 * The sandboxes of one run: one for tool commands and one per stdio MCP server
 * (each with its own processes and its own allowlist), all started on first use — a run that starts
 * no command pays nothing — and all closed with the run. Decides the mode
 * (required / auto / off), and says so where people look.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type SandboxConfig, type SandboxMode, sandboxMode } from "../config/sandbox-schema.js";
import { Allowlist } from "./allowlist.js";
import { type BlockedCounts, describeBlocked } from "./egress-proxy.js";
import { findMechanism, forcedMechanism, type Mechanism } from "./mechanism.js";
import { NamespaceSandbox, PROXY_URL, SANDBOX_PLACES } from "./namespace.js";
import type { CommandSandbox, Launch } from "./types.js";

class SandboxUnavailableError extends Error {
  override name = "SandboxUnavailableError";
}

export interface RunSandboxOptions {
  config: SandboxConfig;
  /** The work tree (a real path). */
  workspace: string;
  /** Patchbay's environment: GITHUB_ACTIONS, HOME, RUNNER_TEMP, GITHUB_ACTION_PATH. */
  env: Record<string, string | undefined>;
  /** A fork's pull request: the sandbox is not optional (docs/decisions/0005-a-checkpoint-per-tool-call.md). */
  fork?: boolean;
  /** More directories to hide (Patchbay's own temp files). */
  hide?: string[];
  /** Directories shown read-only inside, even under a hidden one (Patchbay's MCP package cache). */
  readOnly?: string[];
  notice: (level: "info" | "warning", message: string) => void;
}

export class RunSandbox {
  private readonly blocked: BlockedCounts = new Map();
  private readonly started: Promise<NamespaceSandbox>[] = [];
  private readonly commandSandbox: CommandSandbox | undefined;

  private constructor(
    private readonly opts: RunSandboxOptions,
    readonly mode: SandboxMode,
    readonly mechanism: Mechanism | undefined,
  ) {
    this.commandSandbox = mechanism ? this.lazy(opts.config.network.allow) : undefined;
  }

  static open(opts: RunSandboxOptions): RunSandbox {
    // Checked first, so a typo in the diagnostic variable is an error even when the mode is off.
    const force = forcedMechanism(opts.env);
    let mode = sandboxMode(opts.config, opts.env);
    if (opts.fork && mode !== "required") {
      if (mode === "off") opts.notice("warning", "sandbox: `off` does not apply to a fork's pull request; required");
      mode = "required";
    }
    if (mode === "off") {
      opts.notice(
        "warning",
        "sandbox: off (sandbox.mode) — tool commands and MCP servers run unconfined, with the runner's files and network",
      );
      return new RunSandbox(opts, mode, undefined);
    }
    const found = findMechanism({ force });
    if (found.kind === "none") {
      const why = found.reasons.join("; ");
      if (mode === "required")
        throw new SandboxUnavailableError(
          `no sandbox can be set up on this machine (${why}), and sandbox.mode is required${opts.env.GITHUB_ACTIONS === "true" ? " (the default under GitHub Actions)" : ""}. Run \`patchbay sandbox check\` for details; set sandbox.mode: auto or off in .github/patchbay.yml only if you accept unconfined commands.`,
        );
      opts.notice("warning", `sandbox: none available (${why}) — tool commands and MCP servers run unconfined`);
      return new RunSandbox(opts, mode, undefined);
    }
    const allow = opts.config.network.allow;
    opts.notice(
      "info",
      `sandbox: ${found.description}; network: ${allow.length ? allow.join(", ") : "none"} (sandbox.network.allow)`,
    );
    return new RunSandbox(opts, mode, found);
  }

  /** The sandbox for execute_command; undefined when commands run unconfined. */
  get commands(): CommandSandbox | undefined {
    return this.commandSandbox;
  }

  /**
   * A stdio server's own sandbox — its own PID namespace, so no command and no other
   * server can read its environment (the secrets its config hands it) or its memory
   * — with its `network` entries on top of the run's.
   */
  server(network: readonly string[]): CommandSandbox | undefined {
    if (!this.mechanism) return undefined;
    return this.lazy([...this.opts.config.network.allow, ...network]);
  }

  /** A host refused outside the proxy (web_fetch), counted in the same report. */
  noteBlocked(host: string): void {
    const name = host.toLowerCase();
    this.blocked.set(name, (this.blocked.get(name) ?? 0) + 1);
  }

  /** One line per blocked host, for the console, the progress comment and the job summary. */
  blockedReport(): string[] {
    return describeBlocked(this.blocked);
  }

  async close(): Promise<void> {
    const all = await Promise.allSettled(this.started);
    for (const result of all) if (result.status === "fulfilled") await result.value.close();
  }

  private lazy(allow: readonly string[]): CommandSandbox {
    let sandbox: Promise<NamespaceSandbox> | undefined;
    const start = () => {
      sandbox = NamespaceSandbox.start({
        mechanism: this.mechanism as Mechanism,
        workspace: this.opts.workspace,
        hide: hiddenPaths(this.opts.env, this.opts.hide ?? []),
        readOnly: this.opts.readOnly?.length ? this.opts.readOnly : undefined,
        limits: this.opts.config.limits,
        allow: new Allowlist(allow),
        blocked: this.blocked,
      });
      this.started.push(sandbox);
      return sandbox;
    };
    return {
      proxyUrl: PROXY_URL,
      launch: async (spec: Launch) => (await (sandbox ?? start())).launch(spec),
      settle: async () => {
        if (sandbox) await (await sandbox).settle();
      },
      places: SANDBOX_PLACES,
      hidden: (p: string) => hiddenBy(p, this.opts),
    };
  }
}

/**
 * What hides `target` inside the sandbox, said the way a person recognises it,
 * or undefined when it is visible (the work tree and the read-only folders are,
 * wherever they are).
 */
function hiddenBy(
  target: string,
  opts: Pick<RunSandboxOptions, "env" | "hide" | "workspace" | "readOnly">,
): string | undefined {
  const p = path.resolve(target);
  const within = (dir: string) => p === dir || p.startsWith(dir.endsWith("/") ? dir : `${dir}/`);
  if ([opts.workspace, ...(opts.readOnly ?? [])].some((dir) => within(path.resolve(dir)))) return undefined;
  const names: [string | undefined, string][] = [
    [opts.env.HOME, "the runner's home"],
    [opts.env.RUNNER_TEMP, "RUNNER_TEMP"],
    [opts.env.GITHUB_ACTION_PATH, "the action's directory"],
    [actionDirectory(), "Patchbay's own directory"],
    ...(opts.hide ?? []).map((dir): [string, string] => [dir, "Patchbay's own files"]),
    ["/tmp", "the host's /tmp (the sandbox has its own)"],
    ["/run", "/run"],
  ];
  for (const [dir, name] of names)
    if (dir && path.isAbsolute(dir) && dir !== "/" && within(path.resolve(dir)))
      return `${name}, ${dir}, is hidden there`;
  return undefined;
}

/** The runner's home, RUNNER_TEMP and the action's own directory. */
function hiddenPaths(env: Record<string, string | undefined>, extra: string[]): string[] {
  const candidates = [env.HOME, env.RUNNER_TEMP, env.GITHUB_ACTION_PATH, actionDirectory(), ...extra];
  return [...new Set(candidates.filter((p): p is string => !!p && path.isAbsolute(p) && p !== "/"))];
}

/** Where Patchbay itself is installed: the nearest folder above this module with action.yml (dist/ has its own package.json). */
function actionDirectory(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "action.yml"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  return dir;
}
