/**
 * Servers that start offline. A package launch (`npx -y pkg`, `pnpm dlx pkg`,
 * `uvx pkg`) would download the package inside the sandbox on every run — with
 * the network closed it cannot, and with it open it fetches again each time
 * (6.7–10.9 s to connect, an empty cache every run). So Patchbay fetches the
 * package on the host before the run — npm with install scripts off, or uv —
 * into a cache of its own that the sandbox sees read-only, reuses it across runs
 * (and across jobs with the templates' actions/cache step), and rewrites the
 * entry to run the package's command from there. The server then needs no
 * network unless its own `network:` asks.
 */
import { createHash } from "node:crypto";
import { access, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { McpServerConfig } from "../../config/schema.js";
import { scrubbedEnv } from "../../util/env.js";
import { exec } from "../../util/exec.js";
import { hostPath, hostProgram } from "../../util/program-path.js";
import { type PackageLaunch, packageLaunch } from "./launch.js";

export interface PrefetchOptions {
  /** Patchbay's package cache (read-only inside the sandbox). */
  cacheDir: string;
  env: Record<string, string | undefined>;
  /** The work tree: programs are never found there (a planted `npm` would run on the host). */
  workTree: string;
  log: (level: "info" | "debug" | "warning", message: string) => void;
  timeoutMs?: number;
}

export interface Prefetched {
  /** Every server, package launches rewritten to run from the cache. */
  servers: Record<string, McpServerConfig>;
  /** Servers whose package could not be fetched, and why (they are not started). */
  failed: Record<string, string>;
}

const READY = ".patchbay-ready";

export async function prefetchPackages(
  servers: Record<string, McpServerConfig>,
  opts: PrefetchOptions,
): Promise<Prefetched> {
  const out: Record<string, McpServerConfig> = { ...servers };
  const failed: Record<string, string> = {};
  await Promise.all(
    Object.entries(servers).map(async ([name, server]) => {
      if (server.disabled || !server.prefetch) return;
      const launch = packageLaunch(server.command, server.args);
      if (!launch) return;
      try {
        const command = await fetchPackage(launch, opts);
        out[name] = { ...server, command, args: launch.args, prefetch: false };
      } catch (error) {
        failed[name] = error instanceof Error ? error.message : String(error);
      }
    }),
  );
  return { servers: out, failed };
}

/** Installs `launch` into the cache unless it is there, and returns the command to run. */
async function fetchPackage(launch: PackageLaunch, opts: PrefetchOptions): Promise<string> {
  const id = createHash("sha256").update(`${launch.installer}\0${launch.spec}`).digest("hex").slice(0, 16);
  const dir = path.join(opts.cacheDir, launch.installer, `${launch.name.replace(/[^A-Za-z0-9._-]/g, "_")}-${id}`);
  if (await exists(path.join(dir, READY))) {
    opts.log("debug", `MCP package ${launch.spec}: from the cache (${dir})`);
    return commandIn(dir, launch);
  }
  const started = Date.now();
  if (launch.installer === "npm") await npmInstall(launch, dir, opts);
  else await uvInstall(launch, dir, opts);
  const command = await commandIn(dir, launch);
  await writeFile(path.join(dir, READY), `${launch.spec}\n`);
  opts.log(
    "info",
    `MCP package ${launch.spec}: fetched before the run in ${Date.now() - started} ms (install scripts off)`,
  );
  return command;
}

function hostEnv(opts: PrefetchOptions, extra: Record<string, string> = {}): Record<string, string> {
  const env = scrubbedEnv(opts.env, extra);
  // A registry, a mirror or a proxy the person set up for npm and uv is theirs to use.
  for (const [key, value] of Object.entries(opts.env))
    if (
      value !== undefined &&
      /^(npm_config_|NPM_CONFIG_|UV_INDEX|UV_DEFAULT_INDEX|HTTPS?_PROXY$|NO_PROXY$)/i.test(key)
    )
      env[key] = value;
  env.PATH = hostPath(opts.env.PATH, opts.workTree);
  return env;
}

/** npm into a temporary folder, then moved into place whole (a run killed midway leaves nothing half-done). */
async function npmInstall(launch: PackageLaunch, dir: string, opts: PrefetchOptions): Promise<void> {
  const temp = `${dir}.${process.pid}.tmp`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  const npm = hostProgram("npm", opts.env.PATH, opts.workTree);
  const args = ["install", "--prefix", temp, "--ignore-scripts", "--no-audit", "--no-fund", "--no-update-notifier"];
  const result = await exec(npm, [...args, "--loglevel=error", launch.spec], {
    cwd: temp,
    env: hostEnv(opts),
    timeoutMs: opts.timeoutMs ?? 300_000,
  });
  if (result.exitCode !== 0) {
    await rm(temp, { recursive: true, force: true });
    throw new Error(failure(launch, "npm", result.spawnError ?? result.stderr));
  }
  await rm(dir, { recursive: true, force: true });
  await rename(temp, dir);
}

/** uv installs the tool and the Python it needs under the cache, where the paths it writes stay valid. */
async function uvInstall(launch: PackageLaunch, dir: string, opts: PrefetchOptions): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const uv = hostProgram("uv", opts.env.PATH, opts.workTree);
  const env = hostEnv(opts, {
    UV_TOOL_DIR: path.join(dir, "tools"),
    UV_TOOL_BIN_DIR: path.join(dir, "bin"),
    UV_PYTHON_INSTALL_DIR: path.join(dir, "python"),
    UV_CACHE_DIR: path.join(opts.cacheDir, "uv-cache"),
  });
  const result = await exec(uv, ["tool", "install", "--quiet", launch.spec], {
    cwd: dir,
    env,
    timeoutMs: opts.timeoutMs ?? 300_000,
  });
  if (result.exitCode !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(failure(launch, "uv", result.spawnError ?? result.stderr));
  }
}

function failure(launch: PackageLaunch, tool: string, output: string): string {
  // npm's first two lines say it ("code E404", "404 Not Found - GET …"); the rest is advice about npm itself.
  const lines = output
    .trim()
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !/^npm error (A complete log|\d{3}$|\d{3} {2})/.test(l));
  const said = lines.slice(0, tool === "npm" ? 2 : 6).join("; ");
  const missing = /\bE404\b|404 Not Found|not found in the package registry|No solution found/i.test(output);
  const hint = missing
    ? "check the package name and version in the server's args"
    : /ENOENT|not found|No such file/i.test(output) && /spawn|command/i.test(output)
      ? `install ${tool} on the machine that runs Patchbay`
      : "the host needs to reach the package registry once; later runs use the cache";
  return `could not fetch ${launch.spec} before the run (${tool}): ${said || "no output"}; ${hint}`;
}

const binField = z.union([z.string(), z.record(z.string(), z.string())]).optional();

/** The command a fetched package runs, found as npx and uvx find it. */
async function commandIn(dir: string, launch: PackageLaunch): Promise<string> {
  if (launch.installer === "uv") {
    const bin = path.join(dir, "bin", launch.bin ?? launch.name);
    if (!(await exists(bin))) throw new Error(`${launch.spec} has no command "${launch.bin ?? launch.name}"`);
    return bin;
  }
  const manifest = path.join(dir, "node_modules", launch.name, "package.json");
  const parsed = z.looseObject({ bin: binField }).safeParse(JSON.parse(await readFile(manifest, "utf8")));
  const bin = parsed.success ? parsed.data.bin : undefined;
  const unscoped = launch.name.replace(/^@[^/]+\//, "");
  const names = bin === undefined ? [] : typeof bin === "string" ? [unscoped] : Object.keys(bin);
  const chosen = launch.bin ?? (names.length === 1 ? names[0] : names.find((n) => n === unscoped));
  if (!chosen || !names.includes(chosen))
    throw new Error(
      names.length === 0
        ? `${launch.spec} has no command to run (no "bin" in its package.json)`
        : `${launch.spec} has several commands (${names.join(", ")}); name one with \`npx -y -p ${launch.spec} COMMAND\``,
    );
  return path.join(dir, "node_modules", ".bin", chosen);
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
